import Foundation

/// Set by the file watcher's thread, read and cleared by the frame loop's thread.
package final class ReloadFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false

    package init() {}

    package var isPending: Bool {
        lock.withLock { pending }
    }

    package func set() {
        lock.withLock { pending = true }
    }

    /// Whether a reload was asked for since the last call.
    package func takePending() -> Bool {
        lock.withLock {
            defer { pending = false }
            return pending
        }
    }
}
