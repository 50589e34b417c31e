import Foundation

/// Runs the tests that drive a frame loop inside the test process one at a time.
///
/// A running loop owns the process-wide SIGINT and SIGTERM handlers. Test suites run in
/// parallel in one process, so without this a test that raises a real signal could end another
/// suite's loop instead of its own, and both tests would fail.
public enum InProcessFrameLoops {
    private static let lock = NSLock()

    /// Runs `body` while no other in-process frame loop runs.
    ///
    /// - Parameter body: the work that runs a frame loop.
    /// - Returns: what `body` returns.
    /// - Throws: what `body` throws.
    public static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
