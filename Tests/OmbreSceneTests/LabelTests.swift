import OmbreGraphics
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbreScene

@Suite struct LabelTests {
    static let scene = """
        window: {size: [200, 120], background: "#101018"}
        root:
          view:
            children:
              - label: {text: Left, size: 18, color: white, frame: [4, 0, 192, 30], name: left}
              - label: {text: Centered, size: 18, color: "#FFC371", alignment: center, frame: [4, 30, 192, 30], name: center}
              - label: {text: Right, size: 18, color: "#2BC0E4", alignment: right, frame: [4, 60, 192, 30], name: right}
              - label: {text: "two\\nlines", size: 11, color: white, frame: [4, 88, 60, 30]}
              - label: {text: Turned, size: 14, color: "#FF5F6D", rotation: -20, frame: [110, 90, 80, 24]}

        """

    @Test func labelsMatchTheirReferenceImage() throws {
        let scene = try Scene(text: Self.scene, file: "labels.yaml")
        let image = render(root: scene.root, size: PixelSize(width: 200, height: 120), background: scene.background)
        expectSnapshot(image, named: "labels-200x120")
    }

    @Test func alignmentPlacesTheTextAtTheLeftCenterOrRightOfTheLabel() throws {
        let scene = try Scene(text: Self.scene, file: "labels.yaml")
        let image = render(root: scene.root, size: PixelSize(width: 200, height: 120), background: scene.background)
        let background = Color(red8: 0x10, green8: 0x10, blue8: 0x18).pixel
        let left = try #require(ink(in: image, rows: 0..<30, background: background))
        let center = try #require(ink(in: image, rows: 30..<60, background: background))
        let right = try #require(ink(in: image, rows: 60..<88, background: background))
        // Side bearings keep the ink a pixel or two inside the label's edges.
        #expect((4...7).contains(left.lowerBound), "left ink starts at \(left.lowerBound)")
        #expect((193...196).contains(right.upperBound), "right ink ends at \(right.upperBound)")
        let middle = Double(center.lowerBound + center.upperBound) / 2
        #expect(abs(middle - 100) <= 2, "centered ink is around \(middle)")
    }

    @Test func textScalesWithItsSizeInPoints() throws {
        func inkHeight(size: Int) throws -> Int {
            let scene = try Scene(
                text: "window: {size: [300, 100]}\nroot: {label: {text: H, size: \(size), color: white}}",
                file: "h.yaml")
            let image = render(root: scene.root, size: PixelSize(width: 300, height: 100), background: .black)
            let rows = (0..<100).filter { y in (0..<300).contains { image[$0, y] != Color.black.pixel } }
            return (rows.last ?? 0) - (rows.first ?? 0) + 1
        }
        let small = try inkHeight(size: 20)
        let large = try inkHeight(size: 40)
        #expect(abs(Double(large) / Double(small) - 2) < 0.15, "H is \(small) then \(large) pixels tall")
    }

    @Test func builtInScenesOtherThanTheGalleryHaveNoText() throws {
        for builtin in BuiltinScene.all {
            let scene = try Scene.load(builtin.name)
            let labels = labelCount(scene.root)
            if builtin.name == "gallery" {
                #expect(labels == 10, "the gallery names each of its cells")
            } else {
                #expect(labels == 0, "\(builtin.name) asked for no text")
            }
        }
    }

    /// The columns where anything but `background` shows in `rows`.
    private func ink(in image: PixelBuffer, rows: Range<Int>, background: UInt32) -> ClosedRange<Int>? {
        let columns = (0..<image.width).filter { x in rows.contains { image[x, $0] != background } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    private func labelCount(_ view: View) -> Int {
        (view is LabelView ? 1 : 0) + view.subviews.map(labelCount).reduce(0, +)
    }
}
