import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Forwards SIGINT and SIGTERM to one loop's wake pipe while the loop runs, then puts the
/// previous handlers back.
///
/// Signal dispositions belong to the whole process, so only one loop at a time forwards them;
/// a second loop running at the same time goes without (see `install(into:)`).
final class X11SignalForwarding {
    static let signals: [Int32] = [SIGINT, SIGTERM]

    private var previous: [Int32: sigaction] = [:]

    /// Starts forwarding into `pipe`, or returns nil when another loop already does.
    static func install(into pipe: X11WakePipe) -> X11SignalForwarding? {
        guard
            signalTarget.compareExchange(expected: -1, desired: pipe.writeEnd, ordering: .sequentiallyConsistent)
                .exchanged
        else { return nil }
        let forwarding = X11SignalForwarding()
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignal
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            sigaction(signal, &action, &old)
            forwarding.previous[signal] = old
        }
        return forwarding
    }

    /// Puts the handlers back that were there before `install(into:)`.
    func restore() {
        for (signal, action) in previous {
            var action = action
            sigaction(signal, &action, nil)
        }
        previous.removeAll()
        signalTarget.store(-1, ordering: .sequentiallyConsistent)
    }
}

/// The write end of the pipe that signals go to, or -1; read by the signal handler, so atomic.
private let signalTarget = Atomic<Int32>(-1)

/// Only async-signal-safe work: an atomic load and one write.
private func forwardSignal(_ signal: Int32) {
    let saved = errno
    let fd = signalTarget.load(ordering: .relaxed)
    if fd >= 0 {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(fd, &byte, 1)
    }
    errno = saved
}
