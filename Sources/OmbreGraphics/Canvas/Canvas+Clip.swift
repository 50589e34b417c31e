extension Canvas {
    /// Intersects the clip with the inside of `path` (in user space, under the current
    /// transform), anti-aliased; `restore()` undoes it.
    ///
    /// The path is rasterized once, here, into coverage spans per row; later fills multiply
    /// their spans with these, so a clip costs time in proportion to its outline and saves
    /// the pixels it removes. A pie wedge (`ClipSector`) also spares the sweep what the fills
    /// have outside it. The same path clipped to again with nothing clipped before it, under
    /// the same transform and flatness in the same clip box, takes the mask it made last
    /// (`KeptClipMask`), as a view's `draw(_:)` does when it clips to a wedge every frame. A
    /// rectangle that lands on whole device pixels only shrinks the clip box. An empty path,
    /// or one that covers nothing inside the clip, clips everything.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        guard !state.clip.isEmpty else { return }
        let rectangle = deviceRectangle(path)
        if let r = rectangle, let box = IntRect(exactly: r) {
            state.clip = state.clip.intersection(box)
            return
        }
        let previous = state.mask
        let size = PixelSize(width: buffer.width, height: buffer.height)
        if previous == nil, let kept = keptClipMask, kept.isMade(by: path, rule: rule, state: state, bufferSize: size) {
            state.clip = state.clip.intersection(kept.mask.bounds)
            state.maskRect = kept.maskRect
            state.mask = kept.mask
            state.sector = kept.sector ?? state.sector
            return
        }
        let clipBefore = state.clip
        var rows = rows(of: path, rule: rule, using: rasterizer)
        let derived = rasterizer.derivedSpans
        let mask = reusableMask()
        mask.begin()
        while let row = rows.next() {
            guard let previous else {
                mask.append(y: row.y, spans: row.spans)
                continue
            }
            let n = CoverageSpan.intersect(row.spans, previous.row(row.y), into: derived, values: coverage)
            mask.append(y: row.y, spans: UnsafeBufferPointer(start: derived, count: n))
        }
        mask.finish()
        state.clip = state.clip.intersection(mask.bounds)
        state.maskRect = previous == nil ? rectangle : nil
        state.mask = mask
        // The mask lies in any wedge a clip path before it was, and in this one.
        let sector = ClipSector(path, transform: state.transform)
        state.sector = sector ?? state.sector
        if previous == nil {
            keptClipMask = KeptClipMask(
                path: path, rule: rule, transform: state.transform, flatness: state.flatness, clip: clipBefore,
                bufferSize: size, mask: mask, maskRect: rectangle, sector: sector)
        }
    }

    /// A mask that no state refers to any more, or a new one kept for later.
    private func reusableMask() -> ClipMask {
        for i in masks.indices where isKnownUniquelyReferenced(&masks[i]) {
            return masks[i]
        }
        let mask = ClipMask()
        masks.append(mask)
        return mask
    }

    /// `path` in device pixels when it is one axis-aligned rectangle under the current
    /// transform, else nil.
    private func deviceRectangle(_ path: Path) -> Rect? {
        // Anything longer or curved (an arc, a polygon) is no rectangle; say so before allocating.
        guard (4...6).contains(path.elements.count) else { return nil }
        for element in path.elements {
            switch element {
            case .quadCurve, .curve: return nil
            case .move, .line, .close: continue
            }
        }
        var corners: [Point] = []
        for (i, element) in path.elements.enumerated() {
            switch element {
            case .move(let p) where i == 0: corners.append(p.applying(state.transform))
            case .line(let p) where i > 0: corners.append(p.applying(state.transform))
            case .close where i == path.elements.count - 1: break
            default: return nil
            }
        }
        guard corners.count == 4 || (corners.count == 5 && corners[4] == corners[0]) else { return nil }
        let firstIsHorizontal = corners[0].y == corners[1].y
        for i in 0..<4 {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            // Sides alternate between horizontal and vertical, none of zero length.
            let horizontal = firstIsHorizontal == (i % 2 == 0)
            guard horizontal ? (a.y == b.y && a.x != b.x) : (a.x == b.x && a.y != b.y) else { return nil }
        }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
            [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
        else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension IntRect {
    /// `rect` when its corners land on whole pixels (within ±1e9), else nil.
    package init?(exactly rect: Rect) {
        let sides = [rect.minX, rect.minY, rect.maxX, rect.maxY]
        guard sides.allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else { return nil }
        self.init(minX: Int(sides[0]), minY: Int(sides[1]), maxX: Int(sides[2]), maxY: Int(sides[3]))
    }
}
