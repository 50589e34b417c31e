internal import CX11
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A second connection that acts on a window from outside, as a window manager, a user or a
/// screenshot tool would. Tests use it; nothing else needs it.
final class X11Probe {
    let display: X11Display

    /// - Throws: `X11Error.cannotOpenDisplay`.
    init(displayName: String) throws {
        display = try X11Display(name: displayName)
    }

    /// The raw pixel values of the window's top-left `width`×`height` area, row by row, or nil
    /// while the window is not viewable.
    func pixels(of window: UInt, width: Int, height: Int) throws -> [UInt32]? {
        var image: UnsafeMutablePointer<XImage>?
        let errors = try display.trapErrors {
            image = XGetImage(display.pointer, Window(window), 0, 0, UInt32(width), UInt32(height), UInt.max, ZPixmap)
        }
        guard errors.isEmpty, let image else { return nil }
        defer { XDestroyImage(image) }
        var result: [UInt32] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                result.append(UInt32(truncatingIfNeeded: XGetPixel(image, Int32(x), Int32(y))))
            }
        }
        return result
    }

    /// The depth of the screen's default visual.
    var depth: Int { Int(XDefaultDepth(display.pointer, display.screen)) }

    func resize(_ window: UInt, to size: PixelSize) throws {
        XResizeWindow(display.pointer, Window(window), UInt32(size.width), UInt32(size.height))
        XSync(display.pointer, 0)
        try display.checkHealth()
    }

    /// Unmaps and maps the window again, which makes the server send it an Expose.
    func remap(_ window: UInt) throws {
        XUnmapWindow(display.pointer, Window(window))
        XMapWindow(display.pointer, Window(window))
        XSync(display.pointer, 0)
        try display.checkHealth()
    }

    /// Destroys the window from this connection, as another client may.
    func destroy(_ window: UInt) throws {
        XDestroyWindow(display.pointer, Window(window))
        XSync(display.pointer, 0)
        try display.checkHealth()
    }

    /// Sends what a window manager sends when the user clicks the close button.
    func requestClose(_ window: UInt) throws {
        try sendProtocolMessage("WM_DELETE_WINDOW", to: window)
    }

    /// Sends a synthetic key press of the keysym named `name` (for example "q", "space", "Right";
    /// "shift+Left" holds Shift).
    func pressKey(_ name: String, in window: UInt) throws {
        let shifted = name.hasPrefix("shift+")
        let keysym = XStringToKeysym(shifted ? String(name.dropFirst(6)) : name)
        var event = XEvent()
        if shifted { event.xkey.state = UInt32(ShiftMask) }
        event.xkey.type = KeyPress
        event.xkey.display = display.pointer
        event.xkey.window = Window(window)
        event.xkey.root = display.rootWindow
        event.xkey.same_screen = 1
        event.xkey.keycode = UInt32(XKeysymToKeycode(display.pointer, keysym))
        XSendEvent(display.pointer, Window(window), 0, KeyPressMask, &event)
        XSync(display.pointer, 0)
        try display.checkHealth()
    }

    /// Sends `_NET_WM_PING` and returns whether the reply reached the root window within 1 s.
    func ping(_ window: UInt) throws -> Bool {
        XSelectInput(display.pointer, display.rootWindow, SubstructureNotifyMask)
        let stamp = 4242
        try sendProtocolMessage("_NET_WM_PING", to: window, stamp: stamp)
        for _ in 0..<100 {
            while display.pendingEvents > 0 {
                let event = display.nextEvent()
                if event.type == ClientMessage, event.xclient.window == display.rootWindow,
                    Atom(truncatingIfNeeded: event.xclient.data.l.0) == display.atom("_NET_WM_PING"),
                    event.xclient.data.l.1 == stamp
                {
                    return true
                }
            }
            usleep(10_000)
        }
        return false
    }

    /// The bytes of a format-8 property, or nil when it is missing.
    func bytesProperty(_ name: String, of window: UInt) -> [UInt8]? {
        guard let (bytes, format) = property(name, of: window), format == 8 else { return nil }
        return bytes
    }

    /// The first value of a format-32 property, or nil when it is missing.
    func cardinalProperty(_ name: String, of window: UInt) -> Int? {
        guard let (bytes, format) = property(name, of: window), format == 32, bytes.count >= MemoryLayout<Int>.size
        else { return nil }
        return bytes.withUnsafeBytes { $0.load(as: Int.self) }
    }

    private func property(_ name: String, of window: UInt) -> ([UInt8], Int32)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display.pointer, Window(window), display.atom(name), 0, 1 << 16, 0, Atom(AnyPropertyType), &type, &format,
            &count, &remaining, &data)
        guard status == Success, let data, type != 0 else { return nil }
        defer { XFree(data) }
        // Format-32 data arrives as C longs, whatever their size.
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format / 8)
        return (Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)), format)
    }

    private func sendProtocolMessage(_ name: String, to window: UInt, stamp: Int = 0) throws {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = Window(window)
        event.xclient.message_type = display.atom("WM_PROTOCOLS")
        event.xclient.format = 32
        event.xclient.data.l = (Int(display.atom(name)), stamp, Int(window), 0, 0)
        XSendEvent(display.pointer, Window(window), 0, NoEventMask, &event)
        XSync(display.pointer, 0)
        try display.checkHealth()
    }
}
