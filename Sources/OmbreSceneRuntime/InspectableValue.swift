import OmbreGraphics
import OmbreUIKit

/// Why a `--set` value cannot be given to a property.
public struct InspectableError: Error, CustomStringConvertible {
    /// What was wrong, without the property's name.
    public let description: String
}

// One overload per type Interface Builder's attribute inspector edits. A scene's entry point
// passes `ombreParse` with a property's key path, so the compiler picks the overload of the
// property's own type; any other type reaches the generic one, which refuses it.

/// Reads a number.
/// - Throws: `InspectableError` when the text is not a finite number.
public func ombreParse(_ text: String) throws(InspectableError) -> CGFloat { CGFloat(try number(text)) }

/// Reads a number.
/// - Throws: `InspectableError` when the text is not a finite number.
public func ombreParse(_ text: String) throws(InspectableError) -> Double { try number(text) }

/// Reads a number.
/// - Throws: `InspectableError` when the text is not a finite number.
public func ombreParse(_ text: String) throws(InspectableError) -> Float { Float(try number(text)) }

/// Reads a whole number.
/// - Throws: `InspectableError` when the text is not a whole number.
public func ombreParse(_ text: String) throws(InspectableError) -> Int {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
        throw InspectableError(description: "needs a whole number, like 3 (got \"\(text)\")")
    }
    return value
}

/// Reads `true` or `false` (also `yes`/`no`, `on`/`off`, `1`/`0`).
/// - Throws: `InspectableError` for any other text.
public func ombreParse(_ text: String) throws(InspectableError) -> Bool {
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "true", "yes", "on", "1": return true
    case "false", "no", "off", "0": return false
    default: throw InspectableError(description: "needs true or false (got \"\(text)\")")
    }
}

/// Reads a string: the text as given.
public func ombreParse(_ text: String) throws(InspectableError) -> String { text }

/// Reads a string: the text as given.
public func ombreParse(_ text: String) throws(InspectableError) -> String? { text }

/// Reads a scene color (`#FF5F6D`, `rgb(…)`, a name).
/// - Throws: `InspectableError` when the text is not a color.
public func ombreParse(_ text: String) throws(InspectableError) -> UIColor { try color(text) }

/// Reads a scene color (`#FF5F6D`, `rgb(…)`, a name).
/// - Throws: `InspectableError` when the text is not a color.
public func ombreParse(_ text: String) throws(InspectableError) -> UIColor? { try color(text) }

/// Reads a point as `x,y`.
/// - Throws: `InspectableError` unless the text is two finite numbers.
public func ombreParse(_ text: String) throws(InspectableError) -> CGPoint {
    let (x, y) = try pair(text, example: "10,20")
    return CGPoint(x: x, y: y)
}

/// Reads a size as `width,height`.
/// - Throws: `InspectableError` unless the text is two finite numbers.
public func ombreParse(_ text: String) throws(InspectableError) -> CGSize {
    let (width, height) = try pair(text, example: "120,40")
    return CGSize(width: width, height: height)
}

/// Refuses a property of a type `--set` cannot give.
/// - Throws: always, naming the type.
public func ombreParse<Value>(_ text: String) throws(InspectableError) -> Value {
    throw InspectableError(
        description:
            "is a \(Value.self), which --set cannot give (it gives CGFloat, Double, Float, Int, Bool, String, "
            + "UIColor, CGPoint and CGSize)")
}

private func number(_ text: String) throws(InspectableError) -> Double {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
        throw InspectableError(description: "needs a number, like 45 or 0.5 (got \"\(text)\")")
    }
    return value
}

private func pair(_ text: String, example: String) throws(InspectableError) -> (Double, Double) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 2, let a = parts[0], let b = parts[1], a.isFinite, b.isFinite else {
        throw InspectableError(description: "needs two numbers as x,y, like \(example) (got \"\(text)\")")
    }
    return (a, b)
}

private func color(_ text: String) throws(InspectableError) -> UIColor {
    do {
        return UIColor(try Color(parsing: text.trimmingCharacters(in: .whitespaces)))
    } catch {
        throw InspectableError(description: "needs a color: \(error.description)")
    }
}
