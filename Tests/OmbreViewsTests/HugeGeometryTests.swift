import OmbreGraphics
import OmbreTestSupport
import Testing

@testable import OmbreViews

/// Geometry far beyond any canvas reaches the view tree only through the library API (scene
/// files refuse it); clipping, layout and compositing must draw what fits and never trap.
/// (Gradient shading of such geometry is the shader's own concern and tested with it.)
@Suite struct HugeGeometryTests {
    static let extremes: [Double] = [1e308, -1e308, 1e15, -1e15, 4_294_967_296, .greatestFiniteMagnitude]

    static var frames: [Rect] {
        var result: [Rect] = []
        for e in extremes {
            result.append(Rect(x: e, y: 0, width: 10, height: 10))
            result.append(Rect(x: 0, y: e, width: 10, height: 10))
            result.append(Rect(x: 0, y: 0, width: abs(e), height: 10))
            result.append(Rect(x: 0, y: 0, width: 10, height: abs(e)))
            result.append(Rect(x: -abs(e), y: -abs(e), width: abs(e), height: abs(e)))
            result.append(Rect(x: -abs(e) / 2, y: -abs(e) / 2, width: abs(e), height: abs(e)))
        }
        return result
    }

    @Test(arguments: [false, true], [0.0, 180, 33])
    func hugeFramesDrawWithoutTrapping(clipsToBounds: Bool, rotation: Double) {
        for frame in Self.frames {
            let root = View()
            let parent = View(frame: frame)
            parent.clipsToBounds = clipsToBounds
            parent.backgroundColor = Color(red: 1, green: 0, blue: 0)
            parent.transform = AffineTransform(rotation: rotation * .pi / 180)
            let child = View(frame: Rect(x: 1, y: 1, width: frame.width, height: frame.height))
            child.backgroundColor = Color(red: 0, green: 0, blue: 1)
            child.alpha = 0.5
            parent.addSubview(child)
            let grandchild = View(frame: Rect(x: -frame.minX, y: -frame.minY, width: 5, height: 5))
            grandchild.backgroundColor = Color(red: 0, green: 1, blue: 0)
            grandchild.clipsToBounds = !clipsToBounds
            child.addSubview(grandchild)
            root.addSubview(parent)
            let image = render(root: root, size: PixelSize(width: 24, height: 16))
            #expect(image.size == PixelSize(width: 24, height: 16), "\(frame)")
            #expect(image.hasValidPremultipliedPixels, "\(frame) drew pixels whose color exceeds their alpha")
        }
    }

    @Test func aClipToAnEnormousRectangleKeepsTheCanvas() {
        let buffer = PixelBuffer(size: PixelSize(width: 8, height: 8))
        let canvas = Canvas(target: buffer)
        canvas.clip(toRect: Rect(x: -1e308, y: -1e308, width: 1e308, height: .greatestFiniteMagnitude))
        #expect(canvas.deviceClip.isEmpty || canvas.deviceClip == IntRect(minX: 0, minY: 0, maxX: 8, maxY: 8))
        canvas.restore()
        let other = Canvas(target: buffer)
        other.clip(toRect: Rect(x: -1e308, y: -1e308, width: 1.5e308, height: 1.5e308))
        #expect(other.deviceClip == IntRect(minX: 0, minY: 0, maxX: 8, maxY: 8))
        other.fill(Rect(x: 2, y: 2, width: 1e308, height: 1e308), with: .color(.white))
        #expect(buffer[7, 7] == Color.white.pixel && buffer[1, 1] == 0)
    }
}
