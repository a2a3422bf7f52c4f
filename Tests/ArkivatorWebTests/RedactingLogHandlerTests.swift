@testable import ArkivatorWeb
import ArkivatorTestSupport
import Foundation
import Logging
import Testing

@Suite("The redacting log handler")
struct RedactingLogHandlerTests {
    /// Keeps what reaches it, as a file or a terminal would.
    final class Capture: LogHandler, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var logLevel: Logger.Level = .trace
        var metadata: Logger.Metadata = [:]

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        var lines: [String] { lock.withLock { stored } }

        func log(event: LogEvent) {
            let all = self.metadata.merging(event.metadata ?? [:]) { _, new in new }
            let error = event.error.map { " error: \($0)" } ?? ""
            lock.withLock {
                stored.append("\(event.source) \(event.message) \(all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })\(error)")
            }
        }
    }

    @Test("message, line metadata, nested metadata and the handler's own metadata are all cleaned")
    func cleans() {
        let capture = Capture()
        var logger = Logger(label: "test") { _ in RedactingLogHandler(wrapping: capture) }
        logger.logLevel = .trace
        logger[metadataKey: "hb.request.path"] = "/?q=110284%2025769"
        logger.info("søk etter 11028425769 ga 2 treff", metadata: [
            "uri": .string("/dokumenter?q=110284-25769"),
            "nested": .dictionary(["list": .array([.string("110284 25769"), .stringConvertible(11028425769)])]),
        ])
        let line = capture.lines.joined()
        #expect(!capture.lines.isEmpty)
        #expect(!line.contains("25769"))
        #expect(line.contains("[FNR]"))
        #expect(line.contains("ga 2 treff"))
    }

    @Test("an error carried by the event is cleaned too")
    func cleansErrors() {
        struct LetterError: Error, CustomStringConvertible { let description = "kunne ikke lese f.nr. 110284 25769" }
        let capture = Capture()
        RedactingLogHandler(wrapping: capture).log(event: LogEvent(
            level: .error, message: "lesing feilet", error: LetterError(), metadata: nil, source: "110284-25769",
            file: #fileID, function: #function, line: #line))
        let line = capture.lines.joined()
        #expect(line.contains("error: kunne ikke lese f.nr. [FNR]"))
        #expect(!line.contains("25769"))
    }

    @Test("the capture form's CSRF token in a logged request path is hidden")
    func hidesCSRFTokens() {
        let capture = Capture()
        var logger = Logger(label: "test") { _ in RedactingLogHandler(wrapping: capture) }
        logger.logLevel = .trace
        logger.debug("Request", metadata: ["hb.request.path": .string("/ta-bilde?csrf=aB3_-x9&person=2")])
        let line = capture.lines.joined()
        #expect(line.contains("/ta-bilde?csrf=[skjult]&person=2") && !line.contains("aB3_-x9"))
    }
}
