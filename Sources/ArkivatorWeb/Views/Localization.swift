import ArkivatorCore
import ArkivatorLibrary
import Foundation
import Mustache

/// The language of the pages: Bokmål, unless the browser asks for English before any
/// Norwegian (Bokmål, Nynorsk or plain «no»).
extension Language {
    /// The language of the request being answered; set once per request by the outermost middleware.
    @TaskLocal static var current: Language = .bokmal

    init(acceptLanguage header: String?) {
        var best: (language: Language, quality: Double)?
        for item in (header ?? "").split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard let tag = parts.first, !tag.isEmpty else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            let language: Language? = ["nb", "nn", "no"].contains(primary) ? .bokmal : primary == "en" ? .english : nil
            if let language, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        self = best?.language ?? .bokmal
    }

    /// The domain's own label of a value (a document type, a stage), which Core keeps in both
    /// languages beside the value.
    func text(_ bokmal: String, _ english: String) -> String {
        self == .bokmal ? bokmal : english
    }
}

extension DocumentType {
    var label: String { Language.current.text(norwegianLabel, englishLabel) }
}

extension UploadStatus {
    var label: String { Language.current.text(norwegianLabel, englishLabel) }
}

extension PipelineStage {
    var label: String { Language.current.text(norwegianLabel, englishLabel) }
}

extension DriveConnectionState {
    var label: String { Language.current.text(norwegianLabel, englishLabel) }

    /// What the user must do before uploads go on, for the states that wait for them.
    var warning: String? {
        switch self {
        case .reconnectNeeded: Language.current.words(.driveAccessMustBeRenewed)
        case .quotaExceeded: Language.current.words(.driveFull)
        case .notConnected, .connected: nil
        }
    }
}

extension LocalDateTime {
    /// `15.01.2026 kl. 09:30`, or `at` in English.
    var displayText: String {
        "\(date.norwegianNumeric) \(Language.current.words(.atTime)) \(iso.suffix(5))"
    }
}

extension Language {
    static var unknownPerson: String { current.words(.unknownPerson) }
}

/// The words of the templates (`{{t.key}}`), in the language of the page.
struct UIText: MustacheParent, Sendable {
    let language: Language

    func child(named name: String) -> Any? {
        if name == "lang" { return language.rawValue }
        return PageWord(rawValue: name).map(language.words)
    }

}

/// What a template sees: `t` for the words, everything else from the page's own values.
struct PageContext: MustacheParent {
    let text: UIText
    let page: Any

    func child(named name: String) -> Any? {
        if name == "t" { return text }
        guard let value = Mirror(reflecting: page).children.first(where: { $0.label == name })?.value else { return nil }
        // An optional's value, or nothing for nil, as Mustache expects of a missing key.
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional ? mirror.children.first?.value : value
    }
}
