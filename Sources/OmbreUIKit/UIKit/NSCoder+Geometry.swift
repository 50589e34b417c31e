import Foundation

/// UIKit's text forms of points, sizes and rectangles: `{x, y}`, `{w, h}` and `{{x, y}, {w, h}}`.
extension NSCoder {
    /// The point a string such as `{3, -4.5}` names; `.zero` when it is not of that form, as
    /// UIKit returns for a string that is not well formed.
    public class func cgPoint(for string: String) -> CGPoint {
        guard let n = geometryNumbers(string, count: 2) else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size a string such as `{20, 10}` names; `.zero` when it is not of that form.
    public class func cgSize(for string: String) -> CGSize {
        guard let n = geometryNumbers(string, count: 2) else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle a string such as `{{0, 0}, {20, 10}}` names; `.zero` when it is not of that form.
    public class func cgRect(for string: String) -> CGRect {
        guard let n = geometryNumbers(string, count: 4) else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `point` as `{x, y}`.
    public class func string(for point: CGPoint) -> String { "{\(short(point.x)), \(short(point.y))}" }

    /// `size` as `{w, h}`.
    public class func string(for size: CGSize) -> String { "{\(short(size.width)), \(short(size.height))}" }

    /// `rect` as `{{x, y}, {w, h}}`.
    public class func string(for rect: CGRect) -> String {
        "{\(string(for: rect.origin)), \(string(for: rect.size))}"
    }

    /// The `count` numbers of a braced form, or nil when the text holds anything else.
    private static func geometryNumbers(_ string: String, count: Int) -> [CGFloat]? {
        let words = string.split(whereSeparator: { "{}, \t\n".contains($0) })
        let numbers = words.compactMap { Double($0) }
        guard words.count == count, numbers.count == count, string.contains("{") else { return nil }
        return numbers.map { CGFloat($0) }
    }

    /// `value` without a trailing `.0`, as UIKit prints whole numbers.
    private static func short(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }
}

/// `CGPointFromString`, the function older UIKit code calls.
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }

/// `NSStringFromCGPoint`, the function older UIKit code calls.
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
