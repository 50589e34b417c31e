import OmbreGraphics
import Testing

@testable import OmbreViews

@Suite struct ViewGeometryTests {
    @Test func hitTestingFindsTheFrontmostDeepestView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let front = View(frame: Rect(x: 40, y: 40, width: 50, height: 50))
        let inner = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        #expect(root.view(at: Point(x: 20, y: 20)) === back)
        #expect(root.view(at: Point(x: 50, y: 50)) === inner, "front is on top and inner is inside it")
        #expect(root.view(at: Point(x: 80, y: 80)) === front)
        #expect(root.view(at: Point(x: 95, y: 5)) === root)
        #expect(root.view(at: Point(x: 150, y: 5)) == nil)
        front.isHidden = true
        #expect(root.view(at: Point(x: 50, y: 50)) === back)
    }

    @Test func hitTestingFollowsTransforms() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let bar = View(frame: Rect(x: 0, y: 45, width: 100, height: 10))
        bar.transform = AffineTransform(rotation: .pi / 2)
        root.addSubview(bar)
        #expect(root.view(at: Point(x: 50, y: 10)) === bar, "the bar now stands upright")
        #expect(root.view(at: Point(x: 10, y: 50)) === root)
        #expect(bar.frame.width < 10.001 && bar.frame.height > 99.999)
    }

    @Test func clipsToBoundsCutsOffSubviews() {
        let root = View()
        root.backgroundColor = .black
        let box = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        let child = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        child.backgroundColor = .white
        box.addSubview(child)
        root.addSubview(box)
        let size = PixelSize(width: 64, height: 64)
        #expect(render(root: root, size: size)[45, 45] == Color.white.pixel)
        box.clipsToBounds = true
        let clipped = render(root: root, size: size)
        #expect(clipped[45, 45] == Color.black.pixel)
        #expect(clipped[25, 25] == Color.white.pixel)
    }

    @Test func framesAndBoundsFollowUIKit() {
        let v = View(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 30, height: 40))
        #expect(v.center == Point(x: 25, y: 40))
        v.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == Rect(x: -5, y: 0, width: 60, height: 80))
        #expect(v.bounds.size == Size(width: 30, height: 40))
    }

    @Test func setNeedsDisplayReachesTheRoot() {
        let root = View()
        let child = View()
        root.addSubview(child)
        _ = render(root: root, size: PixelSize(width: 4, height: 4))
        #expect(!root.needsDisplay)
        child.backgroundColor = .white
        #expect(root.needsDisplay)
    }
}

@Suite struct GroupOpacityTests {
    @Test func aTranslucentViewFadesAsOneGroup() {
        // A half-transparent white view with an opaque black child, over a black canvas: the
        // child hides the white beneath it before the group fades, so its area stays black.
        let root = View()
        let group = View(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        group.backgroundColor = .white
        group.alpha = 0.5
        let child = View(frame: Rect(x: 20, y: 0, width: 20, height: 20))
        child.backgroundColor = Color(red: 1, green: 0, blue: 0)
        group.addSubview(child)
        root.addSubview(group)
        let image = render(root: root, size: PixelSize(width: 40, height: 20), background: .black)
        #expect(image[10, 10] == 0xFF80_8080, "white at half opacity over black")
        #expect(image[30, 10] == 0xFF80_0000, "red at half opacity, with no white showing through")
    }

    @Test func aSingleTranslucentGradientNeedsNoGroup() {
        let view = GradientView(startColor: .white, endColor: .white)
        view.alpha = 0.5
        let image = render(root: view, size: PixelSize(width: 8, height: 8), background: .black)
        // White at half opacity over black, 128 in every channel, to within the dither: Generic
        // RGB's white is a few hundredths of a level off in blue, which a few pixels of each
        // 8×8 tile round down.
        let channels = (0..<64).flatMap { i in (0..<3).map { Int(image[i % 8, i / 8] >> (8 * UInt32($0)) & 0xFF) } }
        #expect(channels.allSatisfy { abs($0 - 128) <= 1 }, "\(channels)")
        #expect(abs(Double(channels.reduce(0, +)) / Double(channels.count) - 128) < 1.0 / 16)
    }
}
