import Foundation
import OmbreGraphics

/// A view that lays its visible subviews out in a grid whose shape follows its own size.
///
/// Unless `columns` fixes it, the number of columns is chosen so that cells come out closest
/// to square, so the same grid reads as a row on a wide window and as a column on a tall one.
/// Cells share the space left after padding and spacing equally, with edges on whole pixels.
public final class GridView: View {
    /// Points between cells, across and down.
    public var spacing: Double { didSet { setNeedsLayout() } }
    /// Points between the grid's edges and its cells.
    public var padding: Double { didSet { setNeedsLayout() } }
    /// A fixed number of columns, or nil to choose it from the grid's size.
    public var columns: Int? { didSet { setNeedsLayout() } }

    /// A grid at `frame`; without `columns` it picks the count that keeps cells closest to square.
    public init(frame: Rect = .zero, spacing: Double = 0, padding: Double = 0, columns: Int? = nil) {
        self.spacing = spacing
        self.padding = padding
        self.columns = columns
        super.init(frame: frame)
    }

    /// The number of columns for `count` cells in `size`: fixed, or the one whose cells are
    /// closest to square, with empty cells in the last row counting against a choice.
    public func columnCount(for count: Int, in size: Size) -> Int {
        guard count > 0 else { return 1 }
        if let columns { return min(max(columns, 1), count) }
        var best = 1
        var bestScore = Double.infinity
        for c in 1...count {
            let r = (count + c - 1) / c
            let w = (size.width - spacing * Double(c - 1)) / Double(c)
            let h = (size.height - spacing * Double(r - 1)) / Double(r)
            guard w > 0, h > 0 else { continue }
            let empty = Double(r * c - count) / Double(count)
            let score = (w / h).distanceFromSquare + empty
            if score < bestScore {
                bestScore = score
                best = c
            }
        }
        return best
    }

    public override func layoutSubviews() {
        let visible = subviews.filter { !$0.isHidden }
        guard !visible.isEmpty else { return }
        let inner = bounds.insetBy(padding)
        let c = columnCount(for: visible.count, in: inner.size)
        let r = (visible.count + c - 1) / c
        let cellW = max(0, (inner.width - spacing * Double(c - 1)) / Double(c))
        let cellH = max(0, (inner.height - spacing * Double(r - 1)) / Double(r))
        for (i, child) in visible.enumerated() {
            let col = Double(i % c)
            let row = Double(i / c)
            let x0 = (inner.minX + col * (cellW + spacing)).rounded()
            let x1 = max(x0, (inner.minX + col * (cellW + spacing) + cellW).rounded())
            let y0 = (inner.minY + row * (cellH + spacing)).rounded()
            let y1 = max(y0, (inner.minY + row * (cellH + spacing) + cellH).rounded())
            child.setFrame(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), resetsLayoutBase: false)
        }
    }
}

extension Double {
    /// How far an aspect ratio is from square, the same for a ratio and its inverse.
    fileprivate var distanceFromSquare: Double { Swift.abs(log2(self)) }
}
