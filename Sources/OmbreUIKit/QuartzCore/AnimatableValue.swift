import Foundation
import OmbreGraphics

/// A value a layer property can be animated through: read from an animation's `Any` values
/// and mixed between two of them, as Core Animation interpolates each property type.
protocol AnimatableValue {
    /// The value `any` holds, if it holds one of this type (numbers of any kind for numbers).
    static func from(_ any: Any?) -> Self?
    /// The value at `fraction` of the way from `self` to `other` (fractions outside 0...1
    /// extrapolate, as timing curves with overshoot do).
    func mixed(with other: Self, at fraction: Double) -> Self
    /// `self` plus `other`, for `byValue`.
    func adding(_ other: Self) -> Self
}

extension AnimatableValue {
    /// The value `any` holds: this type itself, or what `from` accepts.
    static func read(_ any: Any?) -> Self? { (any as? Self) ?? from(any) }
}

func number(_ any: Any?) -> Double? {
    switch any {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
}

extension CGFloat: AnimatableValue {
    static func from(_ any: Any?) -> CGFloat? { number(any).map { CGFloat($0) } }
    func mixed(with other: CGFloat, at f: Double) -> CGFloat { self + (other - self) * f }
    func adding(_ other: CGFloat) -> CGFloat { self + other }
}

extension Float: AnimatableValue {
    static func from(_ any: Any?) -> Float? { number(any).map { Float($0) } }
    func mixed(with other: Float, at f: Double) -> Float { Float(Double(self) + Double(other - self) * f) }
    func adding(_ other: Float) -> Float { self + other }
}

extension CGPoint: AnimatableValue {
    static func from(_ any: Any?) -> CGPoint? { any as? CGPoint ?? (any as? NSValue)?.heldPoint }
    func mixed(with o: CGPoint, at f: Double) -> CGPoint {
        CGPoint(x: x.mixed(with: o.x, at: f), y: y.mixed(with: o.y, at: f))
    }
    func adding(_ o: CGPoint) -> CGPoint { CGPoint(x: x + o.x, y: y + o.y) }
}

extension CGSize: AnimatableValue {
    static func from(_ any: Any?) -> CGSize? { any as? CGSize ?? (any as? NSValue)?.heldSize }
    func mixed(with o: CGSize, at f: Double) -> CGSize {
        CGSize(width: width.mixed(with: o.width, at: f), height: height.mixed(with: o.height, at: f))
    }
    func adding(_ o: CGSize) -> CGSize { CGSize(width: width + o.width, height: height + o.height) }
}

extension CGRect: AnimatableValue {
    static func from(_ any: Any?) -> CGRect? { any as? CGRect ?? (any as? NSValue)?.heldRect }
    func mixed(with o: CGRect, at f: Double) -> CGRect {
        CGRect(origin: origin.mixed(with: o.origin, at: f), size: size.mixed(with: o.size, at: f))
    }
    func adding(_ o: CGRect) -> CGRect { CGRect(origin: origin.adding(o.origin), size: size.adding(o.size)) }
}

/// Colors mix unpremultiplied, component by component, as Core Animation mixes them.
func mixColors(_ a: Color, _ b: Color, _ f: Double) -> Color {
    func m(_ x: Float, _ y: Float) -> Float { Float(Double(x) + Double(y - x) * f) }
    return Color(red: m(a.red, b.red), green: m(a.green, b.green), blue: m(a.blue, b.blue), alpha: m(a.alpha, b.alpha))
}

/// An optional color, as `backgroundColor` and `fillColor` are; nil animates as clear.
struct OptionalColor: AnimatableValue, Equatable {
    var color: CGColor?

    static func from(_ any: Any?) -> OptionalColor? {
        guard let any else { return OptionalColor(color: nil) }
        return (any as? CGColor).map { OptionalColor(color: $0) }
    }

    func mixed(with o: OptionalColor, at f: Double) -> OptionalColor {
        let a = color?.color ?? .clear
        let b = o.color?.color ?? .clear
        return OptionalColor(color: CGColor(mixColors(a, b, f)))
    }

    func adding(_ o: OptionalColor) -> OptionalColor { o }
}

/// `CAGradientLayer.colors`: CGColors mixed pairwise; arrays of different lengths do not
/// animate (the layer jumps to the new array), as on a device.
struct ColorList: AnimatableValue, Equatable {
    var colors: [Color]?

    static func from(_ any: Any?) -> ColorList? {
        guard let any else { return ColorList(colors: nil) }
        guard let list = any as? [Any] else { return nil }
        var colors: [Color] = []
        for item in list {
            guard let c = item as? CGColor else { return nil }
            colors.append(c.color)
        }
        return ColorList(colors: colors)
    }

    func mixed(with o: ColorList, at f: Double) -> ColorList {
        guard let a = colors, let b = o.colors, a.count == b.count else { return f < 1 ? self : o }
        return ColorList(colors: zip(a, b).map { mixColors($0, $1, f) })
    }

    func adding(_ o: ColorList) -> ColorList { o }
}

/// `CAGradientLayer.locations`: numbers mixed pairwise when the counts agree.
struct NumberList: AnimatableValue, Equatable {
    var numbers: [Double]?

    static func from(_ any: Any?) -> NumberList? {
        guard let any else { return NumberList(numbers: nil) }
        guard let list = any as? [Any] else { return nil }
        var numbers: [Double] = []
        for item in list {
            guard let n = number(item) else { return nil }
            numbers.append(n)
        }
        return NumberList(numbers: numbers)
    }

    func mixed(with o: NumberList, at f: Double) -> NumberList {
        guard let a = numbers, let b = o.numbers, a.count == b.count else { return f < 1 ? self : o }
        return NumberList(numbers: zip(a, b).map { $0 + ($1 - $0) * f })
    }

    func adding(_ o: NumberList) -> NumberList { o }
}

extension CATransform3D: AnimatableValue {
    static func from(_ any: Any?) -> CATransform3D? {
        if let t = any as? CATransform3D ?? (any as? NSValue)?.heldTransform { return t }
        return (any as? CGAffineTransform).map(CATransform3D.init)
    }

    /// Transforms mix by their parts (scale, rotation, translation), as Core Animation does.
    func mixed(with o: CATransform3D, at f: Double) -> CATransform3D {
        let a = TransformParts(affine)
        let b = TransformParts(o.affine)
        return CATransform3D(a.mixed(with: b, at: f).transform)
    }

    func adding(_ o: CATransform3D) -> CATransform3D { CATransform3D(affine.concatenating(o.affine)) }
}

/// An affine transform taken apart into scale, rotation and translation.
struct TransformParts {
    var scaleX: Double
    var scaleY: Double
    var rotation: Double
    var tx: Double
    var ty: Double

    init(_ t: CGAffineTransform) {
        scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let det = t.a * t.d - t.b * t.c
        scaleY = scaleX == 0 ? 0 : det / scaleX
        rotation = atan2(t.b, t.a)
        tx = t.tx
        ty = t.ty
    }

    var transform: CGAffineTransform {
        CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(rotationAngle: rotation))
            .concatenating(CGAffineTransform(translationX: tx, y: ty))
    }

    func mixed(with o: TransformParts, at f: Double) -> TransformParts {
        var r = self
        r.scaleX += (o.scaleX - scaleX) * f
        r.scaleY += (o.scaleY - scaleY) * f
        r.rotation += (o.rotation - rotation) * f
        r.tx += (o.tx - tx) * f
        r.ty += (o.ty - ty) * f
        return r
    }
}
