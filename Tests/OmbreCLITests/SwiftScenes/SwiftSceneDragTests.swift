import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

/// Drags, in the preview window (moves of the pointer with its button held) as scripted with
/// `--drag`: the view the press began in gets `touchesMoved` and the release, a control its
/// drag events, and a pan recognizer the drag, cancelling the touch in its view.
@Suite(.serialized) struct SwiftSceneDragTests {
    /// A view reporting its touches, with a control on its left half reporting its events and
    /// a pad with a pan recognizer on the top of its right half; the view turns green when a
    /// touch that moved ends.
    static let source = """
        import UIKit

        final class Knob: UIControl {}

        final class DragView: UIView {
            let knob = Knob(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
            let pad = PanPad(frame: CGRect(x: 40, y: 0, width: 40, height: 20))
            private var moves = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .blue
                addSubview(knob)
                addSubview(pad)
                let events: [(UIControl.Event, String)] = [
                    (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragExit, "dragExit"),
                    (.touchDragOutside, "dragOutside"), (.touchUpOutside, "upOutside"), (.touchUpInside, "upInside"),
                ]
                for (event, name) in events {
                    knob.addAction(for: event) { print("knob", name) }
                }
            }

            required init?(coder: NSCoder) { fatalError("not used") }

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                let point = touches.first!.location(in: self)
                print("began", point.x, point.y)
            }

            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                moves += 1
                let point = touches.first!.location(in: self)
                print("moved", point.x, point.y)
            }

            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                let point = touches.first!.location(in: self)
                print("ended", moves > 0, point.x, point.y)
                if moves > 0 { backgroundColor = .green }
            }
        }

        final class PanPad: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(panned(_:))))
            }

            required init?(coder: NSCoder) { fatalError("not used") }

            @objc func panned(_ pan: UIPanGestureRecognizer) {
                let names: [UIGestureRecognizer.State: String] = [.began: "began", .changed: "changed", .ended: "ended"]
                let moved = pan.translation(in: self)
                let speed = pan.velocity(in: superview)
                print("pan", names[pan.state] ?? "?", moved.x, moved.y, Int(speed.x.rounded()), Int(speed.y.rounded()))
            }

            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { print("pad began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { print("pad moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { print("pad ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { print("pad cancelled") }
        }

        extension UIControl {
            func addAction(for event: UIControl.Event, _ action: @escaping () -> Void) {
                let target = ActionTarget(action)
                targets.append(target)
                addTarget(target, action: #selector(ActionTarget.fire), for: event)
            }
        }

        private var targets: [ActionTarget] = []

        final class ActionTarget: NSObject {
            let action: () -> Void
            init(_ action: @escaping () -> Void) { self.action = action }
            @objc func fire() { action() }
        }

        """

    @Test func pointerMovesWithTheButtonHeldAreDragsOfTheViewThePressBeganIn() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let file = try SwiftSceneFixtures.write(Self.source, as: "Drag.swift")
        let ombre = try OmbreProcess(["preview", file, "--size", "80x60", "--view", "DragView"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow(timeout: 120)
        let blue = PixelBuffer(size: PixelSize(width: 80, height: 60))
        blue.fill(Color(red: 0, green: 0, blue: 1, alpha: 1).pixel)
        _ = try probe.waitForPixels(window, equal: blue, timeout: 180)

        // On the view: a press, two moves, the release past the window's right edge.
        try probe.drag(in: window, through: [(60, 30), (70, 40), (75, 45), (100, 45)])
        #expect(ombre.waitForOutput(timeout: 20) { _, err in err.contains("ended") }, "\(ombre.stderr)")
        for line in [
            "began 60.5 30.5", "moved 70.5 40.5", "moved 75.5 45.5", "moved 100.5 45.5", "ended true 100.5 45.5",
        ] {
            #expect(ombre.stderr.contains(line), "missing \"\(line)\" in:\n\(ombre.stderr)")
        }
        let green = PixelBuffer(size: PixelSize(width: 80, height: 60))
        green.fill(Color(red: 0, green: 1, blue: 0, alpha: 1).pixel)
        _ = try probe.waitForPixels(window, equal: green, timeout: 20)

        // On the control: inside, then out of it, released outside.
        try probe.drag(in: window, through: [(20, 30), (30, 30), (60, 30)])
        #expect(ombre.waitForOutput(timeout: 20) { _, err in err.contains("knob upOutside") }, "\(ombre.stderr)")
        let knob = ombre.stderr.split(separator: "\n").filter { $0.hasPrefix("knob ") }.joined(separator: ", ")
        #expect(
            knob == "knob down, knob dragInside, knob dragExit, knob dragOutside, knob upOutside", "\(ombre.stderr)")

        // On the pad: its pan begins past 10 points, cancelling the pad's touch.
        try probe.drag(in: window, through: [(45, 10), (50, 10), (60, 10), (70, 14)])
        #expect(ombre.waitForOutput(timeout: 20) { _, err in err.contains("pan ended") }, "\(ombre.stderr)")
        let pad = ombre.stderr.split(separator: "\n").filter { $0.hasPrefix("pad ") || $0.hasPrefix("pan ") }
        #expect(
            pad.map { $0.split(separator: " ").prefix(4).joined(separator: " ") } == [
                "pad began", "pad moved", "pan began 15.0 0.0", "pad cancelled", "pan changed 25.0 4.0",
                "pan ended 25.0 4.0",
            ], "\(ombre.stderr)")

        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
    }

    @Test func scriptedDragsPanAsWindowDragsDo() throws {
        let file = try SwiftSceneFixtures.write(Self.source, as: "Drag.swift")
        let result = try runOmbre([
            "render", file, "-o", "/dev/null", "--size", "80x60", "--view", "DragView", "--time", "1.5", "--drag",
            "45,10:75,10@0.5-1",
        ])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.err.split(separator: "\n").map(String.init)
        // 30 moves of a point each, 60 a second: the pan begins at the 11th, past 10 points.
        #expect(lines.first { $0.hasPrefix("pan ") } == "pan began 11.0 0.0 60 0", "\(result.err)")
        #expect(lines.filter { $0.hasPrefix("pan changed") }.count == 19, "\(result.err)")
        #expect(lines.last { $0.hasPrefix("pan ") } == "pan ended 30.0 0.0 60 0", "\(result.err)")
        #expect(lines.filter { $0 == "pad moved" }.count == 10, "\(result.err)")
        #expect(lines.contains("pad cancelled") && !lines.contains("pad ended"), "\(result.err)")
    }
}

extension WindowProbe {
    /// Presses the main button at the first of `points` (pixels in the window), moves it through
    /// the others and releases it at the last, as a hand drags.
    func drag(in window: String, through points: [(x: Int, y: Int)]) throws {
        var steps: [[String]] = []
        for (index, point) in points.enumerated() {
            steps.append(["mousemove", "--window", window, "\(point.x)", "\(point.y)"])
            if index == 0 { steps.append(["mousedown", "1"]) }
        }
        steps.append(["mouseup", "1"])
        for step in steps {
            let result = try runTool("xdotool", step, display: display)
            guard result.status == 0 else { throw EndToEndFailure("xdotool \(step[0]) failed: \(result.err)") }
        }
    }
}
