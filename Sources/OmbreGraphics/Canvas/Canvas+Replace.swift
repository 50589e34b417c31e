extension Canvas {
    /// Sets the pixels `path` covers to `color`, as Core Graphics' copy blend mode does: each
    /// pixel becomes coverage × opacity × `color` plus (1 − coverage) × its old value, so a
    /// fully covered pixel takes the color (even a translucent or clear one) whatever it held.
    ///
    /// `path` is in user space, under the current transform and clip.
    public func fill(_ path: Path, replacingWith color: Color, rule: FillRule = .nonZero) {
        guard !state.clip.isEmpty else { return }
        let source = color.pixel
        let alpha = state.alpha
        fillPendingBackground()
        var rows = rows(of: path, rule: rule, using: rasterizer)
        let derived = rasterizer.derivedSpans
        while let row = rows.next() {
            guard let spans = masked(row.spans, row: row.y, into: derived) else { continue }
            let line = buffer.row(row.y)
            for span in spans {
                let x = Int(span.x)
                for i in 0..<Int(span.count) {
                    let c = span.values.map { UInt32($0[i]) } ?? UInt32(span.alpha)
                    line[x + i] = Blend.replace(line[x + i], with: source, coverage: c, alpha: alpha)
                }
            }
        }
    }
}
