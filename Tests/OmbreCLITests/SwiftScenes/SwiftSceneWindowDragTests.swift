import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

/// In the preview window, moves of the pointer with its button held are drags: the view the
/// press began in gets `touchesMoved` and the release, and a control its drag events, as a
/// scripted `--drag` delivers them.
@Suite(.serialized) struct SwiftSceneWindowDragTests {
    /// A view reporting its touches, with a control on its left half reporting its events; the
    /// view turns green when a touch that moved ends.
    static let source = """
        import UIKit

        final class Knob: UIControl {}

        final class DragView: UIView {
            let knob = Knob(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
            private var moves = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .blue
                addSubview(knob)
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
        let ombre = try OmbreProcess(["preview", file, "--size", "80x60"], display: server.name)
        let probe = WindowProbe(display: server.name)
        let window = try probe.findWindow(timeout: 120)
        let blue = PixelBuffer(size: PixelSize(width: 80, height: 60))
        blue.fill(Color(red: 0, green: 0, blue: 1, alpha: 1).pixel)
        _ = try probe.waitForPixels(window, equal: blue, timeout: 30)

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

        try probe.quit(in: window)
        #expect(ombre.waitForExit(timeout: 10) == 0, "\(ombre.outcome)")
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
