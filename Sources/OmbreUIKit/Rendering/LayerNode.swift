import OmbreGraphics

/// A layer as it appears at one moment, animations applied: what the renderer draws.
///
/// Built once per frame on the thread that runs UIKit code, then only read by the threads
/// that draw the strips of the frame.
struct LayerNode: Equatable {
    /// Maps the layer's coordinates (points) to its superlayer's.
    var toParent: AffineTransform
    var bounds: Rect
    var opacity: Double
    var masksToBounds: Bool
    var cornerRadius: Double
    /// Whether the corners follow Apple's continuous curve rather than circles.
    var continuousCorners: Bool
    var background: Color?
    var borderWidth: Double
    var borderColor: Color?
    var content: LayerContent
    var children: [LayerNode]
    /// The mask layer, in this layer's coordinates; at most one.
    var masks: [LayerNode]
    /// The shadow under the layer, if it casts one.
    var shadow: LayerShadow? = nil
    /// The image a pattern background color repeats from the bounds' origin; `background` is
    /// then nil, so that nothing takes the layer for one color.
    var backgroundPattern: ColorPattern? = nil
}

/// A layer's shadow as it appears at one moment.
struct LayerShadow: Equatable {
    /// The color with the shadow's opacity in its alpha.
    var color: Color
    /// In the superlayer's coordinates (points).
    var offset: Point
    /// The Gaussian's standard deviation, in points.
    var radius: Double
    /// The casting shape in the layer's coordinates, or nil for the layer's drawing.
    var path: Path?
}

/// What a layer itself draws between its background and its sublayers.
enum LayerContent: Equatable {
    case none
    /// A recorded `draw(in:)`, drawn at `drawnBounds` and fitted to the current bounds by `fit`.
    case drawing(DisplayList, fit: AffineTransform)
    case gradient(Gradient, dither: Bool)
    case shape(ShapeContent)
}

/// A shape layer's fill and stroke.
struct ShapeContent: Equatable {
    var fill: Path?
    var fillColor: Color?
    var rule: FillRule
    var stroke: Path?
    var strokeColor: Color?
    var style: StrokeStyle
}

extension LayerNode {
    /// Whether the layer's background alone paints every point of `rect` (in its superlayer's
    /// coordinates) opaquely, so that nothing below it shows there.
    func coversOpaquely(_ rect: Rect) -> Bool {
        guard opacity >= 1, masks.isEmpty, cornerRadius <= 0, let background, background.alpha >= 1,
            toParent.b == 0, toParent.c == 0
        else { return false }
        let box = bounds.boundingBox(under: toParent)
        return box.minX <= rect.minX && box.minY <= rect.minY && box.maxX >= rect.maxX && box.maxY >= rect.maxY
    }
}
