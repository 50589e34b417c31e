import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failure of the X11 window, presenter or frame loop, with a message that says what to do.
package enum X11Error: Error, Equatable, CustomStringConvertible {
    /// `XOpenDisplay` failed: no server at that name, or access was refused.
    case cannotOpenDisplay(name: String)
    /// The connection to the X server broke (server exited, killed, or network gone).
    case connectionLost(display: String, detail: String)
    /// The server answered a request with an error we did not expect.
    case protocolError(X11ProtocolError)
    /// The screen's visual has a pixel layout the presenter cannot write.
    case unsupportedVisual(String)
    /// A system call the presenter or loop depends on failed.
    case system(call: String, errno: Int32)
    /// A window size outside 1...16384 on either side.
    case invalidSize(width: Int, height: Int)
    /// Loop options that cannot work (the text says which).
    case invalidOptions(String)
    /// The server did not finish reading a shared image within the wait limit.
    case presentTimedOut

    package var description: String {
        switch self {
        case .cannotOpenDisplay(let name):
            return "cannot open X display \(name); start an X server or set DISPLAY to a running one"
        case .connectionLost(let display, let detail):
            return "lost the connection to X display \(display) (\(detail)); the window is gone"
        case .protocolError(let error):
            return "X server error: \(error)"
        case .unsupportedVisual(let detail):
            return "unsupported X visual: \(detail); use a 16- or 24-bit TrueColor display"
        case .system(let call, let code):
            return "\(call) failed: \(X11Error.errnoText(code))"
        case .invalidSize(let width, let height):
            return "invalid window size \(width)x\(height); each side must be 1 to \(PixelSize.maximumSide)"
        case .invalidOptions(let detail):
            return "invalid frame loop options: \(detail)"
        case .presentTimedOut:
            return "the X server stopped reading frames (no MIT-SHM completion for 2 s); try --no-shm"
        }
    }

    static func errnoText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text)
    }
}
