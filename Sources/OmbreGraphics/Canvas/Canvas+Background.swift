extension Canvas {
    /// Sets every pixel of `deviceClip` to `pixel`, as `clear(to:)` does, but writes each row
    /// only when something is first drawn on it, or at `fillPendingBackground()`: a shape whose
    /// painter can write the background itself (a planned radial gradient) then writes its
    /// rows whole, background and shape together, so that each pixel is written once and none
    /// is read back. `target` writes every waiting row before it hands out the pixels.
    ///
    /// The caller ends its drawing with `fillPendingBackground()` (or reads `target`) before
    /// anything reads the buffer's pixels behind the canvas's back.
    package func clearLater(to pixel: UInt32) {
        fillPendingBackground()
        let c = state.clip
        guard !c.isEmpty else { return }
        pendingBackground = (pixel, c)
        // A bit per row, set while the row waits.
        rowsWaiting.removeAll(keepingCapacity: true)
        rowsWaiting.append(contentsOf: repeatElement(~0, count: (c.height + 63) / 64))
    }

    /// Whether row `i` of the pending background's box still waits for it.
    @inline(__always)
    func isWaiting(_ i: Int) -> Bool { rowsWaiting[i >> 6] & (1 << (i & 63)) != 0 }

    /// Writes the pending background to every row still waiting for it.
    package func fillPendingBackground() {
        guard let (pixel, box) = pendingBackground else { return }
        pendingBackground = nil
        // Whole rows lie back to back: each run of waiting rows is one fill, long enough for
        // the fill to ask for its pages ahead (see `clear(to:)`).
        let whole = box.minX == 0 && box.width == buffer.stride
        var y = box.minY
        while y < box.maxY {
            guard isWaiting(y - box.minY) else {
                y += 1
                continue
            }
            var end = y + 1
            while whole, end < box.maxY, isWaiting(end - box.minY) { end += 1 }
            WideKernels.fill(buffer.row(y) + box.minX, count: box.width * (end - y), with: pixel)
            y = end
        }
    }

    /// Makes row `y` ready for a painter that draws over what it holds: when the row still
    /// waits for the background, every waiting row gets it now, in one pass (a row written
    /// just before it is painted makes the painter's reads wait for those writes).
    @inline(__always)
    func prepareToDraw(row y: Int) {
        if waitingIndex(row: y) != nil { fillPendingBackground() }
    }

    /// The background row `y` waits for and the columns it covers, the row then counted as
    /// written: the caller writes all of them. Nil when the row does not wait.
    func takeBackground(row y: Int) -> (pixel: UInt32, minX: Int, maxX: Int)? {
        guard let i = waitingIndex(row: y), let (pixel, box) = pendingBackground else { return nil }
        rowsWaiting[i >> 6] &= ~(1 << (i & 63))
        return (pixel, box.minX, box.maxX)
    }

    /// Row `y`'s index in the pending background's box when it still waits for it, else nil.
    @inline(__always)
    private func waitingIndex(row y: Int) -> Int? {
        guard let (_, box) = pendingBackground, y >= box.minY, y < box.maxY, isWaiting(y - box.minY) else {
            return nil
        }
        return y - box.minY
    }

    /// How many rows still wait for a background set by `clearLater(to:)`.
    package var rowsWaitingForBackground: Int {
        guard let (_, box) = pendingBackground else { return 0 }
        return (0..<box.height).filter(isWaiting).count
    }
}
