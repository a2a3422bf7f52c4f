import ArkivatorCore
import Foundation
import Logging

/// Every log line of the process goes through here: the message, its metadata and its source
/// are cleaned of fødselsnumre before the wrapped handler writes them. Arkivator's own code
/// never logs document text, titles or names; this catches what others put in a line, such
/// as a request path with a search in it, or the capture form's address with its CSRF token.
public struct RedactingLogHandler: LogHandler {
    private var wrapped: any LogHandler

    public init(wrapping handler: any LogHandler) {
        wrapped = handler
    }

    /// Installs the handler for the whole process, writing to standard error, at `$LOG_LEVEL`
    /// (as Hummingbird reads it; `info` when unset).
    public static func bootstrap(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let level = environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return RedactingLogHandler(wrapping: handler)
        }
    }

    public var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    public var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    public func log(event: LogEvent) {
        var event = event
        event.message = "\(Self.sanitized(event.message.description))"
        event.metadata = event.metadata.map { $0.mapValues(Self.sanitized) }
        event.source = Self.sanitized(event.source)
        if let error = event.error { event.error = RedactedError(description: Self.sanitized(String(describing: error))) }
        var own = wrapped
        // The handler's own metadata is cleaned too: it is printed with every line.
        own.metadata = wrapped.metadata.mapValues(Self.sanitized)
        own.log(event: event)
    }

    /// An error's words, cleaned, standing in for the error itself.
    struct RedactedError: Error, CustomStringConvertible {
        let description: String
    }

    static func sanitized(_ text: String) -> String {
        LogRedaction.sanitized(text).replacing(/csrf=[^&\s]+/, with: "csrf=[skjult]")
    }

    static func sanitized(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(sanitized(text))
        case .stringConvertible(let convertible): .string(sanitized(convertible.description))
        case .array(let values): .array(values.map(sanitized))
        case .dictionary(let values): .dictionary(values.mapValues(sanitized))
        }
    }
}
