import OmbreAnimation
import OmbreGraphics
import OmbreViews
import Yams

extension ViewDecoder {
    func progressView(_ f: Fields) -> View {
        let points = progressPoints(f)
        let fallback = [Point(x: 1, y: 0), Point(x: -0.5, y: 0.87), Point(x: -0.5, y: -0.87)]
        // The fallback shape only keeps decoding going after an error has been reported.
        let view =
            (try? GradientProgressView(points: points ?? fallback)) ?? (try! GradientProgressView(points: fallback))
        if let node = f["colors"] {
            let colors = colors(node)
            if !colors.isEmpty { view.colors = colors }
        }
        if let node = f["lineWidth"], let w = reader.number(node, "lineWidth", in: 0...1000) { view.lineWidth = w }
        if let node = f["lineColor"], let c = reader.color(node, "lineColor") { view.lineColor = c }
        if let node = f["startAngle"], let degrees = reader.number(node, "startAngle") {
            view.startAngle = degrees * .pi / 180
        }
        if let node = f["clockwise"], let c = reader.bool(node, "clockwise") { view.clockwise = c }
        if let node = f["progress"], let p = reader.number(node, "progress") {
            view.progress = p
        }
        if let node = f["animate"] {
            if f["progress"] != nil {
                reader.report(f.keys["animate"], "progress has both progress and animate", hint: "keep one of them")
            }
            view.progressAnimation = progressAnimation(node)
        }
        if let d = dither(f) { view.dithers = d }
        return view
    }

    /// The shape's points from `points` or `shape: {random: …}`, reporting what is wrong.
    private func progressPoints(_ f: Fields) -> [Point]? {
        switch (f["points"], f["shape"]) {
        case (nil, nil):
            reader.report(
                f.node, "progress needs points or a shape",
                hint: "points: [[0, -1], [1, 1], [-1, 1]] or shape: {random: {count: 200, seed: 1}}")
            return nil
        case (.some, .some):
            reader.report(f.keys["shape"], "progress has both points and shape", hint: "keep one of them")
            return nil
        case (let node?, nil):
            guard let items = reader.list(node, "points") else { return nil }
            let points = items.compactMap { reader.point($0, "point") }
            guard points.count == items.count else { return nil }
            guard points.count >= 3 else {
                reader.report(node, "a progress shape needs at least 3 points, got \(points.count)")
                return nil
            }
            guard points.contains(where: { $0.length > 0 }) else {
                reader.report(node, "every point of the progress shape is at the origin")
                return nil
            }
            return points
        case (nil, let node?):
            guard let shape = reader.map(node, "shape", allowed: ["random"]), let r = shape["random"] else {
                if case .mapping = node {
                    reader.report(node, "shape needs random: {count, minRadius, maxRadius, seed}")
                }
                return nil
            }
            guard let random = reader.map(r, "random", allowed: ["count", "minRadius", "maxRadius", "seed"]) else {
                return nil
            }
            let count = random["count"].flatMap { reader.integer($0, "count", in: 3...100_000) } ?? 200
            let minRadius = random["minRadius"].flatMap { reader.number($0, "minRadius", in: 0...1_000_000) } ?? 0.9
            let maxRadius = random["maxRadius"].flatMap { reader.number($0, "maxRadius", in: 0...1_000_000) } ?? 1.1
            let seed = random["seed"].flatMap { reader.integer($0, "seed", in: 0...Int.max) } ?? 1
            guard maxRadius >= minRadius, maxRadius > 0 else {
                reader.report(r, "maxRadius must be above 0 and at least minRadius")
                return nil
            }
            return GradientProgressView.randomPoints(
                count: count, minRadius: minRadius, maxRadius: maxRadius, seed: UInt64(seed))
        }
    }

    private func progressAnimation(_ node: Node) -> ProgressAnimation? {
        let keys = ["from", "to", "duration", "repeat", "timing", "delay", "autoreverses"]
        guard let f = reader.map(node, "animate", allowed: keys) else { return nil }
        var animation = ProgressAnimation()
        if let n = f["from"], let v = reader.number(n, "from") { animation.from = v }
        if let n = f["to"], let v = reader.number(n, "to") { animation.to = v }
        if let n = f["duration"], let v = reader.number(n, "duration", in: 0.001...86_400) { animation.duration = v }
        if let n = f["repeat"], let v = reader.bool(n, "repeat") { animation.repeats = v }
        if let n = f["timing"], let v = timingCurve(n) { animation.timing = v }
        if let n = f["delay"], let v = reader.number(n, "delay", in: 0...31_536_000) { animation.delay = v }
        if let n = f["autoreverses"], let v = reader.bool(n, "autoreverses") { animation.autoreverses = v }
        return animation
    }
}
