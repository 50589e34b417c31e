import Foundation
import OmbreGraphics

/// The prototype of the particles an emitter layer sends out, as Core Animation's
/// `CAEmitterCell`.
///
/// Each property with a range gives every particle a value drawn uniformly from
/// [value − range/2, value + range/2], as Apple documents; `…Speed` properties change a
/// particle's value by that much per second of its life. Drawn: `contents` (a `CGImage`,
/// its pixels over `contentsScale` points), multiplied by `color` and faded by `alphaRange`
/// and `alphaSpeed`. Kept and not drawn: the red, green and blue ranges and speeds, sub-cells
/// (`emitterCells`), `contentsRect`, the z components and `emissionLatitude` (particles move
/// in the layer's plane).
open class CAEmitterCell: NSObject {
    open var name: String?
    open var isEnabled = true
    /// Particles made per second (times the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`).
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// Points per second at birth, along the emission angle (times the layer's `velocity`).
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Points per second per second added to the velocity, in the layer's coordinates (y down).
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// The emission angle in the layer's plane: 0 along +x, π/2 along +y (down the screen).
    open var emissionLongitude: CGFloat = 0
    open var emissionLatitude: CGFloat = 0
    /// The whole angle of the cone particles leave in, centered on the emission angle.
    open var emissionRange: CGFloat = 0
    /// Radians per second each particle turns (times the layer's `spin`).
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Each particle's size as a multiple of its contents' (times the layer's `scale`).
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// What each particle's contents are multiplied by; nil is opaque white.
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image, a `CGImage`; a cell without one draws nothing, as on a device.
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    /// Cells that each particle emits in turn; kept, not drawn.
    open var emitterCells: [CAEmitterCell]?

    public required override init() { super.init() }

    /// A new cell with the default values, as `CAEmitterCell.emitterCell()` on a device.
    open class func emitterCell() -> Self { self.init() }

    public required init?(coder: NSCoder) { nil }

    private var tinted: (source: CGImage, color: Color, drawing: DisplayList, size: CGSize)?

    /// The contents multiplied by the color's red, green and blue, laid over a rectangle
    /// centered on the origin, and that rectangle's size; nil with no image. Made once per
    /// image and color.
    func particleDrawing() -> (drawing: DisplayList, size: CGSize)? {
        guard let image = contents as? CGImage, image.width > 0, image.height > 0 else { return nil }
        let tint = color?.color ?? .white
        if let tinted, tinted.source === image, tinted.color == tint { return (tinted.drawing, tinted.size) }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let multiplied = CGImage(pixels: Self.multiply(image.pixels, by: tint), hasAlpha: true)
        var list = DisplayList()
        list.operations = [
            .fill(Path(rect: Rect(rect)), .image(multiplied.pattern(in: rect, upright: true)), .nonZero, alpha: 1)
        ]
        tinted = (image, tint, list, size)
        return (list, size)
    }

    /// Premultiplied pixels with their color channels multiplied by `tint`'s (its alpha is
    /// applied as the particle's opacity).
    private static func multiply(_ pixels: PixelBuffer, by tint: Color) -> PixelBuffer {
        let out = PixelBuffer(width: pixels.width, height: pixels.height)
        let factors = [tint.blue, tint.green, tint.red].map { UInt32(max(min($0, 1), 0) * 256) }
        for y in 0..<pixels.height {
            let from = pixels.row(y)
            let to = out.row(y)
            for x in 0..<pixels.width {
                let p = from[x]
                var q = p & 0xFF00_0000
                for (i, f) in factors.enumerated() {
                    let shift = UInt32(8 * i)
                    q |= ((((p >> shift) & 0xFF) * f) >> 8) << shift
                }
                to[x] = q
            }
        }
        return out
    }
}
