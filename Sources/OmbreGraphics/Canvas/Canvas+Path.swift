extension Canvas {
    /// Fills `path` (in user space) with `paint` under the current transform, clip and
    /// opacity, anti-aliasing its edges by exact area coverage.
    ///
    /// Every subpath is closed for filling. Segments with non-finite coordinates are skipped,
    /// and a path that covers no pixel inside the clip draws nothing.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        guard state.alpha > 0, !state.clip.isEmpty else { return }
        fillPath(path, shader: shaders.shader(for: paint, transform: state.transform), rule: rule)
    }

    /// Strokes `path` (in user space) with `paint`: the pen is `style.width` wide in user
    /// space, so the current transform scales, skews and rotates it too.
    ///
    /// Draws nothing when the width is not positive and finite or the transform collapses.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard state.alpha > 0, !state.clip.isEmpty, let outline = strokeOutline(of: path, style: style) else {
            return
        }
        fillPath(outline, shader: shaders.shader(for: paint, transform: state.transform), rule: .nonZero)
    }

    /// Fills `path` with `fill`, then strokes it with `stroke`: the same pixels as `fill`
    /// followed by `stroke`, in one pass over the rows, so that each row is still in the
    /// cache when the stroke reaches it.
    ///
    /// A stroke style that draws nothing (see `stroke`) leaves just the fill.
    public func fill(
        _ path: Path, with fill: Paint, rule: FillRule = .nonZero, thenStrokeWith stroke: Paint, style: StrokeStyle
    ) {
        guard state.alpha > 0, !state.clip.isEmpty else { return }
        guard let outline = strokeOutline(of: path, style: style) else {
            self.fill(path, with: fill, rule: rule)
            return
        }
        fillPair(path, with: fill, rule: rule, then: outline, with: stroke)
    }

    /// Fills `path` with `fill`, then `second` with `secondPaint` by the nonzero rule: the same
    /// pixels as the two fills one after the other, in one pass over the rows (see
    /// `fill(_:with:rule:thenStrokeWith:style:)`). A shape clipped geometrically draws its fill
    /// and its clipped stroke outline (`strokeOutline(of:style:)`) this way.
    package func fill(
        _ path: Path, with fill: Paint, rule: FillRule = .nonZero, thenFill second: Path, with secondPaint: Paint
    ) {
        guard state.alpha > 0, !state.clip.isEmpty else { return }
        fillPair(path, with: fill, rule: rule, then: second, with: secondPaint)
    }

    /// Paints `path`'s coverage with `fill` and `second`'s (nonzero) with `secondPaint`, row by
    /// row, each row's first shape before its second.
    private func fillPair(_ path: Path, with fill: Paint, rule: FillRule, then second: Path, with secondPaint: Paint) {
        defer { releasePainters() }
        var first = ShapeRowPainting(
            rows(of: path, rule: rule, using: rasterizer), derived: rasterizer.derivedSpans,
            shader: shaders.shader(for: fill, transform: state.transform), painter: painters.0, on: self)
        var then = ShapeRowPainting(
            rows(of: second, rule: .nonZero, using: secondRasterizer), derived: secondRasterizer.derivedSpans,
            shader: shaders.shader(for: secondPaint, transform: state.transform), painter: painters.1, on: self)
        var firstY = first.nextRow()
        var thenY = then.nextRow()
        while firstY != nil || thenY != nil {
            // Each row gets its fill before its stroke, and the fill of the row below before
            // that: the stroke reads the pixels the fill has just written, and reads of stores
            // still on their way to the cache waited for them.
            if let y = firstY, thenY.map({ y <= $0 + 1 }) ?? true {
                first.paintRow(on: self)
                firstY = first.nextRow()
            } else {
                then.paintRow(on: self)
                thenY = then.nextRow()
            }
        }
    }

    /// The outline that stroking `path` with `style` fills under the current transform, or nil
    /// when the stroke draws nothing; the last outline is kept, so a shape stroked every frame
    /// is outlined once.
    package func strokeOutline(of path: Path, style: StrokeStyle) -> Path? {
        let stretch = state.transform.largestStretch
        guard stretch > 0, stretch.isFinite else { return nil }
        let tolerance = Path.flatteningTolerance / stretch
        if let cached = lastStroke, cached.tolerance == tolerance, cached.style == style, cached.path == path {
            if !cached.path.sharesElements(with: path) {
                // An equal path remade in its own memory takes the cached one's place, so the
                // other strips of the frame find it without comparing element by element.
                lastStroke = StrokedPath(path: path, style: style, tolerance: tolerance, outline: cached.outline)
            }
            return cached.outline
        }
        let outline = Stroker.outline(of: path, style: style, tolerance: tolerance)
        lastStroke = StrokedPath(path: path, style: style, tolerance: tolerance, outline: outline)
        return outline
    }

    /// Rasterizes `path` under the current transform and shades its coverage, intersected
    /// with the clip mask when there is one.
    func fillPath(_ path: Path, shader: Shader, rule: FillRule) {
        defer { releasePainters() }
        var painting = ShapeRowPainting(
            rows(of: path, rule: rule, using: rasterizer), derived: rasterizer.derivedSpans, shader: shader,
            painter: painters.0, on: self)
        while painting.nextRow() != nil {
            painting.paintRow(on: self)
        }
    }

    private func releasePainters() {
        painters.0.release()
        painters.1.release()
    }

    /// The coverage rows of `path` under the current transform within the clip box, swept by
    /// `raster` or replayed when the same shape was drawn before (see `CoverageCache`).
    ///
    /// Under a clip mask that lies in a pie wedge (`ClipSector`), a shape new to the canvas has
    /// what lies well outside the wedge cut short first: every pixel the mask keeps is covered
    /// as before, to the bit, and less is swept. A shape drawn again is swept whole, so that
    /// its coverage is recorded and replayed under any clip.
    func rows(of path: Path, rule: FillRule, using raster: ScanlineRasterizer) -> ShapeRows {
        let bounds = IntRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
        let (transform, tolerance) = (state.transform, state.flatness)
        let edges: ShapeEdges
        if let kept = edgeCache.cachedEdges(of: path, transform: transform, tolerance: tolerance, within: bounds) {
            edges = kept
        } else if state.mask != nil, cutsToClipSectors, let sector = state.sector,
            !sectorCuts.contains(path, transform: transform)
        {
            // New to the canvas, and not cut lately: drawn once, as far as anyone knows.
            sectorCuts.remember(path, transform: transform)
            let lines = PathPolylines(path, filledUnder: transform, tolerance: tolerance).polylines
            let cut = edgeCache.edges(ofPolygons: lines.compactMap { sector.cut($0.points) }, within: bounds)
            return ShapeRows(cut, rule: rule, box: state.clip, plan: .sweep, raster: raster, mask: state.mask)
        } else {
            edges = edgeCache.newEdges(of: path, transform: transform, tolerance: tolerance, within: bounds)
        }
        let plan: CoverageCache.Plan =
            edges.edges.isEmpty
            ? .sweep : coverageCache.plan(shape: edges.id, rule: rule, box: state.clip, whole: bounds)
        return ShapeRows(edges, rule: rule, box: state.clip, plan: plan, raster: raster, mask: state.mask)
    }

    /// Paints one row of a shape's spans, intersected with the clip mask when there is one
    /// (the intersection goes to `derived`, room for a row of spans).
    @inline(__always)
    func paint(
        row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, with painter: SpanPainter,
        derived: UnsafeMutablePointer<CoverageSpan>
    ) {
        guard let spans = masked(spans, row: y, into: derived) else { return }
        if pendingBackground != nil {
            if painter.writesBackground, let background = takeBackground(row: y) {
                painter.paint(row: y, spans: spans, over: background.pixel, from: background.minX, to: background.maxX)
                return
            }
            prepareToDraw(row: y)
        }
        painter.paint(row: y, spans: spans)
    }

    /// Row `y`'s `spans` cut to the clip mask when there is one (the cut spans go to
    /// `derived`, room for a row of spans); nil when the mask leaves nothing of the row.
    @inline(__always)
    func masked(
        _ spans: UnsafeBufferPointer<CoverageSpan>, row y: Int, into derived: UnsafeMutablePointer<CoverageSpan>
    ) -> UnsafeBufferPointer<CoverageSpan>? {
        guard let mask = state.mask else { return spans }
        let clipSpans = mask.row(y)
        guard !clipSpans.isEmpty else { return nil }
        if let first = spans.first, let last = spans.last,
            clipSpans.contains(where: { $0.values == nil && $0.alpha == 255 && $0.x <= first.x && $0.end >= last.end })
        {
            // Wholly inside one fully covered run of the clip: the intersection is the spans
            // themselves, so they are used where they lie rather than copied.
            return spans
        }
        let n = CoverageSpan.intersect(spans, clipSpans, into: derived, values: coverage)
        return UnsafeBufferPointer(start: derived, count: n)
    }
}

/// A stroke's outline with what it was made from.
struct StrokedPath {
    let path: Path
    let style: StrokeStyle
    let tolerance: Double
    let outline: Path
}
