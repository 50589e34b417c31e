#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A nonblocking pipe that the frame loop polls next to the X connection; a byte written to it
/// wakes the loop from any thread or from a signal handler.
///
/// Each byte says why: a signal number (1...64) or `wakeByte`.
final class X11WakePipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    /// The byte `X11LoopWaker.wake()` writes: outside the range of signal numbers.
    static let wakeByte: UInt8 = 255

    /// - Throws: `X11Error.system` when the process is out of file descriptors.
    init() throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw X11Error.system(call: "pipe", errno: errno) }
        for end in ends {
            // Both ends nonblocking: a full pipe drops a byte instead of stalling a signal handler.
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Writes one byte; safe in a signal handler. A full pipe already holds a wake-up, so a
    /// failed write loses nothing that matters.
    func post(_ byte: UInt8) {
        var value = byte
        _ = write(writeEnd, &value, 1)
    }

    /// Reads every byte waiting in the pipe and returns the first that is not `skipping`, if
    /// any; the others are dropped. Reads into the stack, so a frame that drains allocates
    /// nothing.
    func drain(skipping: UInt8) -> UInt8? {
        var found: UInt8?
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { chunk in
            while true {
                let count = read(readEnd, chunk.baseAddress, chunk.count)
                if count <= 0 { return }
                if found == nil, let byte = chunk.prefix(count).first(where: { $0 != skipping }) { found = byte }
            }
        }
        return found
    }
}

/// Wakes a running frame loop from any thread, for example after a scene file changed so that
/// the source now needs a frame.
package struct X11LoopWaker: Sendable {
    let pipe: X11WakePipe

    /// Makes the loop ask its source for `needsFrame` again without waiting for an event.
    package func wake() {
        pipe.post(X11WakePipe.wakeByte)
    }

    /// Makes the loop act exactly as if `signal` (SIGINT or SIGTERM) had arrived.
    package func deliver(signal: Int32) {
        pipe.post(UInt8(truncatingIfNeeded: signal))
    }
}
