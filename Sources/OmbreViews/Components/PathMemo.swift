import Foundation
import OmbreGraphics

/// The last path made and what it was made from, so that a view drawn in many strips and
/// frames builds its path once per change.
///
/// Bands of one frame draw the same view at once, so access is locked.
final class PathMemo<Key: Equatable> {
    private let lock = NSLock()
    private var key: Key?
    private var path = Path()

    /// Makes the next path asked for anew, whatever its key.
    func forget() { lock.withLock { key = nil } }

    /// The path for `key`: the kept one when `key` is the last key, else `make()`'s.
    func path(for key: Key, _ make: () -> Path) -> Path {
        lock.withLock {
            if key != self.key {
                path = make()
                self.key = key
            }
            return path
        }
    }

    /// The path for `key`: the kept one when `key` is the last key, else the kept one emptied
    /// and rebuilt by `build` in its own memory, which nothing else shares once the frames
    /// that drew it are done.
    func path(for key: Key, rebuild build: (inout Path) -> Void) -> Path {
        lock.withLock {
            if key != self.key {
                path.removeAll(keepingCapacity: true)
                build(&path)
                self.key = key
            }
            return path
        }
    }
}

/// What a progress view's shape depends on.
struct ProgressShapeKey: Equatable {
    var points: [Point]
    var bounds: Rect
    var startAngle: Double
    var lineWidth: Double
}

/// What a progress view's wedge depends on.
struct ProgressWedgeKey: Equatable {
    var bounds: Rect
    var startAngle: Double
    var clockwise: Bool
    var progress: Double
}

/// What a progress view's shape cut to its wedge depends on.
struct ClippedShapeKey: Equatable {
    var shape: ProgressShapeKey
    var wedge: ProgressWedgeKey
}

/// What a progress view's stroke outline cut to its wedge depends on: the outline the canvas
/// made (kept by the canvas, so comparing it with itself is quick) and the wedge.
struct ClippedOutlineKey: Equatable {
    var outline: Path
    var wedge: ProgressWedgeKey
}
