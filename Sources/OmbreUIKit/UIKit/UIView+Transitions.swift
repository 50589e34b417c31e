import Foundation

extension UIView {
    /// Changes `view` through a transition: `animations` makes its changes at once, and the
    /// view as it was, taken as an image, fades out above it over `duration` seconds on the
    /// timing curve `options` names, which shows the old picture dissolving into the new one as
    /// `.transitionCrossDissolve` does; then `completion` is called.
    ///
    /// Flips and curls are drawn as that dissolve too (the first of each says so on stderr):
    /// Ombre draws no 3D turn yet. Without a transition option the changes animate as in
    /// `animate(withDuration:delay:options:animations:completion:)`.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard options.transition != 0 else {
            animate(duration: duration, delay: 0, options: options, spring: nil, { animations?() }, completion)
            return
        }
        let before = view.pictureLayer(in: view.layer, at: view.bounds)
        performWithoutAnimation { animations?() }
        dissolve(before, over: view.layer, duration: duration, options: options, completion)
    }

    /// Replaces `fromView` by `toView` in its superview through a transition, as
    /// `transition(with:…)` draws it: `fromView` is removed and `toView` added in its place
    /// (with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown instead), and
    /// the old picture fades out above the new one; then `completion` is called.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion.map { done in UIKitWorld.current.schedule(at: UIKitWorld.current.time) { done(true) } }
            return
        }
        let before = fromView.pictureLayer(in: container.layer, at: fromView.frame)
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else {
            if let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                container.insertSubview(toView, at: index)
            } else {
                container.addSubview(toView)
            }
            fromView.removeFromSuperview()
        }
        dissolve(before, over: container.layer, duration: duration, options: options, completion)
    }

    /// A view showing what this view looks like now, as an image.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let picture = UIImageView(frame: frame)
        picture.image = currentPicture()
        return picture
    }

    /// The view as it looks now, as an image of its bounds.
    private func currentPicture() -> UIImage {
        UIGraphicsImageRenderer(bounds: bounds).image { layer.render(in: $0.cgContext) }
    }

    /// A layer holding this view's picture now, placed at `frame` of `host`'s space (not yet added).
    private func pictureLayer(in host: CALayer, at frame: CGRect) -> CALayer {
        let image = currentPicture()
        let picture = CALayer()
        picture.contents = image.cgImage
        picture.contentsScale = image.scale
        picture.frame = frame
        return picture
    }

    /// Adds `picture` on top of `host` and fades it out, then removes it and calls `completion`.
    private class func dissolve(
        _ picture: CALayer, over host: CALayer, duration: TimeInterval, options: AnimationOptions,
        _ completion: ((Bool) -> Void)?
    ) {
        let kind = options.transition
        if kind != 5, reportedTransitions.insert(kind).inserted {
            FileHandle.standardError.writeDroppingOnFailure(
                "ombre: UIView.transition \(Self.transitionNames[kind] ?? "option \(kind)") is drawn as a cross-dissolve (not drawn yet)\n"
            )
        }
        let world = UIKitWorld.current
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        host.addSublayer(picture)
        picture.opacity = 0
        CATransaction.commit()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = Float(1)
        fade.toValue = Float(0)
        fade.duration = duration
        fade.beginTime = world.time
        fade.timingFunction = CAMediaTimingFunction(name: options.curve)
        picture.add(fade, forKey: "transition")
        world.schedule(at: world.time + max(duration, 0)) {
            picture.removeFromSuperlayer()
            completion?(true)
        }
    }

    private static let transitionNames: [UInt: String] = [
        1: "flipFromLeft", 2: "flipFromRight", 3: "curlUp", 4: "curlDown", 6: "flipFromTop", 7: "flipFromBottom",
    ]
    /// The transitions said to be drawn as a dissolve, each said once.
    nonisolated(unsafe) private static var reportedTransitions: Set<UInt> = []
}

extension UIView.AnimationOptions {
    /// The transition bits 20–23 name: 0 none, 5 cross-dissolve, the others flips and curls.
    var transition: UInt { (rawValue >> 20) & 0xF }
}
