extension TimingCurve: LosslessStringConvertible {
    /// Reads a curve as scene files write it: a name, `cubicBezier(x1, y1, x2, y2)` or
    /// `steps(N)`.
    ///
    /// Names are `linear`, `easeIn`, `easeOut` and `easeInEaseOut`, matched without regard to
    /// case; `cubic-bezier(…)` is accepted too, as CSS spells it. Fails on any other text, on
    /// a component that is not a number, on control points that `init(x1:y1:x2:y2:)` refuses,
    /// and on a step count that is not a whole number from 1 to 1,000,000.
    public init?(_ description: String) {
        let text = description.trimmingWhitespace()
        switch text.lowercased() {
        case "linear": self = .linear
        case "easein": self = .easeIn
        case "easeout": self = .easeOut
        case "easeineaseout": self = .easeInEaseOut
        default:
            if let count = Self.stepsArgument(text) {
                guard (1...1_000_000).contains(count) else { return nil }
                self = .steps(count)!
                return
            }
            guard let numbers = Self.bezierArguments(text) else { return nil }
            self.init(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        }
    }

    /// The name of a named curve, else `cubicBezier(x1, y1, x2, y2)`.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        default: stepCount.map { "steps(\($0))" } ?? "cubicBezier(\(x1), \(y1), \(x2), \(y2))"
        }
    }

    /// The whole number of `steps(n)`, if it is that.
    private static func stepsArgument(_ text: String) -> Int? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
            text[..<open].trimmingWhitespace().lowercased() == "steps"
        else { return nil }
        return Int(text[text.index(after: open)..<text.index(before: text.endIndex)].trimmingWhitespace())
    }

    /// The four numbers of `cubicBezier(a, b, c, d)` or `cubic-bezier(a, b, c, d)`, if it is that.
    private static func bezierArguments(_ text: String) -> [Double]? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let name = text[..<open].trimmingWhitespace().lowercased()
        guard name == "cubicbezier" || name == "cubic-bezier" else { return nil }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double($0.trimmingWhitespace()) }
        guard parts.count == 4, numbers.count == 4 else { return nil }
        return numbers
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    fileprivate func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
