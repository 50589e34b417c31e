import Foundation
import OmbreAnimation
import OmbreGraphics

extension AnimatedGradientView {
    /// Starts playing now, from the frame the view shows to the next one.
    ///
    /// While a transition runs this does nothing: there is never a second chain of them. It
    /// plays on from a view that `stopAnimating()` or `pauseAnimating()` stopped, and from the
    /// last frame (to the first) of a view that rested there without `autoRepeat`. A view with
    /// fewer than two frames starts as soon as it is given more.
    public func startAnimating() {
        wasControlled = true
        isPlaying = true
        beginNextTransition(at: UIKitWorld.current.time)
    }

    /// Stops now: the running transition is removed from the layer, which then shows the frame that
    /// transition was heading to, as the library's view does on a device.
    ///
    /// The layer keeps the type of the frame the transition left. Called before the view's first
    /// update, it keeps `autoAnimate` from starting the view.
    public func stopAnimating() {
        wasControlled = true
        isPlaying = false
        guard runningTransition != nil else { return }
        runningTransition = nil
        layer.removeAnimation(forKey: Self.transitionKey)
    }

    /// Lets the running transition end and starts no further one.
    public func pauseAnimating() {
        wasControlled = true
        isPlaying = false
    }

    /// Plays on after `pauseAnimating()`; the same as `startAnimating()`.
    public func resumeAnimating() {
        startAnimating()
    }

    /// The key the running transition's group has on the layer.
    static let transitionKey = "AnimatedGradientView.transition"

    /// Starts the transition from the shown frame to the next at scene time `begin`, unless one
    /// runs or there are fewer than two frames.
    ///
    /// Transitions that take no time pass at once, at most a whole cycle of them in a row, so that
    /// frames without a positive duration can never keep time from moving.
    func beginNextTransition(at begin: Double) {
        var instantTransitions = 0
        while isPlaying, runningTransition == nil, frames.count > 1, instantTransitions < frames.count {
            let from = shownFrame
            let to = (from + 1) % frames.count
            let duration = frameDurations[from] ?? animationDuration
            shownFrame = to
            show(frame: to, withType: false)
            guard duration > 0, duration.isFinite else {
                instantTransitions += 1
                if !transitionDidEnd() { return }
                continue
            }
            transitionSerial += 1
            runningTransition = transitionSerial
            layer.add(
                group(from: frames[from], to: frames[to], begin: begin, duration: duration), forKey: Self.transitionKey)
        }
    }

    /// Called when the transition numbered `serial` ran to its end at scene time `end`.
    func transitionDidFinish(serial: Int, at end: Double) {
        guard runningTransition == serial else { return }
        runningTransition = nil
        if transitionDidEnd() { beginNextTransition(at: end) }
    }

    /// Gives the layer the type of the frame just reached; true when the view plays on from it.
    private func transitionDidEnd() -> Bool {
        if frames.indices.contains(shownFrame) {
            gradientLayer?.type = CAGradientLayerType(frames[shownFrame].kind)
        }
        if !autoRepeat && shownFrame == frames.count - 1 { isPlaying = false }
        return isPlaying
    }

    /// Makes the layer's model show frame `index` (its type too when `withType`); without frames
    /// the layer has no colors.
    func show(frame index: Int, withType: Bool) {
        guard let gradientLayer else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard frames.indices.contains(index) else {
            gradientLayer.colors = nil
            gradientLayer.locations = nil
            return
        }
        let frame = frames[index]
        gradientLayer.colors = frame.colors.map { CGColor($0) }
        gradientLayer.locations = frame.locations?.map { NSNumber(value: $0) }
        gradientLayer.startPoint = CGPoint(frame.startPoint)
        gradientLayer.endPoint = CGPoint(frame.endPoint)
        if withType { gradientLayer.type = CAGradientLayerType(frame.kind) }
    }

    /// The group that animates the layer from frame `from` to frame `to`.
    private func group(
        from: OmbreGraphics.Gradient, to: OmbreGraphics.Gradient, begin: Double, duration: Double
    ) -> CAAnimationGroup {
        func basic(_ keyPath: String, _ fromValue: Any?, _ toValue: Any?) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = fromValue
            animation.toValue = toValue
            return animation
        }
        let group = CAAnimationGroup()
        group.animations = [
            basic("colors", from.colors.map { CGColor($0) }, to.colors.map { CGColor($0) }),
            basic("locations", from.locations?.map { NSNumber(value: $0) }, to.locations?.map { NSNumber(value: $0) }),
            basic("startPoint", CGPoint(from.startPoint), CGPoint(to.startPoint)),
            basic("endPoint", CGPoint(from.endPoint), CGPoint(to.endPoint)),
        ]
        group.beginTime = begin
        group.duration = duration
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        group.delegate = TransitionEnd(view: self, serial: transitionSerial)
        return group
    }
}

/// Hears the end of one of a view's transitions without keeping the view alive. Layers call
/// their animation delegates on the main thread; the `@preconcurrency` conformance checks that.
@MainActor private final class TransitionEnd: @preconcurrency CAAnimationDelegate {
    weak var view: AnimatedGradientView?
    let serial: Int

    init(view: AnimatedGradientView, serial: Int) {
        self.view = view
        self.serial = serial
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag else { return }
        view?.transitionDidFinish(serial: serial, at: anim.endTime)
    }
}
