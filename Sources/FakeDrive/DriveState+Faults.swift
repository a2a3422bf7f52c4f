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
        return queuedFaults
    }

    func pendingFaults() -> [QueuedFault] { queuedFaults }

    func clearQueuedFaults() { queuedFaults.removeAll() }

    /// Queued faults win over random ones, so a test's script is never pre-empted by chance.
    func takeFault(for target: FaultTarget) -> FaultKind? {
        if let index = queuedFaults.firstIndex(where: { $0.applies(to: target.path, method: target.method) }) {
            let kind = queuedFaults[index].kind
            queuedFaults[index].remaining -= 1
            if queuedFaults[index].remaining <= 0 { queuedFaults.remove(at: index) }
            return kind
        }
        return FaultPolicy.draw(config: state.config, target: target)
    }

    func record(_ entry: RequestLogEntry) {
        requestLog.append(entry)
        // Trimming in batches keeps appends cheap while never holding much over the cap.
        if requestLog.count > DriveState.requestLogCapacity + 1000 {
            requestLog.removeFirst(requestLog.count - DriveState.requestLogCapacity)
        }
    }

    func loggedRequests() -> [RequestLogEntry] { Array(requestLog.suffix(DriveState.requestLogCapacity)) }

    func clearRequestLog() { requestLog.removeAll() }
}
