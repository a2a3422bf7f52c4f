import ArkivatorArchive
import ArkivatorCore
import Foundation

/// Deletions that wait a few seconds for an "Angre" before they happen. A document waiting
/// here is hidden everywhere; undoing brings it back untouched.
actor PendingDeletions {
    static let undoWindow: Duration = .seconds(5)

    private var waiting: [Document.ID: Task<Void, Never>] = [:]
    /// Told once a deletion has happened, so that its Drive files go to the trash soon.
    private let afterDelete: @Sendable () -> Void

    init(afterDelete: @escaping @Sendable () -> Void = {}) {
        self.afterDelete = afterDelete
    }

    func schedule(_ id: Document.ID, in archive: DocumentArchive, after delay: Duration = undoWindow) {
        waiting[id]?.cancel()
        waiting[id] = Task {
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            self.finish(id, in: archive)
        }
    }

    /// True when the deletion was still waiting and is now called off.
    func undo(_ id: Document.ID) -> Bool {
        guard let task = waiting.removeValue(forKey: id) else { return false }
        task.cancel()
        return true
    }

    func hidden() -> Set<Document.ID> { Set(waiting.keys) }

    private func finish(_ id: Document.ID, in archive: DocumentArchive) {
        guard waiting.removeValue(forKey: id) != nil else { return }
        guard (try? archive.delete(id: id)) != nil else { return }
        afterDelete()
    }
}
