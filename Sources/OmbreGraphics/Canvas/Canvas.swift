/// Draws into a pixel buffer with a current transform, clip and opacity, like a Core Graphics
/// context; `save` and `restore` bracket changes to them.
///
/// One canvas belongs to one thread. Several canvases may draw into disjoint `limit`
/// rectangles of the same buffer at once (that is how rendering is split across threads).
public final class Canvas {
    /// The state that `save` and `restore` keep.
    package struct State {
        /// User space to device pixels.
        var transform: AffineTransform = .identity
        /// Device pixels that may be touched.
        var clip: IntRect
        /// Opacity applied to everything drawn, 0...255.
        var alpha: UInt32 = 255
        /// The coverage of the clip paths within `clip`; nil when `clip` alone limits drawing.
        var mask: ClipMask?
        /// How far, in device pixels, the chords that stand for curves may stray from them.
        var flatness = Path.flatteningTolerance
        /// When `mask` is one axis-aligned rectangle, that rectangle in device pixels:
        /// rectangles filled inside it are cut to it exactly instead of by `mask`.
        var maskRect: Rect?
        /// A pie wedge that `mask` lies in, when a clip path was one (see `ClipSector`).
        var sector: ClipSector?
    }

    /// The pixels drawn into, with every row of a background set by `clearLater(to:)` written.
    public var target: PixelBuffer {
        fillPendingBackground()
        return buffer
    }
    /// The pixels drawn into, as they are: rows a pending background waits for hold old pixels.
    private(set) var buffer: PixelBuffer
    /// The background `clearLater(to:)` set, the box it covers, and for each row of the box
    /// whether it still waits for it; nil when no row does. Read for every row a shape paints,
    /// so, like `state`, left without run-time exclusivity checks.
    @exclusivity(unchecked) var pendingBackground: (pixel: UInt32, box: IntRect)?
    @exclusivity(unchecked) var rowsWaiting: [UInt64] = []
    // `state` and `coverage` are read for every row a shape paints and never changed while a
    // shape is drawn (one canvas belongs to one thread), so their run-time exclusivity checks
    // are left out.
    @exclusivity(unchecked) package var state: State
    private var stack: [State] = []
    /// One row of shaded pixels waiting to be composited.
    private(set) var scratch: UnsafeMutablePointer<UInt32>
    /// One row of coverage values.
    @exclusivity(unchecked) private(set) var coverage: UnsafeMutablePointer<UInt8>
    /// How many pixels `scratch` and `coverage` hold.
    private var rowCapacity: Int
    /// Path rasterization buffers, kept between draws.
    lazy var rasterizer = ScanlineRasterizer()
    /// A second set, for a shape swept side by side with the first (a fill and its stroke).
    lazy var secondRasterizer = ScanlineRasterizer()
    /// The device edges of recent paths, found again when the same path is drawn in the next
    /// strip or frame.
    lazy var edgeCache = EdgeCache()
    /// The coverage of shapes drawn again unchanged, replayed instead of swept.
    lazy var coverageCache = CoverageCache()
    /// The painters of a shape and of the stroke swept beside it, kept between draws.
    lazy var painters = (SpanPainter(canvas: self, shader: .solid(0)), SpanPainter(canvas: self, shader: .solid(0)))

    /// Makes every shape drawn from now on new to the canvas, as if each had moved: its stroke
    /// outline and edges are made and swept again (within one frame, strips still share them),
    /// and no coverage recorded before is replayed. For measuring the cost of shapes that change
    /// every frame.
    package func forgetShapes() {
        edgeCache.forgetAll()
        lastStroke = nil
        sectorCuts.forgetAll()
        keptClipMask = nil
    }

    /// The paths lately cut to a clip sector rather than swept whole (see `rows(of:rule:using:)`).
    var sectorCuts = SectorCuts()
    /// Whether new shapes under a clip sector are cut to it before they are swept; tests turn
    /// it off to compare the pixels.
    var cutsToClipSectors = true
    /// The last stroke outline made, reused while the same path is stroked the same way.
    var lastStroke: StrokedPath?
    /// Clip masks, rebuilt once no state refers to them.
    var masks: [ClipMask] = []
    /// The last mask a clip path made over no mask, taken again for the same clip (it is not
    /// rebuilt while kept here).
    var keptClipMask: KeptClipMask?
    /// Shaders made recently, reused while the same paint is drawn under the same transform.
    var shaders = ShaderCache()
    /// Memory and canvas for transparency layers, kept for the next one.
    var layerMemory: PixelBuffer?
    var layerCanvas: Canvas?

    /// A canvas over `target` that may only touch `limit` (default: all of it).
    public init(target: PixelBuffer, limit: IntRect? = nil) {
        buffer = target
        let all = IntRect(minX: 0, minY: 0, maxX: target.width, maxY: target.height)
        state = State(clip: limit.map { $0.intersection(all) } ?? all)
        rowCapacity = max(target.width, 1) + 8
        scratch = .allocate(capacity: rowCapacity)
        coverage = .allocate(capacity: rowCapacity)
    }

    /// Starts over on `target` within `limit`, as a new canvas would, keeping the buffers
    /// (rows, rasterizers, the last stroke outline) so that drawing frame after frame
    /// allocates nothing.
    package func reset(target: PixelBuffer, limit: IntRect) {
        fillPendingBackground()
        buffer = target
        let all = IntRect(minX: 0, minY: 0, maxX: target.width, maxY: target.height)
        state = State(clip: limit.intersection(all))
        stack.removeAll(keepingCapacity: true)
        if target.width + 8 > rowCapacity {
            scratch.deallocate()
            coverage.deallocate()
            rowCapacity = target.width + 8
            scratch = .allocate(capacity: rowCapacity)
            coverage = .allocate(capacity: rowCapacity)
        }
    }

    deinit {
        scratch.deallocate()
        coverage.deallocate()
    }

    /// Pushes the current transform, clip and opacity, to be brought back by `restore()`.
    public func save() { stack.append(state) }

    /// Returns to the state of the matching `save`; an unmatched call does nothing.
    public func restore() {
        if let last = stack.popLast() { state = last }
    }

    /// The current user-to-device transform.
    public var transform: AffineTransform { state.transform }

    /// Applies `t` to user space before the current transform.
    public func concatenate(_ t: AffineTransform) {
        state.transform = t.concatenating(state.transform)
    }

    /// Moves user space by (`x`, `y`).
    public func translate(x: Double, y: Double) { concatenate(AffineTransform(translationX: x, y: y)) }

    /// Multiplies the opacity of everything drawn from now on by `alpha` (0...1).
    public func multiplyAlpha(_ alpha: Double) {
        let a = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
        state.alpha = UInt32((Double(state.alpha) * a).rounded())
    }

    /// The device pixels that may still be drawn.
    public var deviceClip: IntRect { state.clip }

    /// Fills every pixel that may be drawn with `pixel`, ignoring opacity and transform.
    public func clear(to pixel: UInt32) {
        let c = state.clip
        guard !c.isEmpty else { return }
        if let pending = pendingBackground, pending.box == c {
            // The rows still waiting wait for the new pixel instead.
            pendingBackground = (pixel, c)
            for y in c.minY..<c.maxY where !isWaiting(y - c.minY) {
                WideKernels.fill(buffer.row(y) + c.minX, count: c.width, with: pixel)
            }
            return
        }
        fillPendingBackground()
        if c.minX == 0, c.width == buffer.stride {
            // Whole rows lie back to back: one fill, not one a row (a frame's clear), long
            // enough for the fill to ask for its pages ahead.
            WideKernels.fill(buffer.row(c.minY), count: c.width * c.height, with: pixel)
            return
        }
        for y in c.minY..<c.maxY {
            WideKernels.fill(buffer.row(y) + c.minX, count: c.width, with: pixel)
        }
    }

    /// Whether what is drawn lands as painted within `deviceClip`: no clip path cuts it and no
    /// opacity fades it, so a `clear(to:)` there sets what an opaque fill of it would.
    package var drawsUnmasked: Bool { state.mask == nil && state.alpha == 255 }

    /// Fills `rect` (in user space) with `paint`, anti-aliasing its edges by exact area.
    public func fill(_ rect: Rect, with paint: Paint) {
        guard !rect.isEmpty, state.alpha > 0 else { return }
        let t = state.transform
        var device: Rect
        if t.preservesAxes, state.mask == nil || state.maskRect != nil {
            let p0 = rect.origin.applying(t)
            let p1 = Point(x: rect.maxX, y: rect.maxY).applying(t)
            device = Rect(
                x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
            if let cut = state.maskRect {
                // Cut by area, as Core Graphics intersects a rectangle with a rectangular clip: an
                // edge on the clip's edge covers c, not the c² of two coverages multiplied.
                device = device.intersection(cut)
                guard !device.isEmpty else { return }
            }
        } else if state.mask == nil, let box = Self.wholePixelBox(of: rect, under: t) {
            // A quarter turn (cos(.pi / 2) is about 6e-17, not 0) whose corners land on whole
            // pixels covers its box's pixels wholly, as the path would.
            device = Rect(box)
        } else {
            // Turned, skewed or under a clip path: an anti-aliased path does the work.
            fillPath(Path(rect: rect), shader: shaders.shader(for: paint, transform: t), rule: .nonZero)
            return
        }
        fillDeviceRect(device, shader: shaders.shader(for: paint, transform: t))
    }

    /// Fills an axis-aligned device rectangle; each pixel is weighted by its covered area.
    func fillDeviceRect(_ r: Rect, shader: Shader) {
        let box = IntRect(covering: r).intersection(state.clip)
        guard !box.isEmpty else { return }
        fillPendingBackground()
        let direct = shader.isOpaque && state.alpha == 255
        // Run by run (an edge pixel or the interior: pixels sharing one horizontal coverage),
        // each found once and then drawn in every row; each pixel is written once either way.
        var x = box.minX
        while x < box.maxX {
            let cx = overlap(Double(x), r.minX, r.maxX)
            var end = x + 1
            if cx >= 1 {
                let interiorEnd = min(box.maxX, Int(saturating: r.maxX.rounded(.down)))
                end = max(end, interiorEnd)
            }
            let count = end - x
            for y in box.minY..<box.maxY {
                let cy = overlap(Double(y), r.minY, r.maxY)
                let weight = UInt32((cx * cy * Double(state.alpha)).rounded())
                let row = buffer.row(y)
                if direct && weight == 255 {
                    shader.shade(y: y, x: x, count: count, into: row + x)
                } else if weight > 0 {
                    shader.shade(y: y, x: x, count: count, into: scratch)
                    Blend.over(scratch, onto: row + x, count: count, weight: weight)
                }
            }
            x = end
        }
    }

    /// How much of the unit interval [p, p + 1] lies within [lo, hi].
    private func overlap(_ p: Double, _ lo: Double, _ hi: Double) -> Double {
        max(0, min(p + 1, hi) - max(p, lo))
    }
}
