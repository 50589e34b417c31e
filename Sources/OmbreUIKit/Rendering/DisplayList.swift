import OmbreGraphics

/// What a layer's `draw(in:)` drew, kept as vector operations in the layer's own coordinates
/// and replayed into every strip of every frame until the layer needs display again, as a
/// device keeps a layer's backing store.
///
/// Recording in points and replaying under the frame's scale gives the pixels a device's
/// backing store at that scale has.
struct DisplayList: Equatable {
    var operations: [DrawOperation] = []

    var isEmpty: Bool { operations.isEmpty }
}

/// One recorded drawing step. Fills and clips hold paths in the layer's coordinates; strokes
/// and paints hold their user space's transform, because a pen's width and a gradient's
/// geometry live in the space they were drawn in.
enum DrawOperation: Equatable {
    case save
    case restore
    /// Cuts the curves drawn until the matching restore into chords within this many device
    /// pixels of them (see `Canvas.setFlatness(_:)`).
    case flatness(Double)
    /// Intersects the clip with `path` filled under `rule`.
    case clip(Path, FillRule)
    /// Cuts what is drawn until the matching restore by the alpha of `mask`, drawn inside
    /// `path` (nothing outside it is drawn).
    case clipToMask(Path, ImagePattern)
    case fill(Path, Paint, FillRule, alpha: Double)
    case stroke(Path, Paint, StrokeStyle, transform: AffineTransform, alpha: Double)
    /// A fill and then a stroke of the same path, drawn in one pass (see `fused()`).
    case fillThenStroke(Path, Paint, FillRule, stroke: Paint, StrokeStyle, alpha: Double)
    /// Paints everything inside the clip with `paint` in the user space of `transform`.
    case paint(Paint, transform: AffineTransform, alpha: Double)
    /// Sets what `path` covers to the color, in Core Graphics' copy blend mode.
    case replace(Path, Color, alpha: Double)
    /// Draws `operations` over the shadow they cast.
    indirect case shadowed(DrawShadow, [DrawOperation])
    /// Draws `operations` into a transparency layer composited with `alpha`.
    indirect case group([DrawOperation], alpha: Double)
    /// Draws `operations` blended onto what lies below by `mode` (a blend mode other than
    /// the normal, copy and clear ones).
    indirect case blended([DrawOperation], BlendMode)
}

/// A shadow set with `CGContext.setShadow`: what is drawn casts it.
struct DrawShadow: Equatable {
    /// In the layer's coordinates (points), whatever the transform when it was set.
    var offset: Point
    /// Core Graphics' blur, in points: twice the Gaussian's standard deviation.
    var blur: Double
    var color: Color
}

extension DisplayList {
    /// Draws the operations into `canvas`, whose current user space is the layer's;
    /// `deviceBounds` holds the layer's bounds, all that its drawing may cover. `canvas` is
    /// what lies below, unless it is `ownBackingStore` (a bitmap context's pixels).
    func replay(into canvas: Canvas, deviceBounds: IntRect, ownBackingStore: Bool = false) {
        guard !ownBackingStore, Self.copiesTranslucently(operations) else {
            return Self.replay(operations, into: canvas, deviceBounds: deviceBounds)
        }
        // A copy sets pixels of the layer's own backing store, which starts transparent and
        // then goes over what lies below: it must not reach the layers below.
        canvas.withTransparencyLayer(alpha: 1, deviceBounds: canvas.deviceClip) {
            Self.replay(operations, into: $0, deviceBounds: deviceBounds)
        }
    }

    /// Whether a copy leaves anything less than opaque: an opaque one gives the same pixels
    /// drawn over what lies below, with no backing store of its own.
    private static func copiesTranslucently(_ operations: [DrawOperation]) -> Bool {
        operations.contains { operation in
            switch operation {
            case .replace(_, let color, let alpha): color.alpha < 1 || alpha < 1
            case .shadowed(_, let inner), .group(let inner, _), .blended(let inner, _): copiesTranslucently(inner)
            default: false
            }
        }
    }

    private static func replay(_ operations: [DrawOperation], into canvas: Canvas, deviceBounds: IntRect) {
        var depth = 0
        var index = 0
        while index < operations.count {
            let operation = operations[index]
            index += 1
            switch operation {
            case .save:
                canvas.save()
                depth += 1
            case .restore:
                guard depth > 0 else { continue }
                canvas.restore()
                depth -= 1
            case .flatness(let tolerance):
                canvas.setFlatness(tolerance)
            case .clip(let path, let rule):
                canvas.clip(to: path, rule: rule)
            case .clipToMask(let path, let mask):
                let end = Self.matchingRestore(in: operations, from: index)
                let masked = Array(operations[index..<end])
                canvas.withMaskedLayer(alpha: 1, deviceBounds: deviceBounds) {
                    replay(masked, into: $0, deviceBounds: deviceBounds)
                } mask: {
                    $0.fill(path, with: .image(mask), rule: .nonZero)
                }
                index = end
            case .fill(let path, let paint, let rule, let alpha):
                withAlpha(alpha, canvas) { canvas.fill(path, with: paint, rule: rule) }
            case .fillThenStroke(let path, let fill, let rule, let stroke, let style, let alpha):
                withAlpha(alpha, canvas) {
                    canvas.fill(path, with: fill, rule: rule, thenStrokeWith: stroke, style: style)
                }
            case .stroke(let path, let paint, let style, let transform, let alpha):
                canvas.save()
                canvas.concatenate(transform)
                canvas.multiplyAlpha(alpha)
                canvas.stroke(path, with: paint, style: style)
                canvas.restore()
            case .replace(let path, let color, let alpha):
                withAlpha(alpha, canvas) { canvas.fill(path, replacingWith: color) }
            case .shadowed(let shadow, let inner):
                let t = canvas.transform
                canvas.withShadow(
                    color: shadow.color, offset: shadow.offset.applyingAsVector(t),
                    sigma: shadow.blur / 2 * t.largestStretch, shape: nil,
                    deviceBounds: deviceBounds
                ) { replay(inner, into: $0, deviceBounds: deviceBounds) }
            case .group(let inner, let alpha):
                canvas.withTransparencyLayer(alpha: alpha, deviceBounds: deviceBounds) {
                    replay(inner, into: $0, deviceBounds: deviceBounds)
                }
            case .blended(let inner, let mode):
                canvas.withTransparencyLayer(alpha: 1, blendMode: mode, deviceBounds: deviceBounds) {
                    replay(inner, into: $0, deviceBounds: deviceBounds)
                }
            case .paint(let paint, let transform, let alpha):
                canvas.save()
                canvas.concatenate(transform)
                canvas.multiplyAlpha(alpha)
                if let cover = Self.userBox(of: canvas.deviceClip, under: canvas.transform) {
                    canvas.fill(cover, with: paint)
                }
                canvas.restore()
            }
        }
        for _ in 0..<depth { canvas.restore() }
    }

    /// The index of the restore that ends the graphics state current at `start`, or the end.
    private static func matchingRestore(in operations: [DrawOperation], from start: Int) -> Int {
        var depth = 0
        for i in start..<operations.count {
            switch operations[i] {
            case .save: depth += 1
            case .restore:
                if depth == 0 { return i }
                depth -= 1
            default: break
            }
        }
        return operations.count
    }

    private static func withAlpha(_ alpha: Double, _ canvas: Canvas, _ body: () -> Void) {
        guard alpha < 1 else { return body() }
        canvas.save()
        canvas.multiplyAlpha(alpha)
        body()
        canvas.restore()
    }

    /// The user-space box that covers the device pixels of `clip`, a pixel larger on each side.
    static func userBox(of clip: IntRect, under transform: AffineTransform) -> Rect? {
        guard !clip.isEmpty, let inverse = transform.inverted() else { return nil }
        let corners = [
            Point(x: Double(clip.minX - 1), y: Double(clip.minY - 1)),
            Point(x: Double(clip.maxX + 1), y: Double(clip.minY - 1)),
            Point(x: Double(clip.maxX + 1), y: Double(clip.maxY + 1)),
            Point(x: Double(clip.minX - 1), y: Double(clip.maxY + 1)),
        ].map { $0.applying(inverse) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
