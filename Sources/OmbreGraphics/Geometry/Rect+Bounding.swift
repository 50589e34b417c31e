extension Rect {
    /// The smallest rectangle holding `points`.
    /// - Precondition: `points` is not empty.
    package init(bounding points: [Point]) {
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        self.init(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The four corners, clockwise from the top left (y down).
    package var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }
}
