import Foundation
import OmbreGraphics
import OmbreViews
import Yams

/// Builds views from the `root` of a scene: each view is a one-key map, kind → properties.
final class ViewDecoder {
    let reader: SceneReader
    /// The frame written in the file for each view placed by `frame` (nil: fill the parent).
    private var frameSpecs: [ObjectIdentifier: Rect] = [:]

    /// Where a view sits, which decides whether it may have a `frame`.
    enum Placement {
        case root, inView, inStack
    }

    static let commonKeys = [
        "frame", "autoresizing", "background", "alpha", "name", "hidden", "rotation", "clipsToBounds",
    ]

    /// The kinds of view and the keys each takes besides the common ones.
    static let kinds: [(name: String, keys: [String])] = [
        ("gradient", ["startColor", "endColor", "angle", "dither"]),
        (
            "gradientLayer",
            ["type", "colors", "locations", "startPoint", "endPoint", "interpolation", "premultiplied", "dither"]
        ),
        ("stack", ["axis", "spacing", "padding", "children"]),
        ("grid", ["columns", "spacing", "padding", "children"]),
        ("view", ["children"]),
        (
            "animatedGradient",
            [
                "frames", "duration", "animationDuration", "timing", "autoRepeat", "autoAnimate", "startAt", "style",
                "dither",
            ]
        ),
        (
            "progress",
            [
                "points", "shape", "colors", "lineWidth", "lineColor", "startAngle", "clockwise", "progress",
                "animate", "dither",
            ]
        ),
        ("label", ["text", "size", "color", "alignment"]),
    ]

    init(reader: SceneReader) {
        self.reader = reader
    }

    /// The view `node` describes, or nil after reporting why it cannot be built.
    func view(_ node: Node, placement: Placement) -> View? {
        guard case .mapping(let mapping) = node, mapping.count == 1, let (kindNode, body) = mapping.first else {
            reader.report(
                node, "a view must be a map with one key, its kind",
                hint:
                    "for example \"gradient: {startColor: red}\"; kinds: \(Self.kinds.map(\.name).joined(separator: ", "))"
            )
            return nil
        }
        guard case .scalar(let kindScalar) = kindNode,
            let kind = Self.kinds.first(where: { $0.name == kindScalar.string })
        else {
            let name = kindNode.string ?? ""
            let hint = likelyMeant(name, among: Self.kinds.map(\.name)).map { "did you mean \"\($0)\"?" }
            reader.report(
                kindNode, "unknown view kind \"\(name)\"",
                hint: hint ?? "kinds: \(Self.kinds.map(\.name).joined(separator: ", "))")
            return nil
        }
        let emptyBody = body.isNullScalar
        let fields =
            emptyBody
            ? Fields(node: body, values: [:], keys: [:])
            : reader.map(
                body, "\(kind.name)", allowed: kind.keys + Self.commonKeys,
                misplaced: Self.misplacedKeys[kind.name] ?? [:])
        guard let fields else { return nil }
        let view: View
        switch kind.name {
        case "gradient": view = gradientView(fields)
        case "gradientLayer": view = gradientLayerView(fields)
        case "stack": view = stackView(fields)
        case "grid": view = gridView(fields)
        case "animatedGradient": view = animatedGradientView(fields)
        case "progress": view = progressView(fields)
        case "label": view = labelView(fields)
        default: view = plainView(fields)
        }
        applyCommon(fields, to: view, placement: placement)
        return view
    }

    // MARK: - Common properties

    private func applyCommon(_ f: Fields, to view: View, placement: Placement) {
        if let node = f["frame"] {
            switch placement {
            case .root:
                reader.report(f.keys["frame"], "the root view has no frame", hint: "it always fills the window")
            case .inStack:
                reader.report(
                    f.keys["frame"], "a view inside a stack or grid has no frame",
                    hint: "the stack or grid sizes its children")
            case .inView:
                if let v = reader.numbers(node, "frame", count: 4) {
                    if v[2] < 0 || v[3] < 0 {
                        reader.report(node, "frame width and height must not be negative")
                    } else {
                        frameSpecs[ObjectIdentifier(view)] = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
                    }
                }
            }
        }
        if let node = f["autoresizing"] {
            view.autoresizingMask = autoresizing(node)
        } else if placement == .inView && f["frame"] == nil {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        if let node = f["background"], let c = reader.color(node, "background") { view.backgroundColor = c }
        if let node = f["alpha"], let a = reader.number(node, "alpha", in: 0...1) { view.alpha = a }
        if let node = f["name"], let n = reader.string(node, "name") { view.name = n }
        if let node = f["hidden"], let h = reader.bool(node, "hidden") { view.isHidden = h }
        if let node = f["clipsToBounds"], let c = reader.bool(node, "clipsToBounds") { view.clipsToBounds = c }
        if let node = f["rotation"], let degrees = reader.number(node, "rotation") {
            view.transform = AffineTransform(rotation: degrees * .pi / 180)
        }
    }

    private func autoresizing(_ node: Node) -> AutoresizingMask {
        guard let items = reader.list(node, "autoresizing") else { return [] }
        var mask: AutoresizingMask = []
        for item in items {
            if let name = reader.choice(item, "autoresizing flag", AutoresizingMask.named.map(\.name)),
                let flag = AutoresizingMask.named.first(where: { $0.name == name })
            {
                mask.insert(flag.mask)
            }
        }
        return mask
    }

    // MARK: - Kinds

    private func gradientView(_ f: Fields) -> View {
        let view = GradientView()
        if let node = f["startColor"] { view.startColor = reader.color(node, "startColor") }
        if let node = f["endColor"] { view.endColor = reader.color(node, "endColor") }
        if let node = f["angle"], let a = reader.number(node, "angle") { view.angle = a }
        if let d = dither(f) { view.dithers = d }
        return view
    }

    func gradientLayerView(_ f: Fields) -> View {
        let layer = GradientLayer()
        var g = Gradient(colors: [])
        if let node = f["type"], let t = reader.choice(node, "gradient type", Gradient.Kind.allCases.map(\.rawValue)) {
            g.kind = Gradient.Kind(rawValue: t)!
        }
        if let node = f["colors"] {
            g.colors = colors(node)
        } else {
            reader.report(f.keys.values.first ?? f.node, "gradientLayer needs colors", hint: "colors: [red, blue]")
        }
        if let node = f["locations"], let values = locations(node, colors: f["colors"]) { g.locations = values }
        if let node = f["startPoint"], let p = reader.point(node, "startPoint") { g.startPoint = p }
        if let node = f["endPoint"], let p = reader.point(node, "endPoint") { g.endPoint = p }
        if let node = f["interpolation"],
            let i = reader.choice(node, "interpolation", Gradient.Interpolation.allCases.map(\.rawValue))
        {
            g.interpolation = Gradient.Interpolation(rawValue: i)!
        }
        if let node = f["premultiplied"], let p = reader.bool(node, "premultiplied") { g.premultiplied = p }
        if let d = dither(f) { layer.dithers = d }
        layer.gradient = g
        return View(layer: layer)
    }

    /// A non-empty list of colors.
    /// `locations`, one for each color the `colors` list writes (valid or not, so that a bad
    /// color is not counted twice); nil, after reporting, when they are not all numbers or the
    /// counts differ.
    func locations(_ node: Node, colors: Node?) -> [Double]? {
        guard let items = reader.list(node, "locations") else { return nil }
        let values = items.compactMap { reader.number($0, "location") }
        guard values.count == items.count else { return nil }
        if case .sequence(let written) = colors, !written.isEmpty, written.count != values.count {
            reader.report(
                node, "locations has \(values.count) values but colors has \(written.count)",
                hint: "give one location per color, or leave locations out")
            return nil
        }
        return values
    }

    func colors(_ node: Node) -> [Color] {
        guard let items = reader.list(node, "colors") else { return [] }
        if items.isEmpty { reader.report(node, "colors is empty", hint: "give at least one color") }
        return items.compactMap { reader.color($0, "color") }
    }

    private func stackView(_ f: Fields) -> View {
        let stack = StackView()
        if let node = f["axis"], let a = reader.choice(node, "axis", StackView.Axis.allCases.map(\.rawValue)) {
            stack.axis = StackView.Axis(rawValue: a)!
        }
        if let node = f["spacing"], let s = reader.number(node, "spacing", in: 0...16384) { stack.spacing = s }
        if let node = f["padding"], let p = reader.number(node, "padding", in: 0...16384) { stack.padding = p }
        addChildren(f, to: stack, placement: .inStack)
        return stack
    }

    private func gridView(_ f: Fields) -> View {
        let grid = GridView()
        if let node = f["columns"], let c = reader.integer(node, "columns", in: 1...1000) { grid.columns = c }
        if let node = f["spacing"], let s = reader.number(node, "spacing", in: 0...16384) { grid.spacing = s }
        if let node = f["padding"], let p = reader.number(node, "padding", in: 0...16384) { grid.padding = p }
        addChildren(f, to: grid, placement: .inStack)
        return grid
    }

    private func plainView(_ f: Fields) -> View {
        let view = View()
        addChildren(f, to: view, placement: .inView)
        return view
    }

    private func addChildren(_ f: Fields, to parent: View, placement: Placement) {
        guard let node = f["children"], let items = reader.list(node, "children") else { return }
        for item in items {
            if let child = view(item, placement: placement) { parent.addSubview(child) }
        }
    }

    // MARK: - Design layout

    /// Lays the tree out at its design size, top-down, placing each child of a plain view at
    /// the frame its file gives (or over the whole parent), so that autoresizing later works
    /// from the sizes the author saw.
    func applyDesignLayout(_ root: View, size: PixelSize) {
        root.frame = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        place(root)
    }

    private func place(_ view: View) {
        view.layoutIfNeeded()
        for child in view.subviews {
            if !(view is StackView || view is GridView) {
                child.frame = frameSpecs[ObjectIdentifier(child)] ?? view.bounds
            }
            place(child)
        }
    }
}

extension Node {
    /// True for an empty value (`kind:` with nothing after it).
    var isNullScalar: Bool {
        guard case .scalar(let s) = self else { return false }
        return s.style == .plain && (s.string.isEmpty || s.string == "~" || s.string == "null")
    }
}
