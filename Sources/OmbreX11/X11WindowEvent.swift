import OmbreGraphics

/// What an X event means to the frame loop, once the window has interpreted it.
enum X11WindowEvent: Equatable {
    /// The user or window manager asked to close the window (WM_DELETE_WINDOW).
    case closeRequested
    /// The window has a new size; only the latest one matters.
    case resized(PixelSize)
    /// Part of the window lost its contents; show the last frame again.
    case exposed
    /// A key bound to a command was pressed.
    case command(X11Command)
    /// The pointer moved to this pixel of the window, or left it (nil).
    case pointer(X11PointerPosition?)
    /// The main (left) button went down (`pressed`) or up at this pixel of the window.
    case button(pressed: Bool, X11PointerPosition)
}
