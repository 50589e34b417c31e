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
        case controller(@MainActor () -> UIViewController)
        case view(@MainActor (CGRect) -> UIView)
    }

    private let source: Source
    private var world = UIKitWorld()
    private var built: (root: UIView, controller: UIViewController?, window: UIWindow?)?
    private var appeared = false
    private var animating = true
    private var latestTime = 0.0
    private let hostLayer = UIKitHostLayer()
    private var activeTouch: (touch: UITouch, view: UIView)?
    /// The pan recognizers of the active touch's view and its superviews, deepest first, until
    /// one recognizes the drag and takes the touch from the others.
    /// The recognizers following the touch (drags, presses, swipes), until one takes it.
    private var followers: [UIGestureRecognizer] = []
    /// Whether a recognized drag has cancelled the active touch in its view.
    private var touchCancelled = false
    /// Pixels per point of the frames drawn, which `UIScreen.main.scale` reports to the code.
    public var screenScale: Double = 1
    /// Whether each frame marks only what changed since the last one, for a caller that draws
    /// only those; when false, every frame is marked changed whole and the layer trees of two
    /// frames are not compared (a frame drawn whole needs no such comparison).
    public var marksChanges = true

    /// Hosts the view of the controller `make` returns; it is made again when time goes back.
    public init(controller make: @escaping @MainActor () -> UIViewController) {
        source = .controller(make)
        super.init(frame: .zero, layer: hostLayer)
    }

    /// Hosts the view `make` returns for the host's bounds (as Interface Builder makes a
    /// designable with `init(frame:)`, then calls `prepareForInterfaceBuilder()`).
    public init(view make: @escaping @MainActor (CGRect) -> UIView) {
        source = .view(make)
        super.init(frame: .zero, layer: hostLayer)
    }

    /// The screen's safe-area insets the hosted views see (a device's, from `--device`):
    /// `safeAreaInsets`, `safeAreaLayoutGuide` and the layout margins follow them.
    @MainActor public var safeAreaInsets = UIEdgeInsets.zero {
        didSet {
            world.safeAreaInsets = safeAreaInsets
            built?.root.autoLayout.treeChanged = true
        }
    }

    /// The screen's appearance the hosted code sees in its traits (`--appearance`): light, as
    /// a device in light mode, by default.
    public var appearance = UIUserInterfaceStyle.light {
        didSet { world.appearance = appearance }
    }

    /// Whether the hosted code's constraints have conflicted ("Unable to simultaneously
    /// satisfy constraints", printed on stderr), for the window's title.
    public var hasConstraintConflict: Bool { world.lastConstraintConflict != nil }

    /// The hosted root view, once built.
    @MainActor public var rootView: UIView? { built?.root }

    /// The hosted controller, once built.
    @MainActor public var controller: UIViewController? { built?.controller }

    public override var isAnimating: Bool { animating }

    public override func update(at time: Double) {
        latestTime = time
        if built != nil, time < world.time {
            built = nil
            world = UIKitWorld()
        }
        guard !bounds.isEmpty else { return }
        refreshOnMainThread()
    }

    public override func layoutSubviews() {
        guard !bounds.isEmpty else { return }
        refreshOnMainThread()
    }

    /// Ombre's renderer updates and lays out a view tree on the thread that asked for the frame,
    /// which for a host is the main thread: the scene runner's, or a `@MainActor` test's.
    private func refreshOnMainThread() {
        // Not sent anywhere: the host is used on the main thread only, which assumeIsolated checks.
        nonisolated(unsafe) let host = self
        MainActor.assumeIsolated { host.refresh() }
    }

    /// Runs `body` in the hosted world (for tests and tools that change UIKit state between
    /// frames).
    public func withWorld<T>(_ body: () throws -> T) rethrows -> T { try world.bound(body) }

    @MainActor private func refresh() {
        world.screen = (CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height), CGFloat(screenScale))
        world.bound {
            if built == nil {
                build()
                // The view appears at time 0, as on a device when the scene starts: what
                // `viewDidAppear` starts runs on the scene clock from there, so a render at T
                // shows what playing up to T shows.
                commitFrame()
            }
            playScript(until: latestTime)
            advance(to: latestTime)
            commitFrame()
            guard let root = built?.root else { return }
            show(shownNode(root))
            animating = !world.scheduled.isEmpty || shownLayers.contains { hasRunningAnimations($0) }
        }
    }

    /// Draws `node` from the next frame on, marking only the places where it differs from the
    /// node drawn so far as changed, so that a window redraws and shows only those.
    private func show(_ node: LayerNode?) {
        let covers = node?.coversOpaquely(bounds) ?? false
        if !marksChanges {
            setNeedsDisplay()
        } else if let old = hostLayer.node, node != nil, covers == hostLayer.coversBounds {
            var boxes: [Rect] = []
            LayerNode.appendChanges(from: old, to: node, parent: .identity, into: &boxes)
            guard !boxes.isEmpty else { return }
            for box in boxes { setNeedsDisplay(in: box) }
        } else if node != hostLayer.node || covers != hostLayer.coversBounds {
            setNeedsDisplay()
        } else {
            return
        }
        hostLayer.node = node
        hostLayer.coversBounds = covers
    }

    /// Fits the root to the host, lays out, draws and commits, as between two refreshes of a
    /// device; the first time, the controller's appearance callbacks run around it.
    @MainActor private func commitFrame() {
        guard let root = built?.root else { return }
        let size = CGSize(width: bounds.width, height: bounds.height)
        if root.bounds.size != size || root.center != CGPoint(x: size.width / 2, y: size.height / 2) {
            root.frame = CGRect(origin: .zero, size: size)
            built?.window?.frame = CGRect(origin: .zero, size: size)
        }
        if !appeared {
            built?.controller?.viewWillAppear(false)
            // As a device's window does when first shown, after `viewWillAppear`.
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.rootViewController = built?.controller
            window.install(root)
            built?.window = window
        }
        root.layoutIfNeeded()
        overlay?.layoutIfNeeded()
        for layer in shownLayers { layer.displayTree() }
        CATransaction.commitImplicit(in: world)
        for layer in shownLayers { layer.commitTree() }
        if !appeared {
            appeared = true
            UIApplication.shared.becomeActive()
            built?.controller?.viewDidAppear(false)
        }
    }

    /// The window when views were added to it (as HUDs and spinners add themselves to the
    /// key window): they are drawn over the root view, which is not the window's subview.
    @MainActor private var overlay: UIWindow? {
        guard let window = built?.window, !window.subviews.isEmpty else { return nil }
        return window
    }

    /// The trees drawn, laid out and animated: the root view's layer, then the window's.
    @MainActor private var shownLayers: [CALayer] {
        guard let root = built?.root else { return [] }
        return [root.layer] + (overlay.map { [$0.layer] } ?? [])
    }

    /// The root's node at the latest time, under the window's subviews when it has any.
    @MainActor private func shownNode(_ root: UIView) -> LayerNode? {
        let node = root.layer.node(at: latestTime)
        guard let overlay, var top = overlay.layer.node(at: latestTime) else { return node }
        if let node { top.children.insert(node, at: 0) }
        return top
    }

    @MainActor private func build() {
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        world.time = 0
        world.safeAreaInsets = safeAreaInsets
        world.appearance = appearance
        appeared = false
        played = 0
        activeTouch = nil
        switch source {
        case .controller(let make):
            let controller = make()
            let root = controller.view!
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.frame = frame
            built = (root, controller, nil)
        case .view(let make):
            let root = make(frame)
            root.prepareForInterfaceBuilder()
            built = (root, nil, nil)
        }
    }

    /// Brings the world to `time`: scheduled blocks and animation events in time order.
    @MainActor private func advance(to time: Double) {
        guard built != nil else { return }
        var budget = 100_000
        while budget > 0 {
            budget -= 1
            let nextBlock = world.nextDueTime
            let nextEvent = shownLayers.compactMap { nextAnimationEvent(in: $0) }.min()
            let next = min(nextBlock ?? .infinity, nextEvent ?? .infinity)
            guard next <= time + UIKitWorld.clockResolution else { break }
            let at = max(next, world.time)
            world.runDueBlocks(until: at)
            var fired = false
            for layer in shownLayers { layer.forEachLayer { fired = $0.fireAnimationEvents(at: at) || fired } }
            if !fired && nextBlock.map({ $0 > at }) ?? true { break }
        }
        world.runDueBlocks(until: time)
    }

    @MainActor private func nextAnimationEvent(in layer: CALayer) -> Double? {
        var best: Double?
        layer.forEachLayer { l in
            if let t = l.nextAnimationEvent(after: world.time) { best = min(best ?? t, t) }
        }
        return best
    }

    @MainActor private func hasRunningAnimations(_ layer: CALayer) -> Bool {
        var running = false
        layer.forEachLayer { l in
            if l.running.contains(where: { $0.animation.endTime > latestTime }) { running = true }
            // An emitter's particles move as long as it has cells.
            if (l as? CAEmitterLayer)?.emitterCells?.isEmpty == false { running = true }
        }
        return running
    }

    // MARK: - Touches

    /// Touches played at their scene times, in time order: each is delivered as the window
    /// delivers a press, a move or a release, after the world has been brought to its time and
    /// laid out. Going back in time plays them again from the start.
    public var script: [ScriptedTouch] = [] {
        didSet {
            script = script.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
            played = 0
        }
    }
    private var played = 0

    @MainActor private func playScript(until time: Double) {
        while played < script.count, script[played].time <= time + UIKitWorld.clockResolution {
            let touch = script[played]
            played += 1
            advance(to: touch.time)
            commitFrame()
            switch touch.phase {
            case .press: press(at: touch.point)
            case .move: move(to: touch.point)
            case .release: release(at: touch.point)
            }
        }
    }

    /// Presses at `point` (in the host's points): the view under it gets `touchesBegan`.
    @MainActor public func touchDown(at point: Point) {
        world.bound { press(at: point) }
    }

    /// Moves the touch to `point`: the view it began in gets `touchesMoved`.
    @MainActor public func touchMoved(to point: Point) {
        world.bound { move(to: point) }
        refresh()
    }

    @MainActor private func move(to point: Point) {
        guard let (touch, view) = activeTouch else { return }
        let event = update(touch, to: point, .moved)
        let taker = followers.first { follower in
            follower.location = CGPoint(point)
            let recognized = follower.delivering { follower.touchesMoved([touch], with: event) }
            return follower.touchMoved(to: CGPoint(point), time: world.time) || recognized
        }
        if let taker {
            followers = [taker]
            if taker.cancelsTouchesInView && !touchCancelled {
                touchCancelled = true
                touch.phase = .cancelled
                view.touchesCancelled([touch], with: event)
            }
        }
        if !touchCancelled { view.touchesMoved([touch], with: event) }
    }

    /// Puts `touch` at `point` in `phase` at the world's time; returns the event carrying it.
    @MainActor private func update(_ touch: UITouch, to point: Point, _ phase: UITouch.Phase) -> UIEvent {
        touch.rootLocation = CGPoint(point)
        touch.phase = phase
        touch.timestamp = world.time
        let event = UIEvent()
        event.allTouches = [touch]
        return event
    }

    @MainActor private func press(at point: Point) {
        // Views over the root (added to the window) are in front, so they are asked first.
        let over = overlay?.subviews.reversed().lazy.compactMap {
            $0.hitTest($0.convert(CGPoint(point), from: nil), with: nil)
        }.first
        guard let root = built?.root, let hit = over ?? root.hitTest(CGPoint(point), with: nil) else { return }
        let touch = UITouch()
        touch.root = root
        touch.view = hit
        activeTouch = (touch, hit)
        pressPoint = point
        touchCancelled = false
        followers = sequence(first: hit, next: \.superview).flatMap { view in
            (view.gestureRecognizers ?? []).filter { $0.isEnabled && $0.followsTouches }
        }
        let event = update(touch, to: point, .began)
        for follower in followers {
            follower.root = root
            follower.location = CGPoint(point)
            follower.delivering { follower.touchesBegan([touch], with: event) }
            follower.touchBegan(at: CGPoint(point), time: world.time, root: root)
        }
        hit.touchesBegan([touch], with: event)
    }

    /// Releases at `point`: the view the touch began in gets `touchesEnded`, and a tap
    /// recognizer on it or a superview fires when the release is inside that view.
    @MainActor public func touchUp(at point: Point) {
        world.bound { release(at: point) }
        refresh()
    }

    @MainActor private func release(at point: Point) {
        guard let root = built?.root, let (touch, view) = activeTouch else { return }
        activeTouch = nil
        let event = update(touch, to: point, .ended)
        for follower in followers {
            follower.location = CGPoint(point)
            follower.delivering { follower.touchesEnded([touch], with: event) }
            follower.touchLifted(at: CGPoint(point), time: world.time)
            follower.finishGesture()
        }
        followers = []
        if touchCancelled { return }
        view.touchesEnded([touch], with: event)
        // A touch that moved further than a tap's slop is a drag, which tap recognizers ignore.
        guard hypot(point.x - pressPoint.x, point.y - pressPoint.y) <= Self.tapSlop else { return }
        var candidate: UIView? = view
        while let v = candidate {
            // A control takes its own taps: the tap recognizers of the views around it do not fire.
            if let control = v as? UIControl, control.isEnabled { break }
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

    /// How far (in points) a touch may move and still be a tap.
    static let tapSlop = 10.0
    private var pressPoint = Point(x: 0, y: 0)

    /// The preview's pointer presses and releases become touches.
    public override func pointerButton(pressed: Bool, at point: Point) -> Bool {
        guard built != nil else { return false }
        // Not sent anywhere: the preview window's events reach the host on the main thread.
        nonisolated(unsafe) let host = self
        MainActor.assumeIsolated { if pressed { host.touchDown(at: point) } else { host.touchUp(at: point) } }
        return true
    }

    /// The preview's pointer moves with the button held move the touch.
    public override func pointerDragged(to point: Point) {
        // Not sent anywhere: the preview window's events reach the host on the main thread.
        nonisolated(unsafe) let host = self
        MainActor.assumeIsolated { host.touchMoved(to: point) }
    }

    /// A press and release at `point`.
    @MainActor public func tap(at point: Point) {
        touchDown(at: point)
        touchUp(at: point)
    }
}

/// A press, move or release at a point (in the host's points) at a scene time.
public struct ScriptedTouch: Sendable, Equatable {
    /// What the touch does.
    public enum Phase: Sendable, Equatable { case press, move, release }

    /// What the touch does.
    public var phase: Phase
    /// Where, in the host's points.
    public var point: Point
    /// When, in scene seconds.
    public var time: Double

    /// A touch doing `phase` at `point` at `time`.
    public init(_ phase: Phase, at point: Point, time: Double) {
        self.phase = phase
        self.point = point
        self.time = time
    }
}

/// Draws the hosted layer tree as it was at the latest update.
final class UIKitHostLayer: Layer {
    var node: LayerNode? {
        didSet {
            backdrop = node?.background?.pixel
            bare = node
            bare?.background = nil
        }
    }
    /// The root layer's background as a pixel, and `node` without it, drawn over it.
    private var backdrop: UInt32?
    private var bare: LayerNode?
    /// Whether the root layer's opaque background fills the host, so the frame needs no clearing first.
    var coversBounds = false

    override var isOpaque: Bool { coversBounds }

    /// Draws the tree; where the root layer's opaque background covers the host, it is set as
    /// a clear of the canvas's pixels, as a frame's background is, not blended as a fill of the
    /// same pixels (the same values: every pixel covered wholly by an opaque color).
    override func draw(in canvas: Canvas, bounds: Rect) {
        guard coversBounds, let pixel = backdrop, let bare, canvas.drawsUnmasked,
            canvas.transform.b == 0, canvas.transform.c == 0,
            let box = IntRect(exactly: bounds.boundingBox(under: canvas.transform)),
            canvas.deviceClip.intersection(box) == canvas.deviceClip
        else { return node?.draw(in: canvas) ?? () }
        canvas.clear(to: pixel)
        bare.draw(in: canvas)
    }
}

extension UIKitHostLayer: PaintedAreaEstimating {
    package func estimatePaintedArea(bounds: Rect, transform: AffineTransform, region: Rect, limit: Double) -> Double {
        node?.paintedArea(under: transform, in: region, limit: limit) ?? 0
    }
}
