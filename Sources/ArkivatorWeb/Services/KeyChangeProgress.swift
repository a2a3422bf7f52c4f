import ArkivatorLibrary
import Foundation

/// How far the unlock that finishes a change of keys has come, for the browser that sent it
/// and no other: the unlock form's token names the unlock, and only the browser holding that
/// form's cookie may ask. One unlock at a time can seal the library, so one entry is enough.
final class KeyChangeProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var current: (form: String, progress: SealingProgress, finished: Bool)?

    /// Called from the sealing itself, off the request's task.
    func report(_ progress: SealingProgress, form: String) {
        lock.withLock {
            let finished = current?.form == form ? current?.finished ?? false : false
            current = (form, progress, finished)
        }
    }

    /// The unlock of `form` has ended: its last figure stays for one more question, so a page
    /// that asks after the answer has come still reads «done».
    func finish(form: String) {
        lock.withLock {
            guard current?.form == form else { return }
            current?.finished = true
        }
    }

    func progress(form: String) -> SealingProgress? {
        lock.withLock {
            guard let entry = current, entry.form == form else { return nil }
            if entry.finished { current = nil }
            return entry.progress
        }
    }
}
