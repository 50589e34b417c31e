import Foundation
import OmbreGraphics
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbreScene

@Suite struct ResizeRenderTests {
    /// Bright gradients on black: any pixel a view draws differs from the background.
    static let scene = """
        window: {size: [800, 600], background: "#000000"}
        root:
          view:
            children:
              - stack:
                  frame: [0, 0, 800, 400]
                  autoresizing: [flexibleWidth, flexibleHeight, flexibleBottomMargin]
                  axis: horizontal
                  spacing: 10
                  padding: 10
                  children:
                    - gradient: {startColor: "#ff4040", endColor: "#40ff40", angle: 30, name: g1}
                    - gradientLayer: {type: radial, colors: ["#ffff00", "#4040ff"], startPoint: [0.5, 0.5], endPoint: [1, 1], name: g2}
                    - stack:
                        axis: vertical
                        spacing: 6
                        name: inner
                        children:
                          - gradientLayer: {type: conic, colors: ["#ff00ff", "#00ffff", "#ff00ff"], startPoint: [0.5, 0.5], endPoint: [1, 0.5], name: g3}
                          - gradient: {startColor: "#ffffff", endColor: "#ff8000", name: g4}
              - view:
                  frame: [100, 480, 140, 60]
                  autoresizing: [flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin]
                  rotation: 20
                  name: rotated
                  children:
                    - gradient: {startColor: "#00ff80", endColor: "#0080ff"}
              - gradient:
                  frame: [500, 460, 250, 80]
                  autoresizing: [flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin]
                  alpha: 0.5
                  startColor: "#ffffff"
                  endColor: "#ffffff"
                  name: half
        """

    /// The frame of `view` in root coordinates (views here are not transformed).
    private func rootFrame(_ view: View) -> Rect {
        var rect = view.frame
        var parent = view.superview
        while let p = parent, p.superview != nil {
            rect.origin = rect.origin + p.frame.origin
            parent = p.superview
        }
        return rect
    }

    @Test(arguments: [(300, 200), (800, 600), (1234, 567)])
    func gradientsExactlyCoverTheirViewsAtEverySize(width: Int, height: Int) throws {
        let scene = try Scene(text: Self.scene, file: "resize.yaml")
        let image = render(
            root: scene.root, size: PixelSize(width: width, height: height), background: scene.background)
        for name in ["g1", "g2", "g3", "g4"] {
            let view = try #require(scene.root.view(named: name))
            let f = rootFrame(view)
            #expect(f.minX == f.minX.rounded() && f.width == f.width.rounded(), "stacks place children on whole pixels")
            let x0 = Int(f.minX)
            let y0 = Int(f.minY)
            let x1 = Int(f.maxX) - 1
            let y1 = Int(f.maxY) - 1
            #expect(x1 > x0 && y1 > y0, "\(name) has no area at \(width)x\(height)")
            for x in stride(from: x0, through: x1, by: max(1, (x1 - x0) / 17)) {
                #expect(image[x, y0] != 0xFF00_0000 && image[x, y1] != 0xFF00_0000, "\(name) edge gap at x \(x)")
                #expect(image[x, y0 - 1] == 0xFF00_0000 && image[x, y1 + 1] == 0xFF00_0000, "\(name) spills at x \(x)")
            }
            for y in stride(from: y0, through: y1, by: max(1, (y1 - y0) / 17)) {
                #expect(image[x0, y] != 0xFF00_0000 && image[x1, y] != 0xFF00_0000, "\(name) edge gap at y \(y)")
                #expect(image[x0 - 1, y] == 0xFF00_0000 && image[x1 + 1, y] == 0xFF00_0000, "\(name) spills at y \(y)")
            }
        }
        // The half-transparent white view shows as mid gray over black, everywhere inside.
        let half = rootFrame(try #require(scene.root.view(named: "half")))
        let center = image[Int(half.midX), Int(half.midY)]
        #expect(abs(Int(center & 0xFF) - 128) <= 1 && center >> 24 == 255)
        // The rotated view's center is covered; its unrotated bottom-left corner, which a
        // clockwise turn lifts away, is not.
        let rotated = try #require(scene.root.view(named: "rotated"))
        #expect(image[Int(rotated.center.x), Int(rotated.center.y)] != 0xFF00_0000)
        let corner = Point(
            x: rotated.center.x - rotated.bounds.width / 2 + 2, y: rotated.center.y + rotated.bounds.height / 2 - 2)
        #expect(image[Int(corner.x), Int(corner.y)] == 0xFF00_0000)
    }

    @Test func aResizedSceneMatchesItsReferenceImage() throws {
        let scene = try Scene(text: Self.scene, file: "resize.yaml")
        let image = render(root: scene.root, size: PixelSize(width: 240, height: 160), background: scene.background)
        expectSnapshot(image, named: "resize-240x160")
    }

    @Test func resizingToAnySizeEqualsLoadingAtThatSize() throws {
        let resized = try Scene(text: Self.scene, file: "resize.yaml")
        _ = render(root: resized.root, size: PixelSize(width: 1000, height: 700))
        _ = render(root: resized.root, size: PixelSize(width: 50, height: 40))
        let a = render(root: resized.root, size: PixelSize(width: 321, height: 123), background: resized.background)
        let fresh = try Scene(text: Self.scene, file: "resize.yaml")
        let b = render(root: fresh.root, size: PixelSize(width: 321, height: 123), background: fresh.background)
        #expect(a == b)
    }

    @Test func aThousandRandomSizesKeepMemoryFlat() throws {
        let scene = try Scene(text: Self.scene, file: "resize.yaml")
        var generator = SplitMix(seed: 7)
        func residentKiB() throws -> Int {
            let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
            let fields = statm.split(separator: " ")
            let pages = try #require(fields.count > 1 ? Int(fields[1]) : nil, "cannot read /proc/self/statm: \(statm)")
            return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        }
        func renderRandom(_ n: Int) {
            for _ in 0..<n {
                let size = PixelSize(width: Int(generator.next() % 400) + 1, height: Int(generator.next() % 300) + 1)
                _ = render(root: scene.root, size: size, background: scene.background)
                // The root follows every size, or the renders would not be of this size at all.
                #expect(scene.root.frame == Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
            }
        }
        renderRandom(100)
        let before = try residentKiB()
        #expect(before > 1024, "resident memory of \(before) KiB cannot be right")
        renderRandom(900)
        let after = try residentKiB()
        // Other suites run in this process at the same time, so tens of MiB of noise are normal
        // (37 MiB seen with the whole test run going); keeping even one canvas per render would
        // add about 120 MiB over these 900 renders.
        #expect(after - before < 64 * 1024, "resident memory grew from \(before) KiB to \(after) KiB")
    }
}
