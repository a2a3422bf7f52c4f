import ArkivatorLibrary
import ArkivatorStore
import ArkivatorTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ArkivatorWeb

@Suite("Bokmål first, English by Accept-Language")
struct LocalizationTests {
    @Test("the browser's languages choose the page's", arguments: [
        (nil, Language.bokmal), ("nb-NO,nb;q=0.9,en;q=0.8", .bokmal), ("en-US,en;q=0.9", .english),
        ("en-GB;q=0.5,nn;q=0.8", .bokmal), ("de-DE,en;q=0.7", .english), ("fr", .bokmal), ("no", .bokmal),
        ("sv-SE,en-US;q=0.8,nb;q=0.9", .bokmal),
    ])
    func chooses(header: String?, expected: Language) {
        #expect(Language(acceptLanguage: header) == expected)
    }

    @Test("every word a template asks for exists in both languages")
    func everyKeyIsTranslated() throws {
        let folder = try #require(Bundle.module.url(forResource: "Templates", withExtension: nil, subdirectory: nil)
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Sources/ArkivatorWeb/Templates").standardizedFileURL)
        let templates = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
        #expect(templates.count >= 10)
        var used: Set<String> = []
        for template in templates {
            let text = try String(contentsOf: template, encoding: .utf8)
            for match in text.matches(of: /\{\{t\.([A-Za-z]+)\}\}/) { used.insert(String(match.1)) }
        }
        let missing = used.filter { PageWord(rawValue: $0) == nil }.subtracting(["lang"])
        #expect(missing.isEmpty, "no translation for \(missing.sorted())")
        for word in PageWord.allCases {
            for language in Language.allCases {
                #expect(!language.words(word).isEmpty, "\(word) lacks \(language)")
            }
        }
    }
}

@Suite("Pages in the reader's language")
struct LanguagePagesTests {
    @Test("the unlock page speaks Bokmål by default and English to an English browser")
    func unlockPage() async throws {
        try await withNewLibrary { library, _ in
            let services = try await makeTestServices(WebConfiguration(library: library, appVersion: "test"))
            try await Application(router: buildRouter(services)).testAsBrowser { client in
                let norwegian = try await client.execute(uri: "/unlock", method: .get)
                #expect(String(buffer: norwegian.body).contains("<html lang=\"nb\">"))
                #expect(String(buffer: norwegian.body).contains("Arkivet er låst."))
                let english = try await client.execute(uri: "/unlock", method: .get, headers: [.acceptLanguage: "en-GB,en;q=0.9"])
                let html = String(buffer: english.body)
                #expect(html.contains("<html lang=\"en\">") && html.contains("The archive is locked."))
                #expect(english.headers[.contentLanguage] == "en")
            }
        }
    }
}
