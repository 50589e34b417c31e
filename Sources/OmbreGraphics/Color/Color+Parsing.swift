extension Color {
    /// Parses a color written as `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA` (the `#` optional for 6
    /// and 8 digits), `rgb(r, g, b)`, `rgba(r, g, b, a)` or a name.
    ///
    /// Components of `rgb`/`rgba` are 0–255 or percentages; alpha is 0–1 or a percentage.
    /// Names match case-insensitively: first `palette`, then UIKit's, then CSS's.
    /// - Throws: `ColorParseError` naming the text and what is wrong with it.
    public init(parsing text: String, palette: [String: Color] = [:]) throws(ColorParseError) {
        try self.init(parsing: text, palette: palette.isEmpty ? ColorPalette() : ColorPalette(palette))
    }

    /// Parses a color as `init(parsing:palette:)` does, looking names up in `palette` first.
    ///
    /// - Parameters:
    ///   - text: the color as written.
    ///   - palette: names looked up before the built-in ones.
    ///   - suggests: whether an unknown name gets a "did you mean" hint; callers that already
    ///     hold many errors turn it off to keep the work small.
    /// - Throws: `ColorParseError` naming what is wrong with `text`.
    package init(parsing text: String, palette: ColorPalette, suggests: Bool = true) throws(ColorParseError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw ColorParseError("empty color") }
        let lower = trimmed.lowercased()
        if trimmed.hasPrefix("#") {
            self = try Self.parseHex(String(trimmed.dropFirst()), original: trimmed)
        } else if lower.hasPrefix("rgb") && trimmed.contains("(") {
            self = try Self.parseFunction(trimmed)
        } else if let color = Self.lookUp(lower, palette: palette) {
            self = color
        } else if [6, 8].contains(trimmed.count), trimmed.allSatisfy(\.isHexDigit) {
            self = try Self.parseHex(trimmed, original: trimmed)
        } else {
            throw Self.unknownName(trimmed, palette: palette, suggests: suggests)
        }
    }

    private static func lookUp(_ lower: String, palette: ColorPalette) -> Color? {
        palette[lower] ?? namedColors[lower]
    }

    private static func unknownName(_ text: String, palette: ColorPalette, suggests: Bool) -> ColorParseError {
        if [3, 4].contains(text.count), text.allSatisfy(\.isHexDigit) {
            return ColorParseError(
                "unknown color \"\(text)\"", hint: "short hex colors need a leading #: \"#\(text)\"")
        }
        let quoted = "\"\(abbreviated(text))\""
        if suggests, let best = likelyMeant(text, among: palette.names + allNames) {
            return ColorParseError("unknown color \(quoted)", hint: "did you mean \"\(best)\"?")
        }
        return ColorParseError(
            "unknown color \(quoted)",
            hint: "use #RRGGBB, rgb(r, g, b), rgba(r, g, b, a) or a UIKit or CSS color name")
    }

    private static func parseHex(_ digits: String, original: String) throws(ColorParseError) -> Color {
        if let bad = digits.first(where: { !$0.isHexDigit }) {
            throw ColorParseError("\"\(original)\" has \"\(bad)\", which is not a hex digit")
        }
        let values = digits.map { UInt8($0.hexDigitValue!) }
        switch values.count {
        case 3, 4:
            let c = values.map { $0 * 17 }
            return Color(red8: c[0], green8: c[1], blue8: c[2], alpha8: c.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
            return Color(red8: c[0], green8: c[1], blue8: c[2], alpha8: c.count == 4 ? c[3] : 255)
        default:
            throw ColorParseError(
                "\"\(original)\" has \(values.count) hex digits", hint: "use 3, 4, 6 or 8 digits")
        }
    }

    private static func parseFunction(_ text: String) throws(ColorParseError) -> Color {
        let lower = text.lowercased()
        guard let open = text.firstIndex(of: "(") else { throw ColorParseError("\"\(text)\" has no (") }
        let name = lower[..<open].trimmingWhitespace()
        guard name == "rgb" || name == "rgba" else {
            throw ColorParseError("unknown color function \"\(name)\"", hint: "use rgb() or rgba()")
        }
        guard text.hasSuffix(")") else {
            throw ColorParseError("\"\(text)\" is missing its closing parenthesis")
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingWhitespace()
        }
        let expected = name == "rgb" ? 3 : 4
        guard parts.count == expected else {
            throw ColorParseError(
                "\(name)() takes \(expected) components, \"\(text)\" has \(parts.count)",
                hint: expected == 3 ? "use rgba(r, g, b, a) for a color with alpha" : nil)
        }
        var rgb: [Float] = []
        for part in parts.prefix(3) {
            rgb.append(try component(part, in: text))
        }
        let alpha = expected == 4 ? try alphaComponent(parts[3], in: text) : 1
        return Color(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// One of r, g, b as 0...1 from `0`–`255` or `0%`–`100%`.
    private static func component(_ part: String, in text: String) throws(ColorParseError) -> Float {
        if part.hasSuffix("%") {
            let value = try number(String(part.dropLast()), part: part, in: text)
            guard (0...100).contains(value) else {
                throw ColorParseError("component \(part) in \"\(text)\" is outside 0%–100%")
            }
            return value / 100
        }
        let value = try number(part, part: part, in: text)
        guard (0...255).contains(value) else {
            throw ColorParseError("component \(part) in \"\(text)\" is outside 0–255")
        }
        return value / 255
    }

    private static func alphaComponent(_ part: String, in text: String) throws(ColorParseError) -> Float {
        if part.hasSuffix("%") {
            let value = try number(String(part.dropLast()), part: part, in: text)
            guard (0...100).contains(value) else {
                throw ColorParseError("alpha \(part) in \"\(text)\" is outside 0%–100%")
            }
            return value / 100
        }
        let value = try number(part, part: part, in: text)
        guard (0...1).contains(value) else {
            throw ColorParseError("alpha \(part) in \"\(text)\" is outside 0–1")
        }
        return value
    }

    private static func number(_ s: String, part: String, in text: String) throws(ColorParseError) -> Float {
        guard !s.isEmpty else {
            throw ColorParseError("\"\(text)\" has an empty component")
        }
        guard let value = Float(s), value.isFinite, !s.contains(where: { $0.isLetter && $0 != "e" }) else {
            throw ColorParseError("component \"\(part)\" in \"\(text)\" is not a number")
        }
        return value
    }
}

extension StringProtocol {
    package func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
