import Foundation
import OmbreGraphics

/// An array of Core Foundation objects, as `CGGradient(colorsSpace:colors:locations:)` takes
/// one; on Linux it is a Swift array, so `[…] as CFArray` compiles unchanged.
public typealias CFArray = [Any]

/// Core Foundation's dictionary, as UIKit code passes one (`auxiliaryInfo: nil`); on Linux a
/// Swift dictionary.
public typealias CFDictionary = [AnyHashable: Any]

/// Colors at locations, drawn by `CGContext.drawLinearGradient` and `drawRadialGradient`.
///
/// Colors between stops mix unpremultiplied in gamma-encoded sRGB, as Core Graphics mixes them.
public final class CGGradient: @unchecked Sendable {
    let colors: [Color]
    let locations: [Double]?

    /// A gradient through `colors` (CGColors) at `locations` (one per color, 0...1), or evenly
    /// spaced when `locations` is nil.
    ///
    /// Returns nil when a member of `colors` is not a `CGColor` or there are none.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [Color] = []
        for item in colors {
            guard let cg = item as? CGColor else { return nil }
            list.append(cg.color)
        }
        guard !list.isEmpty else { return nil }
        self.colors = list
        self.locations = locations.map { pointer in (0..<list.count).map { Double(pointer[$0]) } }
    }

    /// The same from an `NSArray`, which iOS code passes where a `CFArray` is asked for (the
    /// two are toll-free bridged there).
    ///
    /// Returns nil when a member of `colors` is not a `CGColor` or there are none.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors.map { $0 }, locations: locations)
    }

    /// A gradient from `count` groups of red, green, blue and alpha components.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        colors = (0..<count).map { i in
            Color(
                red: Float(components[4 * i]), green: Float(components[4 * i + 1]),
                blue: Float(components[4 * i + 2]), alpha: Float(components[4 * i + 3]))
        }
        self.locations = locations.map { pointer in (0..<count).map { Double(pointer[$0]) } }
    }

    /// The gradient in Ombre's terms, with its points in a unit space that equals user space.
    func ombre(kind: OmbreGraphics.Gradient.Kind, start: Point, end: Point, locations: [Double]? = nil)
        -> OmbreGraphics.Gradient
    {
        OmbreGraphics.Gradient(
            kind: kind, colors: colors, locations: locations ?? self.locations, startPoint: start, endPoint: end,
            interpolation: .srgb)
    }
}
