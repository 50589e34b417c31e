import Dispatch
import OmbreGraphics

/// Renders `root` into `size` pixels as it is at `time` seconds since the scene started.
///
/// Brings every view to `time`, gives the root the whole canvas (its bounds fill it and its
/// transform turns it about the middle), lays out what needs it
/// and composites the tree over `background`. Views are laid out in points: the root is
/// `size / scale` points, and everything it draws (frames, strokes, radii) is `scale` times
/// larger in pixels, as on an iOS device. The preview window and headless export both call
/// this, so every preview frame can be tested without a display.
public func render(
    root: View, size: PixelSize, scale: Double = 1, at time: Double = 0, background: Color = .black,
    threads: Int = 1
) -> PixelBuffer {
    let buffer = PixelBuffer(size: size)
    render(root: root, into: buffer, scale: scale, at: time, background: background, threads: threads)
    return buffer
}

/// Renders into an existing buffer (its size is the canvas size in pixels), so frames reuse
/// memory; `scale` is pixels per point (a non-positive or non-finite scale counts as 1).
public func render(
    root: View, into buffer: PixelBuffer, scale: Double = 1, at time: Double, background: Color, threads: Int = 1
) {
    _ = render(
        root: root, into: buffer, scale: scale, at: time, background: background, threads: threads,
        onlyChanges: false)
}

/// Renders into `buffer` and returns what was drawn: with `onlyChanges`, only the rectangles
/// where a view changed since the last render of `root`, which must then be what `buffer`
/// holds (the rest of it is left alone); otherwise the whole buffer.
///
/// Either way the drawn rectangles get exactly the pixels of a whole frame.
package func render(
    root: View, into buffer: PixelBuffer, scale: Double = 1, at time: Double, background: Color, threads: Int,
    onlyChanges: Bool
) -> Damage {
    prepare(root: root, size: buffer.size, scale: renderScale(scale), at: time)
    return renderPrepared(
        root: root, into: buffer, scale: scale, background: background, threads: threads, onlyChanges: onlyChanges)
}

/// The second half of `render(root:into:scale:at:background:threads:onlyChanges:)`: draws
/// `root`, which `prepare` has brought to the frame's time and laid out for `buffer`'s size at
/// `scale`, and returns what was drawn. Apart, so that a caller can time the views' own work
/// (their updates, layout and the code they run for them) and the drawing on their own.
package func renderPrepared(
    root: View, into buffer: PixelBuffer, scale: Double = 1, background: Color, threads: Int, onlyChanges: Bool
) -> Damage {
    let scale = renderScale(scale)
    var damage = root.renderCanvases.takeDamage(size: buffer.size)
    root.collectDamage(into: &damage, transform: AffineTransform(scaleX: scale, y: scale))
    if !onlyChanges {
        damage.removeAll()
        damage.add(damage.window)
    }
    for rect in damage.rects {
        draw(root: root, into: buffer, scale: scale, background: background, threads: threads, region: rect)
    }
    root.clearNeedsDisplay()
    root.renderCanvases.keep(damage)
    return damage
}

/// Draws the prepared tree into `region` of `buffer` only, leaving the other pixels alone:
/// the region gets exactly the pixels a whole frame would give it.
///
/// The region is split into strips of rows small enough to stay in the core's cache while the
/// background and every view are drawn over them, and `threads` threads draw the strips at
/// once, taking them in turn (thread k draws strips k, k + threads, …): a scene that is busier
/// at the top than at the bottom still keeps every thread busy. Each thread keeps its canvas
/// on the root between frames. A frame that paints its pixels about once has fewer, taller
/// strips, and a root that draws in one pass (`View.drawsInOnePass`) with no subviews gets the
/// region whole (see `RenderWork.stripRows`).
package func draw(
    root: View, into buffer: PixelBuffer, scale: Double = 1, background: Color, threads: Int, region: IntRect
) {
    let box = region.intersection(IntRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height))
    guard !box.isEmpty else { return }
    let rows = RenderWork.stripRows(root: root, region: box, scale: scale, threads: threads)
    let workers = max(1, min(threads, (box.height + rows - 1) / rows))
    let work = RenderWork(
        root: root, buffer: buffer, scale: scale, background: background.pixel, region: box, stripRows: rows,
        canvases: root.renderCanvases.prepare(count: workers))
    if workers == 1 {
        work.draw(worker: 0, of: 1)
    } else {
        // Dispatch allocates three small blocks per call. Helper threads of our own, woken by
        // semaphores, allocated nothing and rendered as fast, but the X server's put after the
        // frame took 2.3–2.4 ms at the median in the live 4K gallery against 1.2–1.3 with Dispatch.
        DispatchQueue.concurrentPerform(iterations: workers) { work.draw(worker: $0, of: workers) }
    }
}

/// `scale`, or 1 when it is not positive and finite.
package func renderScale(_ scale: Double) -> Double { scale > 0 && scale.isFinite ? scale : 1 }

/// Updates time-driven state and layout so the tree is ready to draw into `size` pixels at
/// `scale` pixels per point.
package func prepare(root: View, size: PixelSize, scale: Double = 1, at time: Double) {
    root.updateSubtree(at: time)
    let full = Rect(x: 0, y: 0, width: Double(size.width) / scale, height: Double(size.height) / scale)
    // The root's bounds fill the window; its own transform (a scene's `rotation`) turns it about
    // the window's middle, as a view's does about its center.
    if root.untransformedFrame != full {
        root.setFrame(full, resetsLayoutBase: false)
    }
    root.layoutIfNeeded()
}

/// One frame's drawing, shared read-only by the threads that each draw every n-th strip of rows.
///
/// Unchecked: after `prepare` the tree is only read while drawing, the strips are disjoint rows
/// of the buffer, and each thread uses only its own canvas.
private struct RenderWork: @unchecked Sendable {
    let root: View
    let buffer: PixelBuffer
    let scale: Double
    let background: UInt32
    let region: IntRect
    /// Rows per strip (the last may have fewer).
    let stripRows: Int
    let canvases: [Canvas]

    /// Bytes of pixels per strip: half a core's second-level cache (256 KB when the system
    /// does not say), so that a strip stays in the cache while every layer of the frame is
    /// drawn over it, beside the rasterizer's rows. Where that cache is 1 MB, 512 KB strips drew
    /// the clipped progress view about 10 % faster than 256 KB ones and 128 KB ones 5 % slower.
    static let stripBytes = CoreCache.level2Bytes.map { min(max($0 / 2, 128 << 10), 1 << 20) } ?? 256 << 10

    /// Rows per strip of a region `width` pixels wide.
    static func stripRows(width: Int) -> Int { max(16, stripBytes / 4 / max(width, 1)) }

    /// Pixels written per pixel of the region, the clear included, up to which a frame is
    /// drawn in few strips: a frame that paints a quarter of its pixels twice has little to
    /// gain from the cache, and each strip walks the whole tree and every path's edges in it
    /// again (the progress answer's 1080p frame, 280×350 points on a cleared window, took 14 %
    /// fewer instructions in one strip than in 16).
    static let sparseWrites = 1.25

    /// Rows per strip for drawing `root` into `region` on `threads` threads.
    ///
    /// Strips that stay in the cache (`stripRows(width:)`) unless the frame paints its pixels
    /// about once (`View.paintedArea`, the clear counted when the root does not cover the
    /// frame): then the region whole on one thread, or four strips per thread, so that a busy
    /// part of the frame is still shared out. A root that draws in one pass gets the region
    /// whole.
    static func stripRows(root: View, region: IntRect, scale: Double, threads: Int) -> Int {
        if root.drawsInOnePass && root.subviews.isEmpty { return region.height }
        let cached = stripRows(width: region.width)
        // One strip either way (a small damaged rectangle): no estimate to make.
        guard cached < region.height else { return cached }
        let pixels = Double(region.width) * Double(region.height)
        let limit = sparseWrites * pixels
        let cleared = root.coversFrameOpaquely ? 0 : pixels
        let painted = root.paintedArea(
            in: Rect(region), transform: AffineTransform(scaleX: scale, y: scale), limit: limit - cleared)
        guard cleared + painted <= limit else { return cached }
        let strips = threads > 1 ? 4 * threads : 1
        return max(cached, (region.height + strips - 1) / strips)
    }

    /// Draws strips `worker`, `worker` + `count`, … with the worker's own canvas.
    func draw(worker: Int, of count: Int) {
        let canvas = canvases[worker]
        let rows = stripRows
        let strips = (region.height + rows - 1) / rows
        var strip = worker
        while strip < strips {
            let top = region.minY + strip * rows
            let bottom = min(top + rows, region.maxY)
            canvas.reset(target: buffer, limit: IntRect(minX: region.minX, minY: top, maxX: region.maxX, maxY: bottom))
            // The root fills the canvas; when it paints every pixel, clearing first is wasted work.
            if !root.coversFrameOpaquely {
                canvas.clearLater(to: background)
            }
            if scale != 1 { canvas.concatenate(AffineTransform(scaleX: scale, y: scale)) }
            root.draw(in: canvas)
            canvas.fillPendingBackground()
            strip += count
        }
    }
}

/// The canvases a root view is drawn with, one per drawing thread, and the last frame's
/// damage, kept from frame to frame so that a frame allocates nothing.
///
/// Unchecked: only the thread rendering the root touches it, outside the threads' work.
package final class RenderCanvases: @unchecked Sendable {
    private var canvases: [Canvas] = []
    private var spareDamage: Damage?

    /// An empty damage for a window of `size`, in the memory of the last one kept when the
    /// caller no longer holds that one.
    func takeDamage(size: PixelSize) -> Damage {
        guard var damage = spareDamage else { return Damage(size: size) }
        // Dropped here first, so that the rectangles' memory is the damage's alone.
        spareDamage = nil
        guard damage.window == Damage(size: size).window else { return Damage(size: size) }
        damage.removeAll()
        return damage
    }

    /// Keeps `damage` for `takeDamage` to reuse.
    func keep(_ damage: Damage) { spareDamage = damage }

    package init() {}

    /// Makes every shape the next frame draws new to every canvas (see `Canvas.forgetShapes`);
    /// `View.forgetShapes()` also has the views make their paths anew.
    package func forgetShapes() {
        for canvas in canvases { canvas.forgetShapes() }
    }

    /// At least `count` canvases (new ones start empty; `RenderWork` resets them).
    func prepare(count: Int) -> [Canvas] {
        while canvases.count < count {
            canvases.append(Canvas(target: PixelBuffer(width: 0, height: 0)))
        }
        return canvases
    }
}
