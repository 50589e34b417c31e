import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// A built scene running in its own process, so that a trap, a crash or an endless loop in the
/// user's code ends that process and never the window or the export.
///
/// Requests go to its standard input as lines; replies come back on its standard output (the
/// runner points its own `print` at standard error). Frames never cross the pipe: the code
/// draws them straight into shared memory that this process made and owns. It is killed when
/// this process ends, however that happens.
final class RunnerProcess {
    private let process = Process()
    private let requests = Pipe()
    private let replies = Pipe()
    let name: String
    /// How long one frame may take before the run is stopped.
    let deadline: Double
    private var pending: [UInt8] = []
    /// Bytes read from the replies, kept between reads so that a frame allocates none.
    private var chunk = [UInt8](repeating: 0, count: 4096)

    /// Starts the runner at `executable` showing the type `shown` with `settings` applied and
    /// the screen's `safeArea` insets (top, left, bottom, right), in the dark appearance when
    /// `dark`; its `UIImage(named:)` finds images in the folder `resources`.
    ///
    /// - Throws: `SwiftSceneError.usage` when the runner refuses a setting, `.stopped` when it
    ///   cannot start or stops before it is ready.
    init(
        executable: String, name: String, shown: String, settings: [(name: String, value: String)],
        touches: ScriptedTouches = ScriptedTouches(), deadline: Double,
        safeArea: (top: Double, left: Double, bottom: Double, right: Double)? = nil, resources: String? = nil,
        dark: Bool = false
    ) throws(SwiftSceneError) {
        signal(SIGPIPE, SIG_IGN)
        self.name = name
        self.deadline = deadline
        process.executableURL = URL(fileURLWithPath: executable)
        var environment = ProcessInfo.processInfo.environment
        environment["OMBRE_SCENE_PARENT"] = "\(getpid())"
        // `UIImage(named:)` and `#imageLiteral` find images there.
        if let resources { environment["OMBRE_SCENE_RESOURCES"] = resources }
        // The runtime's backtracer can take seconds after a trap; the trap's message is enough.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        process.environment = environment
        process.standardInput = requests
        process.standardOutput = replies
        do {
            try process.run()
        } catch {
            throw .stopped("cannot start \(name)'s code: \(error.localizedDescription)")
        }
        var lines = ["show \(shown)"]
        lines += settings.map { "set \($0.name)=\($0.value)" }
        lines += touches.touches.map { "touch \($0.phase) \($0.x) \($0.y) \($0.time)" }
        if let safeArea { lines.append("insets \(safeArea.top) \(safeArea.left) \(safeArea.bottom) \(safeArea.right)") }
        if dark { lines.append("appearance dark") }
        lines.append("start")
        let reply = try exchange(lines.joined(separator: "\n"), during: "setting up")
        if reply.hasPrefix("refused ") {
            stop()
            throw .usage(String(reply.dropFirst("refused ".count)))
        }
    }

    deinit { stop() }

    /// Has the code draw the frame at `time` at `scale` pixels per point straight into `target`,
    /// a buffer in shared memory, on `threads` threads over `background`; returns whether the
    /// scene is still animating, whether its constraints have conflicted, the rectangles of
    /// `target` drawn, and the process's milliseconds on the frame: bringing the views to it
    /// (their updates, layout, timers and the code they run, `draw(_:)` included) and drawing
    /// them. With `keep`, `target` must hold the last frame the code drew into it, and only what
    /// changed since is drawn.
    ///
    /// - Throws: `SwiftSceneError.stopped` when the code traps, crashes or overruns the deadline;
    ///   the process is gone afterwards, and `target` may hold part of a frame.
    func frame(
        into target: PixelBuffer, segment: Int32, scale: Double, time: Double, threads: Int, background: Color,
        keep: Bool = false
    )
        throws(SwiftSceneError) -> (animating: Bool, constraintConflict: Bool, drawn: [IntRect], times: LiveFrameTimes)
    {
        let size = target.size
        // Read from the reply's bytes: a frame's reply comes every frame, and splitting it as a
        // string cost more than the rest of the hand-over.
        let answer = try exchange(
            "frame \(size.width) \(size.height) \(scale) \(time) \(threads) \(background.pixel) \(segment) "
                + (keep ? "1" : "0"),
            during: "drawing the frame at \(String(format: "%.3f", time)) s"
        ) { line in
            let frame = Self.frameReply(line, size: size)
            return (frame: frame, text: frame == nil ? String(decoding: line, as: UTF8.self) : "")
        }
        guard let frame = answer.frame else {
            stop()
            throw .stopped("\(name)'s code answered \"\(answer.text)\" to a frame request")
        }
        return frame
    }

    /// `frame W H ANIMATING CONFLICT RECTS CODE DRAWING` for a frame of `size`, nil unless it
    /// reads as one (see `frame(into:…)`).
    static func frameReply(_ line: ArraySlice<UInt8>, size: PixelSize)
        -> (animating: Bool, constraintConflict: Bool, drawn: [IntRect], times: LiveFrameTimes)?
    {
        var fields = ByteFields(line, separator: UInt8(ascii: " "))
        guard fields.next()?.elementsEqual("frame".utf8) == true,
            fields.next().flatMap(ReplyBytes.integer) == size.width,
            fields.next().flatMap(ReplyBytes.integer) == size.height,
            let animating = fields.next().flatMap(ReplyBytes.flag),
            let conflict = fields.next().flatMap(ReplyBytes.flag),
            let drawn = fields.next().flatMap({ ReplyBytes.rectangles($0, inside: size) }),
            let code = fields.next().flatMap(ReplyBytes.integer),
            let drawing = fields.next().flatMap(ReplyBytes.integer),
            fields.next() == nil, code >= 0, drawing >= 0
        else { return nil }
        return (animating, conflict, drawn, LiveFrameTimes(code: Double(code) / 1e6, drawing: Double(drawing) / 1e6))
    }

    /// Passes a press or release at `point` (in points) to the code's views.
    /// - Throws: `SwiftSceneError.stopped` as `frame` does.
    func pointer(pressed: Bool, at point: Point) throws(SwiftSceneError) {
        _ = try exchange("\(pressed ? "press" : "release") \(point.x) \(point.y)", during: "handling a touch")
    }

    /// Moves the pressed touch to `point` (in points).
    /// - Throws: `SwiftSceneError.stopped` as `frame` does.
    func pointerMoved(to point: Point) throws(SwiftSceneError) {
        _ = try exchange("move \(point.x) \(point.y)", during: "handling a touch")
    }

    /// Every view's frame in window points and, for `point`, the view there with its constraints,
    /// as the code's last frame laid them out.
    /// - Throws: `SwiftSceneError.stopped` as `frame` does, and when the reply is not an outline.
    func layoutOutline(at point: Point?) throws(SwiftSceneError) -> LayoutOutline {
        let request = "layout" + (point.map { " \($0.x) \($0.y)" } ?? "")
        let reply = try exchange(request, during: "describing its layout")
        guard let outline = LayoutOutline(text: reply) else {
            stop()
            throw .stopped("\(name)'s code answered \"\(reply.prefix(80))\" to a layout request")
        }
        return outline
    }

    /// Ends the process: it exits when its input closes, and is killed if it does not.
    func stop() {
        try? requests.fileHandleForWriting.close()
        // Foundation's `Process` outlives this object, and with it the pipe: each reload would
        // keep one more descriptor open.
        defer { try? replies.fileHandleForReading.close() }
        guard process.isRunning else { return }
        if !waitForExit(seconds: 0.5) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    private func waitForExit(seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < end { usleep(5_000) }
        return !process.isRunning
    }

    /// Sends `request` and reads one reply line.
    ///
    /// `activity` is made only when the exchange fails: a frame's request would otherwise format
    /// its time each frame for nothing.
    private func exchange(_ request: String, during activity: @autoclosure () -> String) throws(SwiftSceneError)
        -> String
    {
        try exchange(request, during: activity()) { line in
            let text = String(decoding: line, as: UTF8.self)
            // A frame's reply has no escapes: Foundation's replacement costs tens of thousands
            // of instructions even when it finds nothing.
            guard line.contains(UInt8(ascii: "\\")) else { return text }
            return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\\", with: "\\")
        }
    }

    /// Sends `request` and hands the reply line's bytes as they came (without the newline, any
    /// escapes left in) to `read`, whose answer this returns.
    private func exchange<Answer>(
        _ request: String, during activity: @autoclosure () -> String, reading read: (ArraySlice<UInt8>) -> Answer
    ) throws(SwiftSceneError) -> Answer {
        var line = request
        line.append("\n")
        let fd = requests.fileHandleForWriting.fileDescriptor
        let sent = line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard sent else { throw failure(during: activity()) }
        let end = Date().addingTimeInterval(deadline)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                defer { pending.removeSubrange(...newline) }
                return read(pending[..<newline])
            }
            let count = try readSome(into: &chunk, until: end, during: activity)
            pending.append(contentsOf: chunk[..<count])
        }
    }

    private func readSome(
        into chunk: inout [UInt8], until end: Date, during activity: () -> String
    ) throws(SwiftSceneError) -> Int {
        let fd = replies.fileHandleForReading.fileDescriptor
        while true {
            guard try ready(fd, until: end) else { throw overrun(during: activity()) }
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { throw failure(during: activity()) }
            return got
        }
    }

    /// Whether `fd` has data (or its end) before `end`.
    private func ready(_ fd: Int32, until end: Date) throws(SwiftSceneError) -> Bool {
        while true {
            let left = end.timeIntervalSinceNow
            guard left > 0 else { return false }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let result = poll(&entry, 1, Int32(min(left * 1000, 1000).rounded(.up)))
            if result > 0 { return true }
            if result < 0 && errno != EINTR { throw failure(during: "waiting") }
        }
    }

    private func overrun(during activity: String) -> SwiftSceneError {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return .stopped(
            "\(name)'s code took more than \(deadline.formatted()) s \(activity) (the frame deadline; an endless "
                + "loop in draw(_:) or layoutSubviews?); its run was stopped")
    }

    /// What ended the process, once it has ended.
    private func failure(during activity: String) -> SwiftSceneError {
        if !waitForExit(seconds: 2) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            let what: String
            switch status {
            case SIGILL, SIGTRAP:
                what =
                    "stopped on a trap (a force-unwrapped nil, fatalError, a failed precondition or an index out "
                    + "of range; the Swift runtime's message is above)"
            case SIGKILL: what = "was killed"
            case SIGABRT:
                what = "stopped on an uncaught exception or abort() (its message is above)"
            default: what = "crashed with signal \(String(cString: strsignal(status)))"
            }
            return .stopped("\(name)'s code \(what) while \(activity)")
        }
        return .stopped("\(name)'s code exited with status \(status) while \(activity)")
    }
}
