import Foundation
import Testing

@testable import OmbreGraphics

/// A clip path clipped to again in the same place takes the mask it made; anything that would
/// change the mask makes a new one.
@Suite struct KeptClipMaskTests {
    private let size = PixelSize(width: 90, height: 70)
    private let disc = Path(ellipseIn: Rect(x: 8, y: 6, width: 74, height: 58))

    /// A change to the clip, made before clipping, and its name.
    private typealias Change = (name: String, apply: (Canvas) -> Void)

    /// Clears `canvas`, applies `change`, clips to `wedge` under `rule` and fills the disc;
    /// returns the mask the clip set.
    @discardableResult
    private func draw(on canvas: Canvas, wedge: Path, rule: FillRule = .nonZero, change: Change? = nil) -> ClipMask? {
        canvas.clear(to: 0xFF10_2030)
        canvas.save()
        change?.apply(canvas)
        canvas.clip(to: wedge, rule: rule)
        let mask = canvas.state.mask
        canvas.fill(disc, with: .color(Color(red: 1, green: 0.8, blue: 0.2)))
        canvas.restore()
        return mask
    }

    private func wedge(to end: Double) -> Path {
        wedgePath(center: Point(x: 45.3, y: 35.6), radius: 120, endAngle: end)
    }

    @Test func theSameClipInTheSamePlaceTakesTheMaskItMade() {
        let buffer = PixelBuffer(size: size)
        let canvas = Canvas(target: buffer)
        let first = draw(on: canvas, wedge: wedge(to: 2.1))
        // The path made again, in memory of its own.
        let second = draw(on: canvas, wedge: wedge(to: 2.1))
        #expect(first != nil && first === second)

        let fresh = PixelBuffer(size: size)
        draw(on: Canvas(target: fresh), wedge: wedge(to: 2.1))
        let same = buffer.pixels == fresh.pixels
        #expect(same)

        canvas.forgetShapes()
        #expect(draw(on: canvas, wedge: wedge(to: 2.1)) !== first)
    }

    @Test(arguments: ["path", "rule", "transform", "flatness", "clip box", "mask before"])
    func aClipThatWouldMaskOtherwiseMakesItsOwnMask(changed: String) {
        let changes: [String: Change] = [
            "transform": ("transform", { $0.translate(x: 0.4, y: -1.3) }),
            "flatness": ("flatness", { $0.setFlatness(6) }),
            "clip box": ("clip box", { $0.clip(toRect: Rect(x: 0, y: 10, width: 90, height: 50)) }),
            "mask before": ("mask before", { $0.clip(to: Path(ellipseIn: Rect(x: 20, y: 0, width: 70, height: 70))) }),
        ]
        let path = changed == "path" ? wedge(to: 2.6) : wedge(to: 2.1)
        let rule: FillRule = changed == "rule" ? .evenOdd : .nonZero
        // An even-odd rule changes the mask only where the path crosses itself: a star.
        let star = Path(
            polygon: (0..<5).map { i in
                let angle = Double(i) * 4 * .pi / 5
                return Point(x: 45 + 40 * sin(angle), y: 35 - 32 * cos(angle))
            })
        let clipPath = changed == "rule" ? star : path

        let buffer = PixelBuffer(size: size)
        let canvas = Canvas(target: buffer)
        let kept = draw(on: canvas, wedge: changed == "rule" ? star : wedge(to: 2.1))
        let made = draw(on: canvas, wedge: clipPath, rule: rule, change: changes[changed])
        #expect(made !== kept)

        let fresh = PixelBuffer(size: size)
        draw(on: Canvas(target: fresh), wedge: clipPath, rule: rule, change: changes[changed])
        let same = buffer.pixels == fresh.pixels
        #expect(same, "\(changed)")
    }
}
