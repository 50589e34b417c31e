import OmbreGraphics
import Testing

@testable import OmbreViews

@Suite struct GridViewTests {
    private func grid(count: Int, size: Size, spacing: Double = 0, columns: Int? = nil) -> GridView {
        let g = GridView(frame: Rect(origin: .zero, size: size), spacing: spacing, columns: columns)
        for _ in 0..<count { g.addSubview(View()) }
        g.layoutIfNeeded()
        return g
    }

    @Test(arguments: [
        (8, 1600.0, 900.0, 4), (8, 500.0, 900.0, 2), (8, 400.0, 300.0, 3), (8, 3840.0, 2160.0, 4),
        (1, 300.0, 50.0, 1), (6, 1000.0, 100.0, 6),
    ])
    func columnsFollowTheShape(count: Int, width: Double, height: Double, columns: Int) {
        let g = GridView()
        #expect(g.columnCount(for: count, in: Size(width: width, height: height)) == columns)
    }

    @Test func fixedColumnsAreKept() {
        let g = grid(count: 5, size: Size(width: 100, height: 100), columns: 2)
        #expect(g.subviews.map(\.frame.minX) == [0, 50, 0, 50, 0])
        #expect(g.subviews.map(\.frame.minY) == [0, 0, 33, 33, 67])
    }

    @Test(arguments: [(7, 101, 53), (8, 333, 97), (3, 10, 10)])
    func cellsTileWithoutGapsOrOverlaps(count: Int, width: Int, height: Int) {
        let g = grid(count: count, size: Size(width: Double(width), height: Double(height)))
        let c = g.columnCount(for: count, in: g.bounds.size)
        let full = count / c * c
        var covered = 0.0
        for (i, child) in g.subviews.enumerated() where i < full {
            let f = child.frame
            #expect(f.minX == f.minX.rounded() && f.maxY == f.maxY.rounded())
            covered += f.width * f.height
        }
        let rows = (count + c - 1) / c
        let fullRows = full / c
        // The complete rows cover their share of the grid exactly.
        let expected = Double(width) * (Double(height) * Double(fullRows) / Double(rows)).rounded()
        #expect(abs(covered - expected) <= Double(width))
    }
}
