import Foundation
import OmbreGraphics

/// Where an emitter layer's particles are born.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

/// Which part of the emitter shape particles are born on.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

/// The order particles are drawn in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}

public let kCAEmitterLayerPoint = CAEmitterLayerEmitterShape.point
public let kCAEmitterLayerLine = CAEmitterLayerEmitterShape.line
public let kCAEmitterLayerRectangle = CAEmitterLayerEmitterShape.rectangle
public let kCAEmitterLayerCuboid = CAEmitterLayerEmitterShape.cuboid
public let kCAEmitterLayerCircle = CAEmitterLayerEmitterShape.circle
public let kCAEmitterLayerSphere = CAEmitterLayerEmitterShape.sphere
public let kCAEmitterLayerPoints = CAEmitterLayerEmitterMode.points
public let kCAEmitterLayerOutline = CAEmitterLayerEmitterMode.outline
public let kCAEmitterLayerSurface = CAEmitterLayerEmitterMode.surface
public let kCAEmitterLayerVolume = CAEmitterLayerEmitterMode.volume
public let kCAEmitterLayerUnordered = CAEmitterLayerRenderMode.unordered
public let kCAEmitterLayerOldestFirst = CAEmitterLayerRenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = CAEmitterLayerRenderMode.oldestLast
public let kCAEmitterLayerBackToFront = CAEmitterLayerRenderMode.backToFront
public let kCAEmitterLayerAdditive = CAEmitterLayerRenderMode.additive

/// A layer that sends out particles of its `emitterCells`, as Core Animation's
/// `CAEmitterLayer` (confetti, snow, sparks).
///
/// A particle's whole life follows from its birth: it is born at a time set by the cells'
/// and the layer's birth rates, at a place on the emitter shape, with a lifetime, velocity,
/// angle, spin and scale drawn from the cell's ranges by a generator seeded with `seed`, the
/// cell's index and the particle's, so every particle at time T is the same however T is
/// reached (`render --time T` is frame T of an export). Emission starts at the scene time
/// the cells are set; changes of the layer's `birthRate` take effect at the scene time they
/// are made (`birthRate = 0` stops new particles, those alive live on). Particles move in the
/// layer's plane and are drawn over its background and below its sublayers, oldest first, in
/// the order of the cells. Shapes: `.point`, `.line` (along x, `emitterSize.width` long,
/// centered on `emitterPosition`), `.rectangle` and `.cuboid` (its surface), `.circle` and
/// `.sphere` (a disk of diameter `emitterSize.width`); `emitterMode` is kept and particles are
/// born anywhere on the shape. The random numbers are Ombre's own: the same seed gives other
/// particles than on a device, alike in their spread.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]? {
        didSet {
            if emissionStart == nil, emitterCells?.isEmpty == false { emissionStart = CACurrentMediaTime() }
        }
    }
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1 {
        didSet { rateChanges.append((CACurrentMediaTime(), birthRate)) }
    }
    open var lifetime: Float = 1
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    open var seed: UInt32 = 0
    open var emitterPosition = CGPoint.zero
    open var emitterZPosition: CGFloat = 0
    open var emitterSize = CGSize.zero
    open var emitterDepth: CGFloat = 0
    open var emitterShape = CAEmitterLayerEmitterShape.point
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    open var renderMode = CAEmitterLayerRenderMode.unordered
    open var preservesDepth = false

    /// The scene time emission began, and the layer birth rates set since, with when.
    var emissionStart: Double?
    var rateChanges: [(time: Double, rate: Float)] = []

    open override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        (birthRate, lifetime, velocity, scale, spin, seed) = (
            other.birthRate, other.lifetime, other.velocity, other.scale, other.spin, other.seed
        )
        (emitterPosition, emitterZPosition, emitterSize, emitterDepth) = (
            other.emitterPosition, other.emitterZPosition, other.emitterSize, other.emitterDepth
        )
        (emitterShape, emitterMode, renderMode, preservesDepth) = (
            other.emitterShape, other.emitterMode, other.renderMode, other.preservesDepth
        )
        (emissionStart, rateChanges) = (other.emissionStart, other.rateChanges)
    }
}
