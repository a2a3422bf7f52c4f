import ArkivatorTestSupport
import Foundation
import Testing
@testable import ArkivatorStore

@Suite("The calendars kept for a locked archive")
struct CalendarCopiesTests {
    static let token = "Qm9rbWFsLWthbGVuZGVyLXRva2VuLWZvci10ZXN0aW4"
    static let other = "T3RoZXItdG9rZW4tdGhhdC1pcy1ub3QtaXNzdWVkLXg"
    static let calendar = "BEGIN:VCALENDAR\r\nSUMMARY:Time på sykehus\r\nEND:VCALENDAR\r\n"

    @Test("a copy opens with its token only, and neither its name nor its bytes show the calendar")
    func sealedByToken() throws {
        try withTemporaryFolder { root in
            let copies = CalendarCopies(library: LibraryFolder(root: root))
            try copies.write(Self.calendar, token: Self.token)
            #expect(try copies.read(token: Self.token) == Self.calendar)
            #expect(try copies.read(token: Self.other) == nil)
            #expect(try copies.read(token: "../../arkivator.keys") == nil)

            let files = try FileManager.default.contentsOfDirectory(at: copies.folder, includingPropertiesForKeys: nil)
            #expect(files.count == 1)
            #expect(!files[0].lastPathComponent.contains(Self.token))
            let bytes = try Data(contentsOf: files[0])
            #expect(bytes.range(of: Data("sykehus".utf8)) == nil)
            #expect(bytes.range(of: Data("VCALENDAR".utf8)) == nil)
        }
    }

    @Test("revoking erases every copy but those still issued")
    func keepOnly() throws {
        try withTemporaryFolder { root in
            let copies = CalendarCopies(library: LibraryFolder(root: root))
            try copies.write(Self.calendar, token: Self.token)
            try copies.write(Self.calendar, token: Self.other)
            try copies.keepOnly([Self.other])
            #expect(try copies.read(token: Self.token) == nil)
            #expect(try copies.read(token: Self.other) == Self.calendar)
        }
    }

    static let tokens: [(String, Bool)] = [
        ("", false), (token, true), (String(token.dropLast()), false), (token + "A", false),
        (String(token.dropLast()) + "/", false), (String(token.dropLast()) + "=", false), (String(token.dropLast()) + "_", true),
    ]

    @Test("only a token of 43 base64url characters is looked for", arguments: tokens)
    func wellFormed(_ token: String, _ expected: Bool) {
        #expect(CalendarCopies.isWellFormed(token) == expected)
    }
}
