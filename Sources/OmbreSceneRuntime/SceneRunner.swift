import Foundation
import OmbreGraphics
import OmbreUIKit
import OmbreViews

/// The entry point of a built Swift scene: it answers the `ombre` process that started it,
/// which asks for frames at sizes and times and passes on presses and releases.
public enum SceneRunner {
    /// Serves `entries` until the parent closes the channel, then exits.
    ///
    /// The user's code runs here, on the main thread and the main actor, as an app's UIKit
    /// code does: the generated entry point calls this within `MainActor.assumeIsolated`.
    @MainActor public static func run(_ entries: [SceneEntry]) -> Never {
        let channel = RunnerChannel()
        if let parent = ProcessInfo.processInfo.environment["OMBRE_SCENE_PARENT"].flatMap(Int32.init) {
            exitWhenOrphaned(parent: parent)
        }
        let session = RunnerSession(entries: entries, channel: channel)
        while let line = channel.readLine() {
            session.handle(line)
        }
        exit(0)
    }
}

/// Ends the process once `parent` has gone, even while the user's code loops forever on the
/// main thread. (The kernel's parent-death signal would fire when the parent's thread that
/// started us ends, which is any rebuild's thread.)
private func exitWhenOrphaned(parent: Int32) {
    let watcher = Thread {
        while getppid() == parent { usleep(100_000) }
        _exit(0)
    }
    watcher.name = "ombre parent watch"
    watcher.start()
}

/// What a runner was asked to show, and the host view showing it once started.
@MainActor final class RunnerSession {
    private let entries: [SceneEntry]
    private let channel: RunnerChannel
    private var shown: SceneEntry?
    private var settings: [(name: String, value: String)] = []
    private var script: [ScriptedTouch] = []
    private var safeArea = UIEdgeInsets.zero
    private var appearance = UIUserInterfaceStyle.light
    private var host: UIKitHostView?
    private var frames = AttachedFrames()
    /// What the last frame was drawn into and how, for drawing only changes over it.
    private var lastDrawn: DrawnFrame?
    /// The last frame's reply, its memory kept for the next.
    private var reply = FrameReply()

    init(entries: [SceneEntry], channel: RunnerChannel) {
        self.entries = entries
        self.channel = channel
    }

    func handle(_ line: String) {
        // The request that comes every frame, read without copying its words.
        if line.hasPrefix("frame ") {
            frame(line.dropFirst("frame ".count))
            return
        }
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = words.count > 1 ? words[1] : ""
        switch words.first ?? "" {
        case "show": shown = entries.last { $0.name == argument }
        case "set":
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            settings.append((parts[0], parts.count > 1 ? parts[1] : ""))
        case "touch": scriptTouch(argument)
        case "insets":
            let values = argument.split(separator: " ").compactMap { Double($0) }
            if values.count == 4 {
                safeArea = UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            }
        case "appearance": appearance = argument == "dark" ? .dark : .light
        case "start": start()
        case "frame": frame(argument[...])
        case "press", "release": pointer(pressed: words[0] == "press", argument)
        case "move": move(argument)
        case "layout": layout(argument)
        default: channel.reply("refused unknown command \(line)")
        }
    }

    private func start() {
        guard let entry = shown else {
            channel.reply("refused the built scene has no such type")
            return
        }
        for (name, value) in settings {
            guard let inspectable = entry.inspectables.first(where: { $0.name == name }) else {
                channel.reply("refused \(entry.name) has no @IBInspectable property \(name)")
                return
            }
            do {
                try inspectable.check(value)
            } catch {
                let names = entry.inspectables.map(\.name).joined(separator: ", ")
                channel.reply("refused --set \(name) \(error.description) (\(entry.name)'s inspectables: \(names))")
                return
            }
        }
        let settings = self.settings
        let apply = { (object: AnyObject) in
            for (name, value) in settings {
                try? entry.inspectables.first { $0.name == name }?.assign(object, value)
            }
        }
        switch entry.maker {
        case .controller(let make):
            host = UIKitHostView(controller: {
                let controller = make()
                apply(controller)
                return controller
            })
        case .view(let make):
            host = UIKitHostView(view: { frame in
                let view = make(frame)
                apply(view)
                return view
            })
        }
        host?.script = script
        host?.safeAreaInsets = safeArea
        host?.appearance = appearance
        channel.reply("ready \(entry.kind == "view" ? "view" : "controller") \(entry.name)")
    }

    /// `W H SCALE TIME THREADS BACKGROUND SEGMENT KEEP`: renders the frame over the `BACKGROUND`
    /// pixel straight into the parent's shared memory segment `SEGMENT`, on `THREADS` threads, and
    /// says so with the rectangles it drew (`X,Y,W,H;…` in pixels, `-` for none) and the
    /// nanoseconds it took to bring the views to the frame and to draw them. With `KEEP` 1
    /// the parent promises the segment still holds the last frame drawn into it, so only what
    /// changed since is drawn when the size, scale and background are the same.
    private func frame(_ argument: Substring) {
        var words = RequestWords(argument)
        guard let host, let width = words.next().flatMap({ Int($0) }), let height = words.next().flatMap({ Int($0) }),
            let scale = words.next().flatMap({ Double($0) }), let time = words.next().flatMap({ Double($0) }),
            let threads = words.next().flatMap({ Int($0) }), let background = words.next().flatMap({ UInt32($0) }),
            let segment = words.next().flatMap({ Int32($0) }), let keep = words.next().flatMap({ Int($0) }),
            words.next() == nil, width >= 1, height >= 1, width <= 16384, height <= 16384
        else {
            channel.reply("refused bad frame request \(argument)")
            return
        }
        let size = PixelSize(width: width, height: height)
        let buffer: PixelBuffer
        do throws(SharedPixelsError) {
            buffer = try frames.buffer(segment: segment, size: size)
        } catch {
            channel.reply("refused \(error.description)")
            return
        }
        host.screenScale = scale
        let drawn = DrawnFrame(segment: segment, size: size, scale: scale, background: background)
        let onlyChanges = keep == 1 && lastDrawn == drawn
        host.marksChanges = onlyChanges
        // Timed apart for `ombre bench`: the views' updates, layout and the code they run, and
        // the drawing.
        let start = DispatchTime.now().uptimeNanoseconds
        prepare(root: host, size: size, scale: renderScale(scale), at: time)
        let prepared = DispatchTime.now().uptimeNanoseconds
        let damage = renderPrepared(
            root: host, into: buffer, scale: scale, background: Color(pixel: background),
            threads: max(1, threads), onlyChanges: onlyChanges)
        let finished = DispatchTime.now().uptimeNanoseconds
        lastDrawn = drawn
        reply.write(
            width: size.width, height: size.height, animating: host.subtreeIsAnimating,
            conflict: host.hasConstraintConflict, rects: damage.rects, code: prepared - start,
            drawing: finished - prepared)
        channel.reply(line: reply.bytes)
    }

    /// `PHASE X Y T`: a press, move or release at (X, Y) points at scene time T, played by the host.
    private func scriptTouch(_ argument: String) {
        let fields = argument.split(separator: " ")
        let numbers = fields.dropFirst().compactMap { Double($0) }
        let phases: [Substring: ScriptedTouch.Phase] = ["press": .press, "move": .move, "release": .release]
        guard fields.count == 4, numbers.count == 3, let phase = phases[fields[0]] else { return }
        script.append(ScriptedTouch(phase, at: Point(x: numbers[0], y: numbers[1]), time: numbers[2]))
    }

    /// `X Y` in points: the pressed touch moves there.
    private func move(_ argument: String) {
        let fields = argument.split(separator: " ").compactMap { Double($0) }
        if let host, fields.count == 2 { host.touchMoved(to: Point(x: fields[0], y: fields[1])) }
        channel.reply("done")
    }

    /// `[X Y]` in points: every view's frame, and the view at that point with its constraints
    /// (see `LayoutOutline.text`), from the last frame's layout.
    private func layout(_ argument: String) {
        let fields = argument.split(separator: " ").compactMap { Double($0) }
        let point = fields.count == 2 ? Point(x: fields[0], y: fields[1]) : nil
        channel.reply((host?.layoutOutline(at: point) ?? LayoutOutline(boxes: [])).text)
    }

    /// `X Y` in points: a press or release at that point.
    private func pointer(pressed: Bool, _ argument: String) {
        let fields = argument.split(separator: " ").compactMap { Double($0) }
        if let host, fields.count == 2 {
            _ = host.pointerButton(pressed: pressed, at: Point(x: fields[0], y: fields[1]))
        }
        channel.reply("done")
    }
}

/// The parent's shared frame buffer, attached on first use and detached when the parent hands
/// over another (a new size).
private struct AttachedFrames {
    private var attached: (segment: Int32, buffer: PixelBuffer)?

    /// The buffer of `size` over `segment`.
    mutating func buffer(segment: Int32, size: PixelSize) throws(SharedPixelsError) -> PixelBuffer {
        if let attached, attached.segment == segment, attached.buffer.size == size { return attached.buffer }
        attached = nil
        let buffer = try PixelBuffer(attaching: segment, size: size)
        attached = (segment, buffer)
        return buffer
    }
}

/// The buffer and settings a frame was drawn with.
private struct DrawnFrame: Equatable {
    let segment: Int32
    let size: PixelSize
    let scale: Double
    let background: UInt32
}
