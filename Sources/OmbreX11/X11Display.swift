internal import CX11

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connection to an X server; use it from the thread that created it only.
///
/// Protocol errors are recorded, never fatal: `trapErrors(_:)` collects the errors of a block of
/// requests, and `checkHealth()` turns a broken connection or an unexpected error into a Swift
/// error. After the connection breaks, Xlib calls on it do nothing.
package final class X11Display {
    let pointer: OpaquePointer
    /// The display name as given, or `$DISPLAY` when none was given.
    package let name: String
    private var atoms: [String: Atom] = [:]

    /// Opens the display `name` (for example `:0` or `127.0.0.1:1`), or `$DISPLAY` when nil.
    /// - Throws: `X11Error.cannotOpenDisplay` when no server answers or access is refused.
    package init(name: String? = nil) throws {
        let resolved = name ?? getenv("DISPLAY").map { String(cString: $0) }
        guard let pointer = XOpenDisplay(resolved) else {
            throw X11Error.cannotOpenDisplay(name: resolved.map { "\"\($0)\"" } ?? "(DISPLAY is not set)")
        }
        self.pointer = pointer
        self.name = resolved ?? ""
        X11ErrorTrap.register(pointer)
    }

    deinit {
        // Xlib skips the protocol part of closing on a dead connection, so this is safe either way.
        XCloseDisplay(pointer)
        X11ErrorTrap.unregister(pointer)
    }

    /// The socket to poll for incoming events.
    var fileDescriptor: Int32 { XConnectionNumber(pointer) }

    var screen: Int32 { XDefaultScreen(pointer) }

    var rootWindow: Window { XRootWindow(pointer, screen) }

    /// Why the connection broke, or nil while it works.
    var lostDetail: String? { X11ErrorTrap.lostDetail(pointer) }

    /// Throws when the connection broke or the server reported an error nobody trapped.
    /// - Throws: `X11Error.connectionLost`, or `X11Error.protocolError` with the first such error.
    func checkHealth() throws {
        if let detail = lostDetail {
            throw X11Error.connectionLost(display: name, detail: detail)
        }
        if let error = X11ErrorTrap.takeErrors(pointer).first {
            throw X11Error.protocolError(described(error))
        }
    }

    /// Runs `body`, waits for the server to process its requests, and returns the errors they caused.
    ///
    /// Errors of earlier requests stay recorded for `checkHealth()`.
    /// - Throws: `X11Error.connectionLost` when the connection breaks meanwhile.
    func trapErrors(_ body: () -> Void) throws -> [X11ProtocolError] {
        let first = XNextRequest(pointer)
        body()
        XSync(pointer, 0)
        if let detail = lostDetail {
            throw X11Error.connectionLost(display: name, detail: detail)
        }
        return X11ErrorTrap.takeErrors(pointer, from: first).map(described)
    }

    /// The atom named `name`, created if needed and cached.
    func atom(_ name: String) -> Atom {
        if let atom = atoms[name] { return atom }
        let atom = XInternAtom(pointer, name, 0)
        atoms[name] = atom
        return atom
    }

    /// Sends buffered requests without waiting for replies.
    func flush() {
        XFlush(pointer)
    }

    /// Reads what the socket has and returns how many events are queued (flushes first).
    var pendingEvents: Int32 { XPending(pointer) }

    /// Removes and returns the next queued event; call only when `pendingEvents` is positive.
    func nextEvent() -> XEvent {
        var event = XEvent()
        XNextEvent(pointer, &event)
        return event
    }

    private func described(_ error: X11ProtocolError) -> X11ProtocolError {
        var error = error
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(pointer, Int32(error.code), &buffer, Int32(buffer.count))
        error.text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return error
    }
}
