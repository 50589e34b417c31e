import OmbreGraphics
import Testing

@testable import OmbreViews

@Suite struct LayoutOutlineTests {
    /// A 200×100 root with a card at (20, 10) holding a gradient badge at (5, 5), a hidden view,
    /// and a view turned a quarter turn about its center.
    private func tree() -> (root: View, card: View, badge: View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = View(frame: Rect(x: 20, y: 10, width: 100, height: 50))
        card.name = "card"
        let badge = View(frame: Rect(x: 5, y: 5, width: 10, height: 10), layer: GradientLayer())
        let hidden = View(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        hidden.isHidden = true
        let turned = View(frame: Rect(x: 140, y: 40, width: 40, height: 20))
        turned.transform = AffineTransform(rotation: .pi / 2)
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(hidden)
        root.addSubview(turned)
        return (root, card, badge)
    }

    @Test func outlinesEveryVisibleViewsFrameInWindowPoints() {
        let outline = LayoutOutline(root: tree().root, at: nil)
        let frames = outline.boxes.map(\.frame)
        #expect(frames.count == 4)
        #expect(frames[0] == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(frames[1] == Rect(x: 20, y: 10, width: 100, height: 50))
        // The badge's (5, 5) is in the card's coordinates.
        #expect(frames[2] == Rect(x: 25, y: 15, width: 10, height: 10))
        // A quarter turn about (160, 50) stands the 40×20 view up as 20×40.
        let turned = frames[3]
        #expect(abs(turned.minX - 150) < 1e-9 && abs(turned.minY - 30) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9)
        #expect(outline.pointed.isEmpty && outline.pointedFrame == nil)
    }

    @Test func namesTheDeepestViewUnderThePoint() {
        let (root, _, _) = tree()
        let onBadge = LayoutOutline(root: root, at: Point(x: 30, y: 20))
        #expect(onBadge.pointed == ["View with GradientLayer (25 15; 10 10)"])
        #expect(onBadge.pointedFrame == Rect(x: 25, y: 15, width: 10, height: 10))
        let onCard = LayoutOutline(root: root, at: Point(x: 100.5, y: 50))
        #expect(onCard.pointed == ["View 'card' (20 10; 100 50)"])
        // Where only the hidden view is, the root is named.
        let onRoot = LayoutOutline(root: root, at: Point(x: 2, y: 90))
        #expect(onRoot.pointed == ["View (0 0; 200 100)"])
    }

    @Test func textCarriesFramesAmbiguityAndTheDescriptionBothWays() {
        let outline = LayoutOutline(
            boxes: [
                .init(frame: Rect(x: 0, y: 0, width: 390, height: 844)),
                .init(frame: Rect(x: 16.5, y: 59, width: 120.25, height: 20), isAmbiguous: true),
            ],
            pointed: ["UILabel:0x1'Hi' frame = (16.50 59; 120.25 20)", "<NSLayoutConstraint:0x2 a == b   (active)>"],
            pointedFrame: Rect(x: 16.5, y: 59, width: 120.25, height: 20))
        #expect(LayoutOutline(text: outline.text) == outline)
        let empty = LayoutOutline(boxes: [])
        #expect(LayoutOutline(text: empty.text) == empty)
        #expect(LayoutOutline(text: "frame 1 2 0 0") == nil)
        #expect(LayoutOutline(text: "layout 2\n0 0 1 1 0") == nil)
        #expect(LayoutOutline(text: "layout 1\n0 0 one 1 0") == nil)
    }
}
