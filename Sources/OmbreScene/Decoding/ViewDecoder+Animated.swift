import OmbreAnimation
import OmbreGraphics
import OmbreViews
import Yams

extension ViewDecoder {
    static let frameKeys = ["colors", "direction", "type", "locations", "duration"]

    func animatedGradientView(_ f: Fields) -> View {
        var duration = 5.0
        var timing = TimingCurve.linear
        var autoRepeat = true
        var style = AnimatedGradientStyle.ios
        if f["duration"] != nil && f["animationDuration"] != nil {
            reader.report(
                f.keys["animationDuration"], "animatedGradient has both duration and animationDuration",
                hint: "they are the same setting; keep one of them")
        } else if let key = ["duration", "animationDuration"].first(where: { f[$0] != nil }),
            let d = reader.number(f[key]!, key, in: 0.001...86_400)
        {
            duration = d
        }
        if let node = f["timing"], let t = timingCurve(node) { timing = t }
        if let node = f["autoRepeat"], let r = reader.bool(node, "autoRepeat") { autoRepeat = r }
        if let node = f["style"],
            let name = reader.choice(node, "style", AnimatedGradientStyle.allCases.map(\.rawValue))
        {
            style = AnimatedGradientStyle(rawValue: name)!
        }
        var frames: [GradientFrame] = []
        if let node = f["frames"], let items = reader.list(node, "frames") {
            if items.isEmpty { reader.report(node, "frames is empty", hint: "give at least one frame") }
            frames = items.compactMap { gradientFrame($0) }
        } else if f["frames"] == nil {
            reader.report(
                f.node, "animatedGradient needs frames",
                hint: "frames: [{colors: [red, blue], direction: up, type: axial}, …]")
        }
        let view = AnimatedGradientView(
            sequence: GradientSequence(
                frames: frames, defaultDuration: duration, timingCurve: timing, autoRepeat: autoRepeat, style: style))
        applyStart(f, to: view)
        if let d = dither(f) { view.dithers = d }
        return view
    }

    /// `autoAnimate` and `startAt`; a `startAt` alone means the view waits until then.
    private func applyStart(_ f: Fields, to view: AnimatedGradientView) {
        let autoAnimate = f["autoAnimate"].flatMap { reader.bool($0, "autoAnimate") }
        view.autoAnimate = autoAnimate ?? true
        guard let node = f["startAt"] else { return }
        if autoAnimate == true {
            reader.report(
                f.keys["startAt"], "startAt needs autoAnimate: false",
                hint: "with autoAnimate: true the view starts at once; remove one of them")
        } else if let start = reader.number(node, "startAt", in: 0...31_536_000) {
            view.autoAnimate = false
            view.scheduledStart = start
        }
    }

    /// `dither: true|false`, on every kind that draws a gradient.
    func dither(_ f: Fields) -> Bool? {
        f["dither"].flatMap { reader.bool($0, "dither") }
    }

    /// A timing curve by name, as `cubicBezier(x1, y1, x2, y2)`, or as the list `[x1, y1, x2, y2]`.
    func timingCurve(_ node: Node) -> TimingCurve? {
        if case .sequence = node {
            guard let p = reader.numbers(node, "a cubic Bézier timing [x1, y1, x2, y2]", count: 4) else { return nil }
            guard let curve = TimingCurve(x1: p[0], y1: p[1], x2: p[2], y2: p[3]) else {
                reader.report(node, "a cubic Bézier timing needs x1 and x2 in 0...1 (got \(p[0]) and \(p[2]))")
                return nil
            }
            return curve
        }
        guard let text = reader.string(node, "timing") else { return nil }
        guard let curve = TimingCurve(text) else {
            let names = ["linear", "easeIn", "easeOut", "easeInEaseOut"]
            let hint = likelyMeant(text, among: names).map { "did you mean \"\($0)\"?" }
            reader.report(
                node, "unknown timing \"\(text)\"",
                hint: hint
                    ?? "use linear, easeIn, easeOut, easeInEaseOut, cubicBezier(x1, y1, x2, y2) or [x1, y1, x2, y2]"
                    + " with x in 0...1, or steps(N) with N from 1 to 1000000")
            return nil
        }
        return curve
    }

    private func gradientFrame(_ node: Node) -> GradientFrame? {
        guard let f = reader.map(node, "an animatedGradient frame", allowed: Self.frameKeys) else { return nil }
        var direction = Direction.down
        var kind = Gradient.Kind.axial
        var duration: Double?
        var locations: [Double]?
        var colors: [Color] = []
        if let c = f["colors"] {
            colors = self.colors(c)
        } else {
            reader.report(node, "a frame needs colors", hint: "colors: [red, blue]")
        }
        if let d = f["direction"], let name = reader.choice(d, "direction", Direction.names) {
            direction = Direction(name: name)!
        }
        if let t = f["type"], let name = reader.choice(t, "gradient type", Gradient.Kind.allCases.map(\.rawValue)) {
            kind = Gradient.Kind(rawValue: name)!
        }
        if let d = f["duration"] { duration = reader.number(d, "frame duration", in: 0.001...86_400) }
        if let l = f["locations"] { locations = self.locations(l, colors: f["colors"]) }
        guard !colors.isEmpty else { return nil }
        return GradientFrame(colors: colors, locations: locations, direction: direction, kind: kind, duration: duration)
    }
}
