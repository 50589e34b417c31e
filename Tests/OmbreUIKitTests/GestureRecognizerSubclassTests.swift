import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A recognizer of its own, as code writes one against UIKit's `UIGestureRecognizerSubclass`:
/// it begins as the touch goes down, changes as it moves and ends as it lifts.
private final class FollowingRecognizer: UIGestureRecognizer {
    var resets = 0
    var moves: [CGPoint] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        moves.append(location(in: view))
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }

    override func reset() { resets += 1 }
}

/// A press recognized at once that fails when the touch lifts outside its view.
private final class InsideOnlyPress: UILongPressGestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        minimumPressDuration = 0
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first, let view, !view.bounds.contains(touch.location(in: view)) { state = .failed }
        super.touchesEnded(touches, with: event)
    }
}

@MainActor @Suite struct GestureRecognizerSubclassTests {
    private func host(with recognizer: UIGestureRecognizer) -> UIKitHostView {
        let host = hosting { view in
            let target = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            target.addGestureRecognizer(recognizer)
            view.addSubview(target)
        }
        frame(host, at: 0)
        return host
    }

    @Test func aSubclassesStatesSendTheActionsAndItIsResetAfterwards() {
        var states: [UIGestureRecognizer.State] = []
        let recognizer = FollowingRecognizer(target: nil, action: nil)
        recognizer.handler = { states.append($0.state) }
        let host = host(with: recognizer)
        host.touchDown(at: Point(x: 30, y: 30))
        host.touchMoved(to: Point(x: 35, y: 32))
        host.touchUp(at: Point(x: 35, y: 32))
        #expect(states == [.began, .changed, .ended])
        #expect(recognizer.moves == [CGPoint(x: 15, y: 12)])
        #expect(recognizer.state == .possible && recognizer.resets == 1)
    }

    @Test func aPressSubclassThatFailsItselfSendsNoEnd() {
        var states: [UIGestureRecognizer.State] = []
        let press = InsideOnlyPress(target: nil, action: nil)
        press.handler = { states.append($0.state) }
        let host = host(with: press)
        // Held and lifted inside: it begins at once (no minimum duration) and ends.
        host.touchDown(at: Point(x: 30, y: 30))
        frame(host, at: 0.1)
        host.touchUp(at: Point(x: 30, y: 30))
        #expect(states == [.began, .ended])
        // Dragged out and lifted there: it fails, so no end is sent.
        states = []
        host.touchDown(at: Point(x: 30, y: 30))
        frame(host, at: 0.2)
        host.touchMoved(to: Point(x: 90, y: 90))
        host.touchUp(at: Point(x: 90, y: 90))
        #expect(states == [.began, .changed])
        #expect(press.state == .possible)
    }
}
