import Dispatch
import OmbreGraphics

/// Renders `root` into `size` pixels as it is at `time` seconds since the scene started.
///
/// Brings every view to `time`, gives the root the whole canvas, lays out what needs it
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
    let scale = scale > 0 && scale.isFinite ? scale : 1
    prepare(root: root, size: buffer.size, scale: scale, at: time)
    let bands = max(1, min(threads, buffer.height))
    let work = RenderWork(root: root, buffer: buffer, scale: scale, background: background.pixel)
    if bands == 1 {
        work.draw(band: 0, of: 1)
    } else {
        DispatchQueue.concurrentPerform(iterations: bands) { work.draw(band: $0, of: bands) }
    }
    root.clearNeedsDisplay()
}

/// Updates time-driven state and layout so the tree is ready to draw into `size` pixels at
/// `scale` pixels per point.
package func prepare(root: View, size: PixelSize, scale: Double = 1, at time: Double) {
    root.updateSubtree(at: time)
    let full = Rect(x: 0, y: 0, width: Double(size.width) / scale, height: Double(size.height) / scale)
    if root.frame != full || !root.transform.isIdentity {
        root.transform = .identity
        root.setFrame(full, resetsLayoutBase: false)
    }
    root.layoutIfNeeded()
}

/// One frame's drawing, shared read-only by the threads that each draw a band of rows.
///
/// Unchecked: after `prepare` the tree is only read while drawing, and each band writes
/// disjoint rows of the buffer.
private struct RenderWork: @unchecked Sendable {
    let root: View
    let buffer: PixelBuffer
    let scale: Double
    let background: UInt32

    func draw(band: Int, of count: Int) {
        let y0 = buffer.height * band / count
        let y1 = buffer.height * (band + 1) / count
        let canvas = Canvas(target: buffer, limit: IntRect(minX: 0, minY: y0, maxX: buffer.width, maxY: y1))
        // The root fills the canvas; when it paints every pixel, clearing first is wasted work.
        if !root.coversFrameOpaquely {
            canvas.clear(to: background)
        }
        if scale != 1 { canvas.concatenate(AffineTransform(scaleX: scale, y: scale)) }
        root.draw(in: canvas)
    }
}
