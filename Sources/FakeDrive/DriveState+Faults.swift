import Foundation

/// One line of `/_admin/requests`.
struct RequestLogEntry: Sendable {
    var method: String
    var path: String
    var query: String?
    var status: Int
    var fault: FaultKind?
}

extension DriveState {
    func enqueueFault(_ fault: QueuedFault) -> [QueuedFault] {
        queuedFaults.append(fault)
        return queuedFaults.pending
    }

    func pendingFaults() -> [QueuedFault] { queuedFaults.pending }

    func clearQueuedFaults() { queuedFaults.removeAll() }

    /// Queued faults win over random ones, so a test's script is never pre-empted by chance.
    func takeFault(for target: FaultTarget) -> FaultKind? {
        if let queued = queuedFaults.take(where: { $0.applies(to: target.path, method: target.method) }) {
            return queued.kind
        }
        return FaultPolicy.draw(config: state.config, target: target)
    }

    func record(_ entry: RequestLogEntry) { requestLog.append(entry) }

    func loggedRequests() -> [RequestLogEntry] { requestLog.recent }

    func clearRequestLog() { requestLog.removeAll() }
}
