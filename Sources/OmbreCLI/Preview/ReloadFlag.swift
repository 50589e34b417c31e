import Foundation

/// Set by the file watcher's thread, read and cleared by the frame loop's thread.
final class ReloadFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false

    var isPending: Bool {
        lock.withLock { pending }
    }

    func set() {
        lock.withLock { pending = true }
    }

    /// Whether a reload was asked for since the last call.
    func takePending() -> Bool {
        lock.withLock {
            defer { pending = false }
            return pending
        }
    }
}
