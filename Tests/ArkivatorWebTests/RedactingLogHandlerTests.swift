@testable import ArkivatorWeb
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

        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
                 file: String, function: String, line: UInt) {
            let all = self.metadata.merging(metadata ?? [:]) { _, new in new }
            lock.withLock { stored.append("\(source) \(message) \(all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })") }
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
}
