extension Canvas {
    /// Fills `path` (in user space) with `paint` under the current transform, clip and
    /// opacity, anti-aliasing its edges by exact area coverage.
    ///
    /// Every subpath is closed for filling. Segments with non-finite coordinates are skipped,
    /// and a path that covers no pixel inside the clip draws nothing.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        guard state.alpha > 0, !state.clip.isEmpty else { return }
        fillPath(path, shader: Shader(paint, userToDevice: state.transform), rule: rule)
    }

    /// Strokes `path` (in user space) with `paint`: the pen is `style.width` wide in user
    /// space, so the current transform scales, skews and rotates it too.
    ///
    /// Draws nothing when the width is not positive and finite or the transform collapses.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard state.alpha > 0, !state.clip.isEmpty else { return }
        let stretch = state.transform.largestStretch
        guard stretch > 0, stretch.isFinite else { return }
        let outline = Stroker.outline(
            of: path, style: style, tolerance: Path.flatteningTolerance / stretch)
        fillPath(outline, shader: Shader(paint, userToDevice: state.transform), rule: .nonZero)
    }

    /// Rasterizes `path` under the current transform and shades its coverage, intersected
    /// with the clip mask when there is one.
    func fillPath(_ path: Path, shader: Shader, rule: FillRule) {
        let raster = rasterizer
        raster.reset(clip: state.clip)
        raster.add(path, transform: state.transform)
        guard !raster.isEmpty else { return }
        let mask = state.mask
        let painter = SpanPainter(canvas: self, shader: shader)
        raster.sweep(rule: rule) { y, spans in
            guard let mask else {
                painter.paint(row: y, spans: spans)
                return
            }
            let clipSpans = mask.row(y)
            guard !clipSpans.isEmpty else { return }
            let out = raster.derivedSpans
            let n = CoverageSpan.intersect(spans, clipSpans, into: out, values: coverage)
            painter.paint(row: y, spans: UnsafeBufferPointer(start: out, count: n))
        }
    }
}
