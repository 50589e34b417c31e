/// Why a preview window could not be opened or could not go on.
public enum PreviewError: Error, CustomStringConvertible, Sendable {
    /// `DISPLAY` is not set, so there is no X server to open a window on.
    case noDisplay
    /// An option is out of range; the text names it and the value given.
    case invalidOption(String)
    /// The X server refused the window or the frame loop.
    case cannotOpen(display: String, reason: String)
    /// The frame loop ended with a failure (for example, the display connection was lost).
    case loopFailed(String)
    /// The scene file cannot be watched for changes.
    case watch(String)

    /// A message that says what went wrong and what to do.
    public var description: String {
        switch self {
        case .noDisplay: "no X11 display (DISPLAY is not set)"
        case .invalidOption(let message): message
        case .cannotOpen(let display, let reason): "cannot open a window on \(display): \(reason)"
        case .loopFailed(let message), .watch(let message): message
        }
    }
}
