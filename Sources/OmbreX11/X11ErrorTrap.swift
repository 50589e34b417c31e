internal import CX11
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one place where Xlib's C error callbacks become Swift state.
///
/// Xlib reports protocol errors and a broken connection through process-wide callbacks that carry
/// no context, so the callbacks record into a registry keyed by the `Display` pointer and the
/// owning `X11Display` reads it back. Nothing here aborts: Xlib's default handlers would print and
/// call `exit`, which would skip our shared-memory cleanup.
enum X11ErrorTrap {
    /// What the callbacks recorded for one connection.
    struct Record {
        var errors: [X11ProtocolError] = []
        var lostDetail: String?
    }

    private static let records = Mutex<[UInt: Record]>([:])
    private static let installed = Mutex(false)

    /// Starts recording for `display` and installs the callbacks on first use.
    static func register(_ display: OpaquePointer) {
        installed.withLock { done in
            guard !done else { return }
            done = true
            _ = XSetErrorHandler(protocolErrorCallback)
            _ = XSetIOErrorHandler(ioErrorCallback)
        }
        records.withLock { $0[key(display)] = Record() }
        // Reason: without this per-connection hook, Xlib calls exit(1) after an I/O error.
        XSetIOErrorExitHandler(display, ioErrorExitCallback, nil)
    }

    /// Stops recording for `display` (call before `XCloseDisplay`, as the pointer may be reused).
    static func unregister(_ display: OpaquePointer) {
        _ = records.withLock { $0.removeValue(forKey: key(display)) }
    }

    /// Removes and returns the protocol errors recorded for `display` whose serial is at least
    /// `serial`, or all of them when `serial` is nil.
    static func takeErrors(_ display: OpaquePointer, from serial: UInt? = nil) -> [X11ProtocolError] {
        records.withLock { all in
            guard var record = all[key(display)] else { return [] }
            let first = serial ?? 0
            let taken = record.errors.filter { $0.serial >= first }
            record.errors.removeAll { $0.serial >= first }
            all[key(display)] = record
            return taken
        }
    }

    /// Why the connection of `display` broke, or nil while it works.
    static func lostDetail(_ display: OpaquePointer) -> String? {
        records.withLock { $0[key(display)]?.lostDetail }
    }

    private static func key(_ display: OpaquePointer) -> UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display)))
    }

    fileprivate static func recordError(_ display: OpaquePointer, _ error: X11ProtocolError) {
        records.withLock { all in
            // An error on a connection nobody registered still goes somewhere visible.
            all[key(display), default: Record()].errors.append(error)
        }
    }

    fileprivate static func recordLost(_ display: OpaquePointer, _ detail: String) {
        records.withLock { all in
            if all[key(display), default: Record()].lostDetail == nil {
                all[key(display), default: Record()].lostDetail = detail
            }
        }
    }
}

/// Records a protocol error; the text is looked up later, outside Xlib's callback.
private func protocolErrorCallback(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let display, let event else { return 0 }
    let error = X11ProtocolError(
        code: event.pointee.error_code, requestCode: event.pointee.request_code,
        minorCode: event.pointee.minor_code, serial: event.pointee.serial, text: "")
    X11ErrorTrap.recordError(display, error)
    return 0
}

/// Records why the connection broke; returning lets Xlib go on to the exit handler.
private func ioErrorCallback(_ display: OpaquePointer?) -> Int32 {
    guard let display else { return 0 }
    let code = errno
    let detail =
        code == EPIPE || code == 0 || code == EAGAIN
        ? "the server closed the connection" : X11Error.errnoText(code)
    X11ErrorTrap.recordLost(display, detail)
    return 0
}

/// Returns instead of exiting, so that Xlib marks the display dead and our loop reports it.
private func ioErrorExitCallback(_ display: OpaquePointer?, _ context: UnsafeMutableRawPointer?) {
    guard let display else { return }
    X11ErrorTrap.recordLost(display, "the server closed the connection")
}
