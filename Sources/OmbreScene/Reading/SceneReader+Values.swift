import OmbreGraphics
import Yams

extension SceneReader {
    private func scalarText(_ node: Node) -> String? {
        guard case .scalar(let s) = node else { return nil }
        return s.string
    }

    /// A finite decimal number within `range`, by default within ±`SceneLimits.magnitude`.
    func number(_ node: Node, _ what: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard let text = scalarText(node), let value = parseDecimal(text.trimmingWhitespace()) else {
            report(node, "\(what) must be a number, not \(describe(node))")
            return nil
        }
        guard !isQuoted(node, what: what, text: text) else { return nil }
        let range = range ?? -SceneLimits.magnitude...SceneLimits.magnitude
        if !range.contains(value) {
            report(node, "\(what) is \(text), outside \(format(range.lowerBound))...\(format(range.upperBound))")
            return nil
        }
        return value
    }

    private func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// Whether `node` is a quoted scalar holding `text`, reporting it: a number written as
    /// text is most likely a slip, and taking it silently would hide a wrong type elsewhere.
    private func isQuoted(_ node: Node, what: String, text: String) -> Bool {
        guard case .scalar(let s) = node, s.style == .singleQuoted || s.style == .doubleQuoted else { return false }
        report(node, "\(what) must be a number, not the text \"\(text)\"", hint: "write it without quotes: \(text)")
        return true
    }

    /// A whole number within `range`.
    func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let text = scalarText(node), let value = Int(text.trimmingWhitespace()) else {
            report(node, "\(what) must be a whole number, not \(describe(node))")
            return nil
        }
        guard !isQuoted(node, what: what, text: text) else { return nil }
        guard range.contains(value) else {
            report(node, "\(what) is \(value), outside \(range.lowerBound)...\(range.upperBound)")
            return nil
        }
        return value
    }

    func bool(_ node: Node, _ what: String) -> Bool? {
        if case .scalar(let s) = node, s.style == .singleQuoted || s.style == .doubleQuoted {
            report(node, "\(what) must be true or false, not the text \"\(s.string)\"", hint: "write it without quotes")
            return nil
        }
        switch scalarText(node)?.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            report(node, "\(what) must be true or false, not \(describe(node))")
            return nil
        }
    }

    func string(_ node: Node, _ what: String) -> String? {
        guard let text = scalarText(node) else {
            report(node, "\(what) must be text, not \(describe(node))")
            return nil
        }
        return text
    }

    /// One of `choices` (exact spelling), with a suggestion for near misses.
    func choice(_ node: Node, _ what: String, _ choices: [String]) -> String? {
        guard let text = string(node, what) else { return nil }
        guard choices.contains(text) else {
            let hint = suggests ? likelyMeant(text, among: choices).map { "did you mean \"\($0)\"?" } : nil
            report(node, "unknown \(what) \"\(text)\"", hint: hint ?? "use one of: \(choices.joined(separator: ", "))")
            return nil
        }
        return text
    }

    /// A color in any textual form, or a palette name.
    func color(_ node: Node, _ what: String) -> Color? {
        guard case .scalar(let s) = node else {
            report(node, "\(what) must be a color, not \(describe(node))")
            return nil
        }
        if s.style == .plain && (s.string.isEmpty || s.string == "~" || s.string == "null") {
            report(node, "\(what) is empty", hint: "quote colors that start with #, as in \"#ff8800\"")
            return nil
        }
        do {
            return try Color(parsing: s.string, palette: palette, suggests: suggests)
        } catch {
            report(node, error.message, hint: error.hint)
            return nil
        }
    }

    /// A list of exactly `count` numbers.
    func numbers(_ node: Node, _ what: String, count: Int) -> [Double]? {
        guard let items = list(node, what) else { return nil }
        guard items.count == count else {
            report(node, "\(what) needs \(count) numbers, got \(items.count)")
            return nil
        }
        let values = items.compactMap { number($0, what) }
        return values.count == count ? values : nil
    }

    /// `[x, y]`.
    func point(_ node: Node, _ what: String) -> Point? {
        numbers(node, what, count: 2).map { Point(x: $0[0], y: $0[1]) }
    }

    /// `[width, height]` in pixels, each 1...16384.
    func pixelSize(_ node: Node, _ what: String) -> PixelSize? {
        guard let items = list(node, what) else { return nil }
        guard items.count == 2 else {
            report(node, "\(what) needs [width, height], got \(items.count) values")
            return nil
        }
        let w = integer(items[0], "\(what) width", in: 1...PixelSize.maximumSide)
        let h = integer(items[1], "\(what) height", in: 1...PixelSize.maximumSide)
        guard let w, let h else { return nil }
        return PixelSize(width: w, height: h)
    }
}
