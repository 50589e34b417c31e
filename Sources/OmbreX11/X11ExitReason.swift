/// Why a frame loop ended without an error. A lost connection is thrown, not returned.
package enum X11ExitReason: Equatable, Sendable {
    /// The window manager or the user closed the window (WM_DELETE_WINDOW, q or Escape).
    case closed
    /// The loop ran the requested number of frame-clock ticks.
    case framesDone
    /// SIGINT or SIGTERM arrived (the signal number).
    case signal(Int32)
}
