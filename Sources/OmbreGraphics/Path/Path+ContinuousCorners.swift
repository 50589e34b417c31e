extension Path {
    /// How far along each side a continuous corner reaches, in corner radii: Core Animation's
    /// `cornerCurveExpansionFactor(.continuous)`, 1.528665.
    package static let continuousCornerReach = 1.528_664_83

    /// One continuous corner from where it leaves the side it enters by to the middle of its
    /// turn, as (along, across) in radii: `along` back from the corner on the incoming side,
    /// `across` from the corner along the outgoing side. Each step is a cubic (two controls and
    /// an end) or a line (its end); the second half is the mirror image. These are the points
    /// of Apple's smooth corner as PaintCode published them; a 98 pt dashed square of radius
    /// 20 drawn by iOS 12.2 puts its dashes where this shape does.
    private static let continuousHalfCorner: [[Point]] = [
        [Point(x: 1.088_493_23, y: 0), Point(x: 0.868_406_89, y: 0), Point(x: 0.669_934_27, y: 0.065_496)],
        [Point(x: 0.631_493_99, y: 0.074_911)],
        [Point(x: 0.372_823_92, y: 0.169_058_99)],
    ]

    /// Adds a closed rectangle with Apple's continuous-curvature corners of `radius`, as
    /// `UIBezierPath(roundedRect:cornerRadius:)` and `cornerCurve = .continuous` draw them:
    /// the straight part of each side stops `continuousCornerReach` radii before the corner
    /// and the curvature grows from zero there. Clockwise on screen from the start of the
    /// straight part of the top side.
    ///
    /// Where the corners do not fit (a side shorter than 2 × 1.528665 radii) the shape becomes
    /// a stadium: circular corners of half the shorter side, as UIKit draws it then. A radius
    /// of zero or less gives the plain rectangle.
    package mutating func addContinuousRoundedRect(_ rect: Rect, radius: Double) {
        let shorter = min(abs(rect.width), abs(rect.height))
        guard radius > 0, shorter > 0 else {
            addRect(rect)
            return
        }
        let reach = Self.continuousCornerReach * radius
        guard 2 * reach <= shorter else {
            addRoundedRect(rect, cornerWidth: shorter / 2, cornerHeight: shorter / 2)
            return
        }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        // Each corner: its point, the direction of the side that comes in, that of the one
        // that leaves.
        let corners: [(Point, Point, Point)] = [
            (Point(x: x1, y: y0), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: x1, y: y1), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: x0, y: y1), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: x0, y: y0), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        move(to: Point(x: x0 + reach, y: y0))
        for (corner, incoming, outgoing) in corners {
            let place = { (p: Point) in corner + incoming * (-p.x * radius) + outgoing * (p.y * radius) }
            addLine(to: place(Point(x: Self.continuousCornerReach, y: 0)))
            addCorner(Self.continuousCornerSteps, place)
        }
        closeSubpath()
    }

    /// The whole corner, both halves, as steps in (along, across) radii.
    private static let continuousCornerSteps: [[Point]] = {
        let half = continuousHalfCorner
        let middle = half[2][0]
        let mirror = { (p: Point) in Point(x: p.y, y: p.x) }
        let endOfFirst = half[1][0]
        return [
            half[0], half[1], [middle, mirror(middle), mirror(endOfFirst)], [mirror(half[0][2])],
            [mirror(half[0][1]), mirror(half[0][0]), Point(x: 0, y: continuousCornerReach)],
        ]
    }()

    private mutating func addCorner(_ steps: [[Point]], _ place: (Point) -> Point) {
        for step in steps {
            if step.count == 3 {
                addCurve(to: place(step[2]), control1: place(step[0]), control2: place(step[1]))
            } else {
                addLine(to: place(step[0]))
            }
        }
    }
}
