import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// UISwitch and UISlider as taps and drags drive them, and the recognizers of presses, swipes
/// and edge drags, on the scene clock.
@MainActor @Suite struct SwitchSliderAndGestureTests {
    /// A host over white showing what `setUp` adds, rendered once at time 0.
    private func host(_ setUp: @escaping (UIView) -> Void) -> UIKitHostView {
        let host = hosting { view in
            view.backgroundColor = .white
            setUp(view)
        }
        frame(host, at: 0)
        return host
    }

    private func tap(_ host: UIKitHostView, _ x: Double, _ y: Double) {
        host.touchDown(at: Point(x: x, y: y))
        host.touchUp(at: Point(x: x, y: y))
    }

    @Test func aTappedSwitchTurnsOverAndSaysSo() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        var sent: [Bool] = []
        toggle.addAction(for: .valueChanged) { sent.append(toggle.isOn) }
        let host = host { $0.addSubview(toggle) }
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31), "a switch keeps its own size")
        // Off: the thumb at the left, the track a light gray.
        var pixels = frame(host, at: 0.1)
        #expect(Color(pixel: pixels[25, 25]) == Color(pixel: UIColor.white.color.pixel))
        #expect(Color(pixel: pixels[52, 25]).green < 0.95 && Color(pixel: pixels[52, 25]).red > 0.85)
        tap(host, 20, 20)
        #expect(toggle.isOn && sent == [true])
        pixels = frame(host, at: 1)
        let green = Color(pixel: pixels[20, 25])
        #expect(green.green > 0.7 && green.red < 0.3, "on: the track is green left of the thumb, \(green)")
        #expect(Color(pixel: pixels[47, 25]) == Color(pixel: UIColor.white.color.pixel), "the thumb is at the right")
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn && sent == [true], "setting it sends nothing")
    }

    @Test func dragFromTheThumbMovesTheSliderAndAPressOnTheTrackDoesNot() {
        let slider = UISlider(frame: CGRect(x: 0, y: 30, width: 100, height: 31))
        slider.value = 0.25
        var values: [Float] = []
        slider.addAction(for: .valueChanged) { values.append(slider.value) }
        let host = host { $0.addSubview(slider) }
        // The thumb's middle: 14 + 72 · 0.25 = 32.
        host.touchDown(at: Point(x: 32, y: 45))
        host.touchMoved(to: Point(x: 50, y: 45))
        host.touchMoved(to: Point(x: 68, y: 45))
        host.touchUp(at: Point(x: 68, y: 45))
        #expect(abs(slider.value - 0.75) < 0.001, "\(slider.value)")
        #expect(values.count == 2 && abs(values[0] - 0.5) < 0.001, "one for each move: \(values)")
        host.touchDown(at: Point(x: 10, y: 45))
        host.touchMoved(to: Point(x: 20, y: 45))
        host.touchUp(at: Point(x: 20, y: 45))
        #expect(abs(slider.value - 0.75) < 0.001, "the track away from the thumb does not move it")
        slider.minimumValue = 1
        slider.maximumValue = 3
        slider.value = 5
        #expect(slider.value == 3)
        // Left of the thumb the track is the tint; right of it, systemFill's light gray.
        let pixels = frame(host, at: 1)
        #expect(Color(pixel: pixels[5, 45]).blue > 0.9 && Color(pixel: pixels[5, 45]).red < 0.2)
    }

    @Test func pageDotsMarkTheCurrentPageAndTapsStepThroughThem() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 40, width: 100, height: 26))
        pages.numberOfPages = 4
        pages.currentPage = 1
        var sent: [Int] = []
        pages.addAction(for: .valueChanged) { sent.append(pages.currentPage) }
        let host = host { $0.addSubview(pages) }
        #expect(pages.intrinsicContentSize == CGSize(width: 64, height: 26))
        // Dots at x = 26, 42, 58, 74 across the middle row (y = 53): the second one is black.
        var pixels = frame(host, at: 0.1)
        #expect(Color(pixel: pixels[42, 53]) == Color(pixel: UIColor.black.color.pixel))
        let other = Color(pixel: pixels[26, 53])
        #expect(other.red > 0.7 && other.red < 0.9, "a light translucent gray over white: \(other)")
        #expect(Color(pixel: pixels[34, 53]) == Color(pixel: UIColor.white.color.pixel), "between the dots")
        // Right of the current dot is the next page; past the last, nothing.
        tap(host, 95, 53)
        tap(host, 95, 53)
        tap(host, 95, 53)
        #expect(pages.currentPage == 3 && sent == [2, 3], "the last page goes no further: \(sent)")
        tap(host, 10, 53)
        #expect(pages.currentPage == 2 && sent == [2, 3, 2])
        pixels = frame(host, at: 1)
        #expect(Color(pixel: pixels[58, 53]) == Color(pixel: UIColor.black.color.pixel))
        pages.currentPage = 9
        #expect(pages.currentPage == 3)
    }

    @Test func aTappedSegmentIsSelectedAndSaysSo() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 30, width: 90, height: 32)
        control.selectedSegmentIndex = 0
        var sent: [Int] = []
        control.addAction(for: .valueChanged) { sent.append(control.selectedSegmentIndex) }
        let host = host { view in
            view.backgroundColor = .black
            view.addSubview(control)
        }
        #expect(control.intrinsicContentSize.height == 32 && control.numberOfSegments == 3)
        tap(host, 75, 46)
        #expect(control.selectedSegmentIndex == 2 && sent == [2])
        // The selected segment's plate is white over the dark bar; the others show the bar.
        let pixels = frame(host, at: 1)
        #expect(Color(pixel: pixels[65, 44]) == Color(pixel: UIColor.white.color.pixel))
        #expect(Color(pixel: pixels[6, 34]).red < 0.3, "the bar: a light translucent fill over black")
        control.setEnabled(false, forSegmentAt: 1)
        tap(host, 45, 46)
        #expect(control.selectedSegmentIndex == 2 && sent == [2], "a disabled segment takes no taps")
        control.isMomentary = true
        tap(host, 15, 46)
        #expect(control.selectedSegmentIndex == 2 && sent == [2, 2], "momentary: sent, not selected")
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Z")
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aHeldPressBeginsAfterItsDurationAndEndsWithTheTouch() {
        var states: [UIGestureRecognizer.State] = []
        var moving: UILongPressGestureRecognizer?
        let host = host { view in
            let press = UILongPressGestureRecognizer { states.append($0.state) }
            view.addGestureRecognizer(press)
            moving = UILongPressGestureRecognizer { _ in states.append(.failed) }
            moving?.minimumPressDuration = 1
        }
        host.touchDown(at: Point(x: 50, y: 50))
        frame(host, at: 0.4)
        #expect(states.isEmpty)
        frame(host, at: 0.6)
        #expect(states == [.began])
        host.touchMoved(to: Point(x: 60, y: 50))
        host.touchUp(at: Point(x: 60, y: 50))
        #expect(states == [.began, .changed, .ended])
        // A press that moves too far first fails.
        host.touchDown(at: Point(x: 50, y: 50))
        host.touchMoved(to: Point(x: 70, y: 50))
        frame(host, at: 2)
        host.touchUp(at: Point(x: 70, y: 50))
        #expect(states == [.began, .changed, .ended])
        #expect(moving?.minimumPressDuration == 1)
    }

    @Test func aQuickStraightRunIsASwipeInItsDirection() {
        var swipes: [String] = []
        let host = host { view in
            let right = UISwipeGestureRecognizer { _ in swipes.append("right") }
            let up = UISwipeGestureRecognizer { _ in swipes.append("up") }
            up.direction = .up
            view.addGestureRecognizer(right)
            view.addGestureRecognizer(up)
        }
        func swipe(from: Point, to: Point, taking seconds: Double, at start: Double) {
            frame(host, at: start)
            host.touchDown(at: from)
            host.touchMoved(to: to)
            frame(host, at: start + seconds)
            host.touchUp(at: to)
        }
        swipe(from: Point(x: 10, y: 50), to: Point(x: 80, y: 55), taking: 0.2, at: 0)
        swipe(from: Point(x: 50, y: 90), to: Point(x: 52, y: 20), taking: 0.2, at: 1)
        swipe(from: Point(x: 10, y: 50), to: Point(x: 80, y: 50), taking: 1, at: 2)
        swipe(from: Point(x: 10, y: 50), to: Point(x: 40, y: 50), taking: 0.1, at: 4)
        swipe(from: Point(x: 80, y: 50), to: Point(x: 10, y: 50), taking: 0.1, at: 5)
        #expect(swipes == ["right", "up"], "too slow, too short and the wrong way are no swipes: \(swipes)")
    }

    @Test func anEdgeDragBeginsOnlyFromItsEdge() {
        var began = 0
        let host = host { view in
            let edge = UIScreenEdgePanGestureRecognizer { if $0.state == .began { began += 1 } }
            edge.edges = .left
            view.addGestureRecognizer(edge)
            view.addGestureRecognizer(UIPinchGestureRecognizer(target: nil, action: nil))
        }
        host.touchDown(at: Point(x: 5, y: 50))
        host.touchMoved(to: Point(x: 40, y: 50))
        host.touchUp(at: Point(x: 40, y: 50))
        host.touchDown(at: Point(x: 50, y: 50))
        host.touchMoved(to: Point(x: 90, y: 50))
        host.touchUp(at: Point(x: 90, y: 50))
        #expect(began == 1)
    }
}

extension UIControl {
    /// Runs `body` whenever the control sends `event` (a test's target-action without selectors).
    fileprivate func addAction(for event: Event, _ body: @escaping () -> Void) {
        addTarget(ActionBox.keep(body), action: "run", for: event)
    }
}

/// A target whose `run` selector calls a closure; kept alive for the test process.
private final class ActionBox: NSObject {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func run() { body() }

    nonisolated(unsafe) static var kept: [ActionBox] = []

    @MainActor static func keep(_ body: @escaping () -> Void) -> ActionBox {
        let box = ActionBox(body)
        kept.append(box)
        ObjCRuntime.register(ActionBox.self, [("run", ObjCMethod(ActionBox.run))])
        return box
    }
}
