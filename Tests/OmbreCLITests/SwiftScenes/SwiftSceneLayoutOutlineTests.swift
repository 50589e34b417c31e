import Foundation
import OmbreGraphics
import OmbreTestSupport
import OmbreViews
import Testing

@testable import OmbrePreview
@testable import OmbreSwiftScene

/// The `layout` request of a Swift scene's runner, through a real built runner: the frames of
/// the views its code laid out, and the view at a point with its constraints.
@Suite(.serialized) struct SwiftSceneLayoutOutlineTests {
    static let source = """
        import UIKit

        final class PinnedController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let card = UIView()
                card.backgroundColor = .white
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                let title = UILabel()
                title.text = "Hi"
                title.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(title)
                let loose = UIView()
                loose.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(loose)
                let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                hidden.isHidden = true
                view.addSubview(hidden)
                NSLayoutConstraint.activate([
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                    card.widthAnchor.constraint(equalToConstant: 100),
                    card.heightAnchor.constraint(equalToConstant: 40),
                    title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                    title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
                    // Only a lower bound across: the loose view's x is ambiguous.
                    loose.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 10),
                    loose.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    loose.widthAnchor.constraint(equalToConstant: 50),
                    loose.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }

        """

    @Test func runnerOutlinesItsViewsAndDescribesTheOneAtAPoint() throws {
        let file = try SwiftSceneFixtures.write(Self.source, as: "Pinned.swift")
        let scene = try SwiftScene.load(SwiftSceneRequest(files: [file]), progress: { _ in })
        let live = try #require(scene.live)
        _ = OmbreViews.render(root: scene.root, size: PixelSize(width: 200, height: 150), at: 0, background: .black)

        let outline = try #require(live.layoutOutline(at: Point(x: 60, y: 60)))
        // The root, the card, its label and the loose view; the hidden view is left out.
        #expect(outline.boxes.count == 4, "\(outline.boxes)")
        #expect(outline.boxes.first == LayoutOutline.Box(frame: Rect(x: 0, y: 0, width: 200, height: 150)))
        let card = Rect(x: 20, y: 30, width: 100, height: 40)
        #expect(outline.boxes[1] == LayoutOutline.Box(frame: card))
        // The label's origin is the card's plus (8, 4), in window points.
        #expect(outline.boxes[2].frame.minX == 28 && outline.boxes[2].frame.minY == 34)
        #expect(!outline.boxes[2].isAmbiguous)
        let loose = outline.boxes[3]
        #expect(loose.isAmbiguous && loose.frame.minY == 100 && loose.frame.size == Size(width: 50, height: 20))

        // (60, 60) is in the card below its label: the card, then each constraint naming it.
        #expect(outline.pointedFrame == card)
        let lines = outline.pointed
        #expect(
            lines.first?.hasPrefix("UIView:0x") == true && lines.first?.hasSuffix(" frame = (20 30; 100 40)") == true)
        let constraints = lines.dropFirst()
        #expect(constraints.count == 6, "\(lines)")
        #expect(constraints.allSatisfy { $0.hasPrefix("<NSLayoutConstraint:0x") && $0.hasSuffix("   (active)>") })
        let card0x = String(lines[0].prefix { $0 != " " })
        #expect(constraints.contains { $0.contains(" \(card0x).leading == UIView:0x") && $0.contains(".leading + 20") })
        #expect(constraints.contains { $0.contains(" \(card0x).width == 100   (active)>") })
        #expect(constraints.contains { $0.contains("'Hi'.leading == \(card0x).leading + 8") })

        // Nothing asked about: the frames alone; the loose view named as ambiguous.
        #expect(live.layoutOutline(at: nil)?.pointed == [])
        let onLoose = try #require(live.layoutOutline(at: Point(x: loose.frame.midX, y: 110)))
        #expect(onLoose.pointed.first?.hasSuffix(" (ambiguous layout)") == true, "\(onLoose.pointed)")

        // What the overlay adds to each frame of a Swift scene: one request and its reply.
        var times: [Double] = []
        for _ in 0..<50 {
            let started = monotonicSeconds()
            _ = live.layoutOutline(at: Point(x: 60, y: 60))
            times.append(monotonicSeconds() - started)
        }
        print("swift scene layout request:", String(format: "median %.3f ms", times.sorted()[25] * 1000))
    }

    /// The window with the overlay on a Swift scene: the outlines and the title come from the
    /// runner after each frame and go over a copy of the frame it drew in shared memory, so
    /// turning the overlay off shows the scene's own pixels again.
    @Test func windowOutlinesTheRunnersViewsOverItsFrame() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try SwiftSceneFixtures.write(Self.source, as: "PinnedWindow.swift")
        let ombre = try OmbreProcess(["preview", file, "--size", "300x300"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow(timeout: 120)
        let white: UInt32 = 0xFF_FFFF
        #expect(waitUntil(timeout: 30) { (try? probe.grab(window)[60, 60] & white) == white })
        let plain = try probe.grab(window)

        try probe.movePointer(in: window, x: 60, y: 60)
        try probe.press("l", in: window)
        let named = waitUntil(timeout: 10) {
            (try? probe.title(of: window).contains(" frame = (20 30; 100 40)")) == true
        }
        #expect(named, "title \(String(describing: try? probe.title(of: window)))")
        #expect(ombre.waitForOutput(timeout: 5) { _, err in err.contains(".width == 100   (active)>") })
        let shown = try probe.grab(window)
        let yellow = LayoutOutline.pointedColor.pixel & white
        let red = LayoutOutline.ambiguousColor.pixel & white
        #expect(shown[20, 50] & white == yellow && shown[119, 50] & white == yellow && shown[60, 30] & white == yellow)
        #expect(shown[30, 100] & white == red, "the loose view's top edge, its x ambiguous")
        #expect(shown[60, 60] & white == white)

        try probe.press("l", in: window)
        _ = try probe.waitForPixels(window, equal: plain, timeout: 10)
        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
    }
}
