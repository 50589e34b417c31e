import Foundation
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#endif

/// Looks at and pokes the preview window from outside, the way a user's tools would: xdotool,
/// xwd, and (for WM_DELETE_WINDOW, which the installed xdotool cannot send) a few requests of
/// the X protocol written straight to the server's socket.
struct WindowProbe {
    let display: String

    /// The id of the first window whose name contains `name`, waiting up to `timeout` seconds.
    func findWindow(named name: String = "ombre", timeout: Double = 10) throws -> String {
        let deadline = monotonicSeconds() + timeout
        repeat {
            // A search that stalls is asked again: only the window's absence at the deadline fails.
            let left = max(deadline - monotonicSeconds(), 1)
            do {
                let result = try runTool("xdotool", ["search", "--name", name], display: display, timeout: left)
                if result.status == 0, let first = result.text.split(separator: "\n").first { return String(first) }
            } catch is ToolTimedOut {}
            usleep(20_000)
        } while monotonicSeconds() < deadline
        throw EndToEndFailure("no window named \"\(name)\" appeared on \(display) within \(timeout) s")
    }

    /// The window's pixels now, as opaque BGRA (X windows have no alpha), from `xwd -id`.
    func grab(_ window: String) throws -> PixelBuffer {
        let result = try runTool("xwd", ["-id", window, "-silent"], display: display)
        guard result.status == 0 else { throw EndToEndFailure("xwd -id \(window) failed: \(result.err)") }
        return try XWDImage.decode(Array(result.out))
    }

    /// Grabs the window until its pixels equal `expected` (RGB), for up to `timeout` seconds.
    /// - Returns: the seconds it took, counted to the end of the grab that matched.
    /// - Throws: `EndToEndFailure` naming the last difference when they never match.
    @discardableResult
    func waitForPixels(_ window: String, equal expected: PixelBuffer, timeout: Double) throws -> Double {
        let start = monotonicSeconds()
        var last = "nothing grabbed"
        repeat {
            if let image = try? grab(window) {
                if let difference = rgbDifference(image, expected) {
                    last = difference
                } else {
                    return monotonicSeconds() - start
                }
            }
            usleep(10_000)
        } while monotonicSeconds() - start < timeout
        throw EndToEndFailure("the window never showed the expected frame within \(timeout) s: \(last)")
    }

    /// The window's title as WM_NAME (Latin-1; characters outside it are "?").
    func title(of window: String) throws -> String {
        try runTool("xdotool", ["getwindowname", window], display: display).text
    }

    /// The window's `_NET_WM_NAME` property as `xprop` prints it.
    func netTitle(of window: String) throws -> String {
        try runTool("xprop", ["-id", window, "_NET_WM_NAME"], display: display).text
    }

    /// Sends a key press and release to the window (a synthetic event, as without a window manager).
    func press(_ key: String, in window: String) throws {
        let result = try runTool("xdotool", ["key", "--window", window, key], display: display)
        guard result.status == 0 else { throw EndToEndFailure("xdotool key \(key) failed: \(result.err)") }
    }

    /// Presses a quit key (q or Escape) in the window without releasing it: the window is gone
    /// before a release could reach it.
    func quit(in window: String, key: String = "q") throws {
        let result = try runTool("xdotool", ["keydown", "--window", window, key], display: display)
        guard result.status == 0 else { throw EndToEndFailure("xdotool keydown \(key) failed: \(result.err)") }
    }

    /// Resizes the window as a window manager or user would.
    func resize(_ window: String, to size: PixelSize) throws {
        let result = try runTool(
            "xdotool", ["windowsize", window, "\(size.width)", "\(size.height)"], display: display)
        guard result.status == 0 else { throw EndToEndFailure("xdotool windowsize failed: \(result.err)") }
    }

    /// Sends the WM_PROTOCOLS / WM_DELETE_WINDOW client message that a window manager sends when
    /// the user clicks the close button.
    func sendDeleteWindow(to window: String, displayNumber: Int) throws {
        guard let id = UInt32(window) else { throw EndToEndFailure("bad window id \(window)") }
        let connection = try RawX11Connection(displayNumber: displayNumber)
        let protocols = try connection.internAtom("WM_PROTOCOLS")
        let delete = try connection.internAtom("WM_DELETE_WINDOW")
        try connection.sendClientMessage(to: id, type: protocols, data: [delete, 0, 0, 0, 0])
    }
}

/// Where two images differ in RGB, described for a failure message, or nil when they agree.
func rgbDifference(_ actual: PixelBuffer, _ expected: PixelBuffer) -> String? {
    guard actual.size == expected.size else {
        return "size \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)"
    }
    var count = 0
    var first: String?
    for y in 0..<actual.height {
        for x in 0..<actual.width where actual[x, y] & 0xFF_FFFF != expected[x, y] & 0xFF_FFFF {
            count += 1
            if first == nil {
                first = "(\(x), \(y)) is \(hex(actual[x, y] & 0xFF_FFFF)), expected \(hex(expected[x, y] & 0xFF_FFFF))"
            }
        }
    }
    guard let first else { return nil }
    return "\(count) of \(actual.width * actual.height) pixels differ; first \(first)"
}

private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits
}

/// The X Window Dump format that `xwd` writes: a big-endian header of 25 CARD32s, the window
/// name, the colormap, then the image rows in the image's own byte order.
enum XWDImage {
    /// Decodes a ZPixmap dump of 32 bits per pixel into opaque BGRA pixels.
    static func decode(_ bytes: [UInt8]) throws -> PixelBuffer {
        func field(_ index: Int) -> Int {
            let at = index * 4
            return bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard bytes.count >= 100, field(1) == 7 else { throw EndToEndFailure("not an XWD version 7 dump") }
        let headerSize = field(0)
        let (format, width, height) = (field(2), field(4), field(5))
        let leastSignificantByteFirst = field(7) == 0
        let (bitsPerPixel, bytesPerLine) = (field(11), field(12))
        let masks = (red: UInt32(field(14)), green: UInt32(field(15)), blue: UInt32(field(16)))
        let colors = field(19)
        guard format == 2, bitsPerPixel == 32 else {
            throw EndToEndFailure("XWD format \(format) with \(bitsPerPixel) bits per pixel is not handled")
        }
        let start = headerSize + colors * 12
        guard bytes.count >= start + bytesPerLine * height else { throw EndToEndFailure("XWD dump is cut short") }
        let image = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let at = start + y * bytesPerLine + x * 4
                let quad = bytes[at..<at + 4]
                let value =
                    leastSignificantByteFirst
                    ? quad.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                    : quad.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                image[x, y] =
                    0xFF00_0000 | channel(value, masks.red) << 16 | channel(value, masks.green) << 8
                    | channel(value, masks.blue)
            }
        }
        return image
    }

    /// The 8-bit value of the channel under `mask` (masks are 8 bits wide on 24-bit visuals).
    private static func channel(_ value: UInt32, _ mask: UInt32) -> UInt32 {
        (value & mask) >> UInt32(mask.trailingZeroBitCount) & 0xFF
    }
}

/// A bare connection to a local X server speaking the core protocol directly (little-endian),
/// enough to intern atoms and send an event; Xvfb without `-auth` needs no authorization.
final class RawX11Connection {
    private let fd: Int32

    init(displayNumber: Int) throws {
        fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw EndToEndFailure("socket failed: errno \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array("/tmp/.X11-unix/X\(displayNumber)".utf8CString)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.map { UInt8(bitPattern: $0) }.prefix(raw.count - 1))
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw EndToEndFailure("cannot connect to X display :\(displayNumber): errno \(errno)")
        }
        // Setup: byte order 'l', protocol 11.0, no authorization.
        try send([0x6C, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        let head = try receive(8)
        guard head[0] == 1 else { throw EndToEndFailure("the X server refused the connection") }
        _ = try receive(Int(UInt16(head[6]) | UInt16(head[7]) << 8) * 4)
    }

    deinit {
        close(fd)
    }

    /// The atom named `name`, created if needed (InternAtom).
    func internAtom(_ name: String) throws -> UInt32 {
        let bytes = Array(name.utf8)
        let padded = bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        var request: [UInt8] = [16, 0]
        request += le16(2 + padded.count / 4) + le16(bytes.count) + [0, 0] + padded
        try send(request)
        let reply = try receive(32)
        guard reply[0] == 1 else { throw EndToEndFailure("InternAtom \(name) failed with error \(reply[1])") }
        return reply[8..<12].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }

    /// Sends a format-32 ClientMessage to the client that made `window` (SendEvent with no mask),
    /// then makes a round trip so that the server has handled it when this returns.
    func sendClientMessage(to window: UInt32, type: UInt32, data: [UInt32]) throws {
        var event: [UInt8] = [33, 32, 0, 0] + le32(window) + le32(type)
        for value in data.prefix(5) { event += le32(value) }
        var request: [UInt8] = [25, 0] + le16(11) + le32(window) + le32(0)
        request += event
        try send(request)
        // GetInputFocus: its reply comes only after everything before it was processed.
        try send([43, 0] + le16(1))
        let reply = try receive(32)
        guard reply[0] == 1 else { throw EndToEndFailure("SendEvent failed with error \(reply[1])") }
    }

    private func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { throw EndToEndFailure("write to the X server failed: errno \(errno)") }
            sent += count
        }
    }

    private func receive(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 5_000) > 0 else { throw EndToEndFailure("the X server did not answer") }
            let chunk = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + got, count - got) }
            guard chunk > 0 else { throw EndToEndFailure("the X server closed the connection") }
            got += chunk
        }
        return bytes
    }

    private func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * UInt32($0)) & 0xFF) } }
}

/// System V shared memory segments as `ipcs -m -p` lists them (read from /proc/sysvipc/shm).
enum SharedMemory {
    /// The ids of existing segments whose creator (cpid) is `pid`.
    static func segments(createdBy pid: pid_t) -> [Int] {
        guard let text = try? String(contentsOfFile: "/proc/sysvipc/shm", encoding: .utf8) else { return [] }
        // Columns: key shmid perms size cpid lpid nattch ...
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 4, pid_t(fields[4]) == pid else { return nil }
            return Int(fields[1])
        }
    }
}
