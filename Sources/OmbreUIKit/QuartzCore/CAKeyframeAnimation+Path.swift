import Foundation
import OmbreGraphics

/// The stretches of a keyframe animation's `path`: each element other than a move is one
/// keyframe segment, as Core Animation times them.
struct KeyframePath {
    /// One element of the path from where the one before it ended.
    private enum Piece {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)

        func point(at t: Double) -> Point {
            let s = 1 - t
            switch self {
            case .line(let a, let b):
                return Point(x: a.x * s + b.x * t, y: a.y * s + b.y * t)
            case .quad(let a, let c, let b):
                let (wa, wc, wb) = (s * s, 2 * s * t, t * t)
                return Point(x: a.x * wa + c.x * wc + b.x * wb, y: a.y * wa + c.y * wc + b.y * wb)
            case .cubic(let a, let c1, let c2, let b):
                let (wa, w1, w2, wb) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
                return Point(
                    x: a.x * wa + c1.x * w1 + c2.x * w2 + b.x * wb, y: a.y * wa + c1.y * w1 + c2.y * w2 + b.y * wb)
            }
        }

        var start: Point { point(at: 0) }

        /// The piece's length, measured along 32 chords (a curve's chords come within a
        /// fraction of a point of it at the sizes animations move layers).
        var length: Double {
            if case .line(let a, let b) = self { return hypot(b.x - a.x, b.y - a.y) }
            var total = 0.0
            var last = start
            for i in 1...32 {
                let p = point(at: Double(i) / 32)
                total += hypot(p.x - last.x, p.y - last.y)
                last = p
            }
            return total
        }
    }

    private let pieces: [Piece]
    /// Each piece's length, for paced timing.
    private let lengths: [Double]

    /// The segments of `path`; nil when it has none (a path of moves only).
    init?(_ path: Path) {
        var pieces: [Piece] = []
        var current = Point(x: 0, y: 0)
        var subpathStart = current
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .line(let p):
                pieces.append(.line(current, p))
                current = p
            case .quadCurve(let p, let c):
                pieces.append(.quad(current, c, p))
                current = p
            case .curve(let p, let c1, let c2):
                pieces.append(.cubic(current, c1, c2, p))
                current = p
            case .close:
                pieces.append(.line(current, subpathStart))
                current = subpathStart
            }
        }
        guard !pieces.isEmpty else { return nil }
        self.pieces = pieces
        lengths = pieces.map(\.length)
    }

    /// The point at fraction `x` of the animation.
    ///
    /// Linear timing gives each segment an equal share of the time, or the share `keyTimes`
    /// give (one time per segment end, the first 0); discrete timing jumps from segment end to
    /// segment end; paced timing moves at one speed along the whole path.
    func point(
        at x: Double, mode: CAAnimationCalculationMode, keyTimes: [Double]?,
        timingFunctions: [CAMediaTimingFunction]?
    ) -> CGPoint {
        let count = pieces.count
        if mode == .paced || mode == .cubicPaced {
            let total = lengths.reduce(0, +)
            var remaining = min(max(x, 0), 1) * total
            for (piece, length) in zip(pieces, lengths) {
                if remaining <= length { return cgPoint(piece.point(at: length > 0 ? remaining / length : 1)) }
                remaining -= length
            }
            return cgPoint(pieces[count - 1].point(at: 1))
        }
        let times =
            keyTimes.flatMap { $0.count == count + 1 ? $0 : nil } ?? (0...count).map { Double($0) / Double(count) }
        if mode == .discrete {
            let index = times.lastIndex { $0 <= x } ?? 0
            return cgPoint(index < count ? pieces[index].start : pieces[count - 1].point(at: 1))
        }
        guard x > times[0] else { return cgPoint(pieces[0].start) }
        for i in 0..<count where x <= times[i + 1] {
            let span = times[i + 1] - times[i]
            var f = span > 0 ? (x - times[i]) / span : 1
            if let functions = timingFunctions, i < functions.count { f = functions[i].value(at: f) }
            return cgPoint(pieces[i].point(at: f))
        }
        return cgPoint(pieces[count - 1].point(at: 1))
    }

    private func cgPoint(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }
}
