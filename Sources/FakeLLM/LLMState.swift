import FakeServiceKit
import Foundation

/// The one owner of everything the fake knows: the script of answers, the queued faults, the
/// tuning and the request log. With `--data`, the log is also appended to a file there, so it
/// outlives the process and survives a restart.
actor LLMState {
    /// The key every provider request must carry; nil accepts any request, as a local Ollama does.
    let key: String?
    let models: [String]
    private let logFile: URL?

    private(set) var tuning = Tuning()
    private(set) var replies: [String] = []
    private var faultQueue = FaultQueue<QueuedFault>()
    private var log = RequestLog<RequestLogEntry>()
    private var nextRequestID = 1

    init(key: String?, models: [String], dataDirectory: URL?) throws {
        self.key = key
        self.models = models
        guard let dataDirectory else {
            logFile = nil
            return
        }
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let file = dataDirectory.appendingPathComponent("requests.ndjson")
        logFile = file
        if let saved = try? Data(contentsOf: file) {
            let entries = saved.split(separator: UInt8(ascii: "\n")).compactMap { line in
                (try? JSON.parse(Data(line))).flatMap(RequestLogEntry.init(json:))
            }
            log = RequestLog(entries)
            nextRequestID = (entries.map(\.id).max() ?? 0) + 1
        } else {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
    }

    // MARK: Tuning and script

    func setTuning(_ tuning: Tuning) { self.tuning = tuning }

    func appendReplies(_ texts: [String]) -> [String] {
        replies += texts
        return replies
    }

    func clearReplies() { replies.removeAll() }

    /// The next scripted answer, or nil when the script has run out.
    func takeReply() -> String? {
        replies.isEmpty ? nil : replies.removeFirst()
    }

    var faults: [QueuedFault] { faultQueue.pending }

    func enqueueFault(_ fault: QueuedFault) -> [QueuedFault] {
        faultQueue.append(fault)
        return faultQueue.pending
    }

    func clearFaults() { faultQueue.removeAll() }

    /// The fault for this request, if one is queued, noted in its log entry.
    func takeFault(forRequest id: Int) -> QueuedFault? {
        guard let fault = faultQueue.take() else { return nil }
        log.updateLast(where: { $0.id == id }) { $0.fault = fault.kind }
        return fault
    }

    // MARK: The request log

    /// Logs a request as it arrives, so one that is never answered is in the log too.
    func logArrival(method: String, path: String, headers: [(name: String, value: String)], body: JSON) -> Int {
        let id = nextRequestID
        nextRequestID += 1
        log.append(RequestLogEntry(id: id, method: method, path: path, headers: headers, body: body))
        return id
    }

    /// Notes how a request was answered (nil: not at all) and appends it to the log file.
    func logCompletion(of id: Int, status: Int?) {
        guard let entry = log.updateLast(where: { $0.id == id }, { $0.status = status }) else { return }
        guard let logFile, let handle = try? FileHandle(forWritingTo: logFile) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((entry.json.serialized() + "\n").utf8))
    }

    func loggedRequests() -> [RequestLogEntry] { log.recent }

    func clearLog() {
        log.removeAll()
        if let logFile { try? Data().write(to: logFile) }
    }
}
