internal import CX11
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A top-level window that shows frames, with the properties window managers expect.
///
/// It answers `_NET_WM_PING` by itself and reports WM_DELETE_WINDOW, resizes, exposures and
/// bound keys as `X11WindowEvent`s. Use it on the thread that created its display.
package final class X11Window {
    let display: X11Display
    let id: Window
    /// The window's size as last reported by the server.
    package private(set) var size: PixelSize
    package private(set) var title: String
    /// Set once the server reported the window destroyed (by another client).
    private var destroyed = false
    /// Whether we last asked the window manager for fullscreen (without one, nothing changes).
    package private(set) var fullscreenRequested = false

    /// The X resource id, for tools and tests that look at the window from another connection.
    package var resourceID: UInt { UInt(id) }

    /// Creates and maps a window of `size` titled `title` on the default screen.
    /// - Throws: `X11Error.invalidSize` unless both sides are in 1...16384,
    ///   `X11Error.connectionLost` or `X11Error.protocolError` when the server refuses.
    package init(display: X11Display, title: String, size: PixelSize) throws {
        guard (1...PixelSize.maximumSide).contains(size.width), (1...PixelSize.maximumSide).contains(size.height)
        else { throw X11Error.invalidSize(width: size.width, height: size.height) }
        self.display = display
        self.size = size
        self.title = title
        let dpy = display.pointer
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = XBlackPixel(dpy, display.screen)
        // Keeps the old pixels in place on resize, so only the new area flashes before the next frame.
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask =
            ExposureMask | KeyPressMask | StructureNotifyMask | PointerMotionMask | LeaveWindowMask
            | ButtonPressMask | ButtonReleaseMask
        id = XCreateWindow(
            dpy, display.rootWindow, 0, 0, UInt32(size.width), UInt32(size.height), 0, Int32(CopyFromParent),
            UInt32(InputOutput), nil, UInt(CWBackPixel | CWBitGravity | CWEventMask), &attributes)
        var protocols = [display.atom("WM_DELETE_WINDOW"), display.atom("_NET_WM_PING")]
        XSetWMProtocols(dpy, id, &protocols, Int32(protocols.count))
        setStringProperty("WM_CLASS", type: XA_STRING, bytes: Array("ombre\0Ombre\0".utf8))
        // Format-32 properties are arrays of C long, whatever the size of long.
        let pid = [Int(getpid())]
        pid.withUnsafeBytes { bytes in
            _ = XChangeProperty(
                dpy, id, display.atom("_NET_WM_PID"), XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let bytes = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            setStringProperty("WM_CLIENT_MACHINE", type: XA_STRING, bytes: bytes)
        }
        applyTitle()
        XMapWindow(dpy, id)
        display.flush()
        try display.checkHealth()
    }

    deinit {
        if display.lostDetail == nil && !destroyed {
            XDestroyWindow(display.pointer, id)
            display.flush()
        }
    }

    /// Sets the title shown by the window manager (`_NET_WM_NAME` in UTF-8, `WM_NAME` in Latin-1).
    package func setTitle(_ title: String) {
        self.title = title
        applyTitle()
        display.flush()
    }

    /// Asks the window manager to switch fullscreen on or off (`_NET_WM_STATE` toggle).
    package func toggleFullscreen() {
        fullscreenRequested.toggle()
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = display.atom("_NET_WM_STATE")
        event.xclient.format = 32
        // 2 = toggle; 1 = the request comes from an application.
        event.xclient.data.l = (2, Int(display.atom("_NET_WM_STATE_FULLSCREEN")), 0, 1, 0)
        sendToRoot(&event)
        display.flush()
    }

    /// What `event` means for the loop, or nil when it is not for us or needs nothing more.
    func interpret(_ event: XEvent) -> X11WindowEvent? {
        var event = event
        switch event.type {
        case ClientMessage where event.xclient.window == id:
            guard event.xclient.message_type == display.atom("WM_PROTOCOLS") else { return nil }
            let request = Atom(truncatingIfNeeded: event.xclient.data.l.0)
            if request == display.atom("WM_DELETE_WINDOW") { return .closeRequested }
            if request == display.atom("_NET_WM_PING") {
                // The window manager checks we are alive: send the message back through the root.
                event.xclient.window = display.rootWindow
                sendToRoot(&event)
                display.flush()
            }
            return nil
        case ConfigureNotify where event.xconfigure.window == id:
            let newSize = PixelSize(width: Int(event.xconfigure.width), height: Int(event.xconfigure.height))
            guard newSize != size, newSize.width > 0, newSize.height > 0 else { return nil }
            size = newSize
            return .resized(newSize)
        case DestroyNotify where event.xdestroywindow.window == id:
            // Someone else (a tool like xkill -id, or a window manager) destroyed it: as good as closed.
            destroyed = true
            return .closeRequested
        case Expose where event.xexpose.window == id:
            return event.xexpose.count == 0 ? .exposed : nil
        case MotionNotify where event.xmotion.window == id:
            return .pointer(X11PointerPosition(x: Int(event.xmotion.x), y: Int(event.xmotion.y)))
        case ButtonPress where event.xbutton.window == id && event.xbutton.button == UInt32(Button1),
            ButtonRelease where event.xbutton.window == id && event.xbutton.button == UInt32(Button1):
            let position = X11PointerPosition(x: Int(event.xbutton.x), y: Int(event.xbutton.y))
            return .button(pressed: event.type == ButtonPress, position)
        case LeaveNotify where event.xcrossing.window == id:
            return .pointer(nil)
        case KeyPress where event.xkey.window == id:
            let shift = event.xkey.state & UInt32(ShiftMask) != 0
            return X11Command(keysym: XLookupKeysym(&event.xkey, 0), shift: shift).map { .command($0) }
        default:
            return nil
        }
    }

    private func applyTitle() {
        setStringProperty("_NET_WM_NAME", type: display.atom("UTF8_STRING"), bytes: Array(title.utf8))
        // WM_NAME is Latin-1 (STRING); characters outside it become "?".
        let latin1 = title.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        setStringProperty("WM_NAME", type: XA_STRING, bytes: latin1)
    }

    private func setStringProperty(_ name: String, type: Atom, bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display.pointer, id, display.atom(name), type, 8, PropModeReplace, buffer.baseAddress,
                Int32(buffer.count))
        }
    }

    private func sendToRoot(_ event: inout XEvent) {
        XSendEvent(
            display.pointer, display.rootWindow, 0, SubstructureNotifyMask | SubstructureRedirectMask, &event)
    }
}
