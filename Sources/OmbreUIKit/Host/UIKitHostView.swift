import Foundation
import OmbreGraphics
import OmbreViews

/// Shows UIKit code in an Ombre view tree: a `UIViewController`'s view or a `UIView` fills
/// this view, and every frame brings the UIKit world to the scene time.
///
/// Each frame runs, in a device's order: the timers and blocks due by then, the starts and
/// ends of animations (their delegates called at the exact times), layout, `draw(_:)` where
/// needed, and the commit of implicit animations; then the layer tree, animations applied, is
/// drawn by Ombre's renderer. Going back in time (a restart, a step back) builds the UIKit code
/// afresh and plays it forward, so a frame at time T is the same however it is reached.
public final class UIKitHostView: OmbreViews.View {
    private enum Source {
        case controller(() -> UIViewController)
        case view((CGRect) -> UIView)
    }

    private let source: Source
    private var world = UIKitWorld()
    private var built: (root: UIView, controller: UIViewController?)?
    private var appeared = false
    private var animating = true
    private var latestTime = 0.0
    private let hostLayer = UIKitHostLayer()
    private var activeTouch: (touch: UITouch, view: UIView)?
    /// Pixels per point of the frames drawn, which `UIScreen.main.scale` reports to the code.
    public var screenScale: Double = 1

    /// Hosts the view of the controller `make` returns; it is made again when time goes back.
    public init(controller make: @escaping () -> UIViewController) {
        source = .controller(make)
        super.init(frame: .zero, layer: hostLayer)
    }

    /// Hosts the view `make` returns for the host's bounds (as Interface Builder makes a
    /// designable with `init(frame:)`, then calls `prepareForInterfaceBuilder()`).
    public init(view make: @escaping (CGRect) -> UIView) {
        source = .view(make)
        super.init(frame: .zero, layer: hostLayer)
    }

    /// The hosted root view, once built.
    public var rootView: UIView? { built?.root }

    /// The hosted controller, once built.
    public var controller: UIViewController? { built?.controller }

    public override var isAnimating: Bool { animating }

    public override func update(at time: Double) {
        latestTime = time
        if built != nil, time < world.time {
            built = nil
            world = UIKitWorld()
        }
        guard !bounds.isEmpty else { return }
        refresh()
    }

    public override func layoutSubviews() {
        guard !bounds.isEmpty else { return }
        refresh()
    }

    /// Runs `body` in the hosted world (for tests and tools that change UIKit state between
    /// frames).
    public func withWorld<T>(_ body: () throws -> T) rethrows -> T { try world.bound(body) }

    private func refresh() {
        world.screen = (CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height), CGFloat(screenScale))
        world.bound {
            if built == nil { build() }
            advance(to: latestTime)
            guard let root = built?.root else { return }
            let size = CGSize(width: bounds.width, height: bounds.height)
            if root.bounds.size != size || root.center != CGPoint(x: size.width / 2, y: size.height / 2) {
                root.frame = CGRect(origin: .zero, size: size)
            }
            if !appeared { built?.controller?.viewWillAppear(false) }
            root.layoutIfNeeded()
            root.layer.displayTree()
            CATransaction.commitImplicit(in: world)
            root.layer.commitTree()
            if !appeared {
                appeared = true
                built?.controller?.viewDidAppear(false)
            }
            let node = root.layer.node(at: latestTime)
            if node != hostLayer.node {
                hostLayer.node = node
                setNeedsDisplay()
            }
            animating = !world.scheduled.isEmpty || hasRunningAnimations(root.layer)
        }
    }

    private func build() {
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        world.time = 0
        appeared = false
        switch source {
        case .controller(let make):
            let controller = make()
            let root = controller.view!
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.frame = frame
            built = (root, controller)
        case .view(let make):
            let root = make(frame)
            root.prepareForInterfaceBuilder()
            built = (root, nil)
        }
    }

    /// Brings the world to `time`: scheduled blocks and animation events in time order.
    private func advance(to time: Double) {
        guard let root = built?.root else { return }
        var budget = 100_000
        while budget > 0 {
            budget -= 1
            let nextBlock = world.nextDueTime
            let nextEvent = nextAnimationEvent(in: root.layer)
            let next = min(nextBlock ?? .infinity, nextEvent ?? .infinity)
            guard next <= time + UIKitWorld.clockResolution else { break }
            let at = max(next, world.time)
            world.runDueBlocks(until: at)
            var fired = false
            root.layer.forEachLayer { fired = $0.fireAnimationEvents(at: at) || fired }
            if !fired && nextBlock.map({ $0 > at }) ?? true { break }
        }
        world.runDueBlocks(until: time)
    }

    private func nextAnimationEvent(in layer: CALayer) -> Double? {
        var best: Double?
        layer.forEachLayer { l in
            if let t = l.nextAnimationEvent(after: world.time) { best = min(best ?? t, t) }
        }
        return best
    }

    private func hasRunningAnimations(_ layer: CALayer) -> Bool {
        var running = false
        layer.forEachLayer { l in
            if l.running.contains(where: { $0.animation.endTime > latestTime }) { running = true }
        }
        return running
    }

    // MARK: - Touches

    /// Presses at `point` (in the host's points): the view under it gets `touchesBegan`.
    public func touchDown(at point: Point) {
        world.bound {
            guard let root = built?.root, let hit = root.hitTest(CGPoint(point), with: nil) else { return }
            let touch = UITouch()
            touch.root = root
            touch.view = hit
            touch.rootLocation = CGPoint(point)
            touch.timestamp = world.time
            touch.phase = .began
            activeTouch = (touch, hit)
            let event = UIEvent()
            event.allTouches = [touch]
            hit.touchesBegan([touch], with: event)
        }
    }

    /// Releases at `point`: the view the touch began in gets `touchesEnded`, and a tap
    /// recognizer on it or a superview fires when the release is inside that view.
    public func touchUp(at point: Point) {
        world.bound {
            guard let root = built?.root, let (touch, view) = activeTouch else { return }
            activeTouch = nil
            touch.rootLocation = CGPoint(point)
            touch.phase = .ended
            touch.timestamp = world.time
            let event = UIEvent()
            event.allTouches = [touch]
            view.touchesEnded([touch], with: event)
            var candidate: UIView? = view
            while let v = candidate {
                let local = v.convert(CGPoint(point), from: root)
                if let taps = v.gestureRecognizers?.compactMap({ $0 as? UITapGestureRecognizer }), !taps.isEmpty,
                    v.point(inside: local, with: event)
                {
                    for tap in taps { tap.touchEnded(at: CGPoint(point), root: root) }
                    break
                }
                candidate = v.superview
            }
        }
        refresh()
    }

    /// The preview's pointer presses and releases become touches.
    public override func pointerButton(pressed: Bool, at point: Point) -> Bool {
        guard built != nil else { return false }
        if pressed { touchDown(at: point) } else { touchUp(at: point) }
        return true
    }

    /// A press and release at `point`.
    public func tap(at point: Point) {
        touchDown(at: point)
        touchUp(at: point)
    }
}

/// Draws the hosted layer tree as it was at the latest update.
final class UIKitHostLayer: Layer {
    var node: LayerNode?

    override func draw(in canvas: Canvas, bounds: Rect) {
        node?.draw(in: canvas)
    }
}
