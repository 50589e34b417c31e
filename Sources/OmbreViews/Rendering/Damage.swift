import OmbreGraphics

/// The rectangles of a frame, in window pixels, that must be drawn again because something
/// in them changed since the previous frame.
package struct Damage: Equatable, Sendable {
    /// Disjoint rectangles inside the window.
    package private(set) var rects: [IntRect] = []
    /// The window's pixels.
    package let window: IntRect

    /// No damage yet in a window of `size`.
    package init(size: PixelSize) {
        window = IntRect(minX: 0, minY: 0, maxX: size.width, maxY: size.height)
    }

    /// Drops every rectangle but keeps their memory, so that a damage reused from frame to
    /// frame allocates nothing.
    package mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
    }

    /// More rectangles than this are merged into their bounding box: each costs a pass over
    /// the tree and a put to the server.
    private static let maximumCount = 8

    /// Adds `rect` (cut to the window), merging it with the rectangles it overlaps.
    package mutating func add(_ rect: IntRect?) {
        guard var merged = rect?.intersection(window), !merged.isEmpty else { return }
        var i = 0
        while i < rects.count {
            if !rects[i].intersection(merged).isEmpty {
                merged = merged.union(rects.remove(at: i))
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(merged)
        if rects.count > Self.maximumCount {
            let box = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
            rects = [box]
        }
    }

    /// The share (0...1) of the window's pixels the rectangles cover.
    package var share: Double {
        guard !window.isEmpty else { return 0 }
        let pixels = rects.reduce(0) { $0 + $1.width * $1.height }
        return Double(pixels) / Double(window.width * window.height)
    }
}

extension IntRect {
    /// The smallest rectangle holding both.
    fileprivate func union(_ o: IntRect) -> IntRect {
        IntRect(minX: min(minX, o.minX), minY: min(minY, o.minY), maxX: max(maxX, o.maxX), maxY: max(maxY, o.maxY))
    }
}

extension View {
    /// Adds to `damage` where this view and its subviews changed since the last render (the
    /// box each covered then and covers now), and remembers the boxes for the next frame.
    ///
    /// `transform` maps this view's superview's coordinates to window pixels.
    package func collectDamage(into damage: inout Damage, transform: AffineTransform) {
        let toDevice = transformToSuperview.concatenating(transform)
        let box = isHidden ? nil : IntRect(covering: subtreeBounds(in: toDevice))
        if changedSinceRender || (box != lastRenderedBox && !changedParts.isEmpty) {
            damage.add(lastRenderedBox)
            damage.add(box)
        } else if box != nil {
            for part in changedParts {
                damage.add(IntRect(covering: deviceBox(of: part, in: toDevice)))
            }
        }
        lastRenderedBox = box
        for child in subviews {
            child.collectDamage(into: &damage, transform: toDevice)
        }
    }
}
