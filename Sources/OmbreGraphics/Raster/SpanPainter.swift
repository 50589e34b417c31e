internal import COmbreSIMD

/// Shades rows of coverage spans into a canvas's target with its current opacity.
///
/// When nothing shows through fully covered pixels, spans are shaded straight into the target
/// a group at a time (`ombre_span_group_end`: spans less than `OMBRE_SHADED_GAP` pixels apart,
/// which says why), with one shader call: the old pixels under the group's partly covered
/// spans and in its gaps are kept first, then put back or blended back. Otherwise spans that
/// touch end to end form a segment, shaded into the scratch row and composited.
final class SpanPainter {
    @exclusivity(unchecked) private(set) var target: PixelBuffer
    @exclusivity(unchecked) private(set) var scratch: UnsafeMutablePointer<UInt32>
    @exclusivity(unchecked) private(set) var shader: Shader
    @exclusivity(unchecked) private(set) var alpha: UInt32 = 255
    /// True when a fully covered pixel simply takes the shaded value.
    @exclusivity(unchecked) private(set) var replaces = false
    /// True when rows of spans are blended by `WideKernels` (the same pixels).
    @exclusivity(unchecked) private(set) var wide = false
    /// The shader's plan when whole rows go to C (`ombre_paint_planned_avx512`): a planned
    /// radial gradient shaded in place with the AVX-512 kernels.
    @exclusivity(unchecked) private(set) var plan: UnsafePointer<ombre_radial_plan>?

    /// A painter of `shader` on `canvas` (see `reset`).
    init(canvas: Canvas, shader: Shader, wide: WideKernels.Level = WideKernels.best) {
        target = canvas.buffer
        scratch = canvas.scratch
        self.shader = shader
        reset(canvas: canvas, shader: shader, wide: wide)
    }

    /// Makes this painter paint `shader` on `canvas` with its current opacity, as a new one
    /// would; a canvas keeps its painters so that drawing allocates nothing.
    func reset(canvas: Canvas, shader: Shader, wide: WideKernels.Level = WideKernels.best) {
        // Not `target`, which would write a pending background: the canvas has each row
        // written before this paints it, or has this write it (`paint(row:spans:over:)`).
        target = canvas.buffer
        scratch = canvas.scratch
        self.shader = shader
        alpha = canvas.state.alpha
        replaces = shader.isOpaque && alpha == 255
        self.wide = wide >= .avx512 && WideKernels.best >= wide
        if self.wide, replaces, case .gradient(let g) = shader, g.plan.pointee.level >= 2 {
            plan = UnsafePointer(g.plan)
        } else {
            plan = nil
        }
    }

    /// Lets go of the shader and the target once a draw is done, so that the shader cache
    /// finds the shader free to prepare again and a frame's pixels are not kept alive.
    func release() {
        shader = .solid(0)
        plan = nil
        target = Self.nothing
    }

    /// The target of a painter between draws.
    private static let nothing = PixelBuffer(width: 1, height: 1)

    /// Whether `paint(row:spans:over:from:to:)` can paint a row the background is still to be
    /// written to.
    var writesBackground: Bool { plan != nil }

    /// Paints row `y`, which holds nothing yet, as `paint(row:spans:)` paints it after pixels
    /// `minX ..< maxX` are set to `background`, writing those pixels too. The spans lie within
    /// `minX ..< maxX`; without `writesBackground` the background is written first.
    func paint(
        row y: Int, spans: UnsafeBufferPointer<CoverageSpan>, over background: UInt32, from minX: Int, to maxX: Int
    ) {
        guard let plan else {
            WideKernels.fill(target.row(y) + minX, count: maxX - minX, with: background)
            return paint(row: y, spans: spans)
        }
        ombre_paint_planned_over_avx512(
            plan, y, target.row(y), scratch, Self.cSpans(spans), spans.count, background, minX, maxX)
    }

    func paint(row y: Int, spans: UnsafeBufferPointer<CoverageSpan>) {
        let row = target.row(y)
        if let plan {
            ombre_paint_planned_avx512(plan, y, row, scratch, Self.cSpans(spans), spans.count)
            return
        }
        if case .solid(let color) = shader {
            paintSolid(color, row: row, spans: spans)
            return
        }
        var first = 0
        while first < spans.count {
            if replaces {
                let end = ombre_span_group_end(Self.cSpans(spans), spans.count, first)
                paintInPlace(y: y, row: row, group: UnsafeBufferPointer(rebasing: spans[first..<end]))
                first = end
                continue
            }
            var end = first + 1
            while end < spans.count && spans[end].x == spans[end - 1].end { end += 1 }
            paintComposited(y: y, row: row, segment: UnsafeBufferPointer(rebasing: spans[first..<end]))
            first = end
        }
    }

    /// Shades the group into the row, then puts the old pixels of its gaps back and blends its
    /// partly covered pixels back over the old ones, all kept in the scratch row (at the same
    /// offsets from the group's start).
    private func paintInPlace(y: Int, row: UnsafeMutablePointer<UInt32>, group: UnsafeBufferPointer<CoverageSpan>) {
        let x0 = Int(group[0].x)
        let count = Int(group[group.count - 1].end) - x0
        if wide {
            let spans = Self.cSpans(group)
            ombre_keep_partial_avx512(row, scratch, spans, group.count, x0)
            ombre_copy_gaps(row + x0, scratch, spans, group.count)
            shader.shade(y: y, x: x0, count: count, into: row + x0)
            ombre_copy_gaps(scratch, row + x0, spans, group.count)
            ombre_restore_partial_avx512(row, scratch, spans, group.count, x0)
            return
        }
        for span in group where span.values != nil || span.alpha < 255 {
            let x = Int(span.x)
            PixelCopy.copy(from: row + x, to: scratch + (x - x0), count: Int(span.count))
        }
        ombre_copy_gaps(row + x0, scratch, Self.cSpans(group), group.count)
        shader.shade(y: y, x: x0, count: count, into: row + x0)
        ombre_copy_gaps(scratch, row + x0, Self.cSpans(group), group.count)
        for span in group where span.values != nil || span.alpha < 255 {
            let x = Int(span.x)
            let shaded = row + x
            let old = scratch + (x - x0)
            if let values = span.values {
                Blend.over(shaded, under: old, into: shaded, count: Int(span.count), coverage: values, alpha: 255)
            } else {
                Blend.over(shaded, under: old, into: shaded, count: Int(span.count), weight: UInt32(span.alpha))
            }
        }
    }

    /// Shades the segment into the scratch row and composites it span by span.
    private func paintComposited(
        y: Int, row: UnsafeMutablePointer<UInt32>, segment: UnsafeBufferPointer<CoverageSpan>
    ) {
        let x0 = Int(segment[0].x)
        let count = Int(segment[segment.count - 1].end) - x0
        shader.shade(y: y, x: x0, count: count, into: scratch)
        for span in segment {
            let x = Int(span.x)
            let src = scratch + (x - x0)
            let dst = row + x
            if let values = span.values {
                Blend.over(src, under: dst, into: dst, count: Int(span.count), coverage: values, alpha: alpha)
            } else {
                let weight = Blend.multiply(UInt32(span.alpha), alpha)
                Blend.over(src, onto: dst, count: Int(span.count), weight: weight)
            }
        }
    }

    private func paintSolid(
        _ color: UInt32, row: UnsafeMutablePointer<UInt32>, spans: UnsafeBufferPointer<CoverageSpan>
    ) {
        if wide {
            ombre_paint_solid_avx512(color, row, Self.cSpans(spans), spans.count, alpha)
            return
        }
        for span in spans {
            let x = Int(span.x)
            let count = Int(span.count)
            if let values = span.values {
                Blend.over(color, onto: row + x, count: count, coverage: values, alpha: alpha)
            } else {
                Blend.over(color, onto: row + x, count: count, weight: Blend.multiply(UInt32(span.alpha), alpha))
            }
        }
    }

    /// The spans as the C kernels read them: `CoverageSpan`'s layout is that of `ombre_span`
    /// (tested).
    @inline(__always)
    static func cSpans(_ spans: UnsafeBufferPointer<CoverageSpan>) -> UnsafePointer<ombre_span> {
        UnsafeRawPointer(spans.baseAddress!).assumingMemoryBound(to: ombre_span.self)
    }
}
