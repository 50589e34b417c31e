/// One shape's rows on their way into a canvas's target, top to bottom: as spans that a
/// `SpanPainter` shades, or, for one color swept afresh without a clip mask, painted by the
/// sweep itself as it goes (`ScanlineRasterizer.paintRow`), which gives the same pixels
/// without making the spans.
///
/// Valid while the canvas's state stays as it was when made.
struct ShapeRowPainting {
    private var rows: ShapeRows
    private let derived: UnsafeMutablePointer<CoverageSpan>
    private let painter: SpanPainter
    /// The color (a premultiplied pixel) the sweep paints, when it paints.
    private let sweptColor: UInt32?
    /// The row returned by the last `nextRow()` and not yet painted, when rows come as spans.
    private var pending: (y: Int, spans: UnsafeBufferPointer<CoverageSpan>)?

    /// Paints `rows` with `shader` on `canvas`, with `derived` (the rasterizer's room for a
    /// row of spans) for the spans cut to the clip mask, through `painter` (one of the
    /// canvas's, prepared here; two shapes painted side by side take one each).
    init(
        _ rows: ShapeRows, derived: UnsafeMutablePointer<CoverageSpan>, shader: Shader, painter: SpanPainter,
        on canvas: Canvas
    ) {
        self.rows = rows
        self.derived = derived
        painter.reset(canvas: canvas, shader: shader)
        self.painter = painter
        if rows.sweepsAfresh, canvas.state.mask == nil, case .solid(let color) = shader {
            sweptColor = color
        } else {
            sweptColor = nil
        }
    }

    /// The row that `paintRow` paints next, or nil after the shape's last.
    mutating func nextRow() -> Int? {
        if sweptColor != nil { return rows.rowToPaint() }
        if pending == nil { pending = rows.next() }
        return pending?.y
    }

    /// Paints the row the last `nextRow()` returned.
    mutating func paintRow(on canvas: Canvas) {
        if let color = sweptColor {
            guard let y = rows.rowToPaint() else { return }
            canvas.prepareToDraw(row: y)
            rows.paintRow(into: canvas.buffer.row(y), color: color, alpha: painter.alpha)
            return
        }
        guard let row = pending else { return }
        pending = nil
        canvas.paint(row: row.y, spans: row.spans, with: painter, derived: derived)
    }
}
