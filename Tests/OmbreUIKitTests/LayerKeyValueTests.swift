import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A bar layer with a custom animatable property, written as layers for iOS write one: an
/// `@NSManaged` property (here its scene-build spelling), `needsDisplay(forKey:)` naming it,
/// `init(layer:)` for presentation copies, and `draw(in:)` reading it.
private final class BarLayer: CALayer {
    @OmbreNSMg var progress: CGFloat
    /// A stored property, which only `init(layer:)` carries to presentation copies.
    var tint: CGColor = .white
    /// The progress each `draw(in:)` saw, and whether it drew a presentation copy.
    nonisolated(unsafe) static var draws: [(progress: CGFloat, copy: Bool)] = []
    private var isCopy = false

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        tint = (layer as! BarLayer).tint
        isCopy = true
    }

    required init?(coder: NSCoder) { nil }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "progress": 0.25
        case "cornerRadius": 4
        default: super.defaultValue(forKey: key)
        }
    }

    override func draw(in ctx: CGContext) {
        Self.draws.append((progress, isCopy))
        ctx.setFillColor(tint)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A layer that animates `level` itself, with the idiom of custom actions: the animation
/// starts from what the presentation layer shows.
private final class LevelLayer: CALayer {
    @OmbreNSMg var level: CGFloat
    /// What `level` read inside `action(forKey:)`.
    var levelSeenByAction: CGFloat?

    override func action(forKey event: String) -> (any CAAction)? {
        guard event == "level" else { return super.action(forKey: event) }
        levelSeenByAction = level
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.level ?? level
        animation.duration = 1
        return animation
    }
}

/// A delegate that is not a view: it has no opinion on actions.
private final class Watcher: CALayerDelegate {}

@MainActor @Suite(.serialized) struct LayerKeyValueTests {
    /// A 100 × 20 bar layer at the top of a host, `configure`d, shown from time 0.
    private func bar(_ configure: @escaping (BarLayer) -> Void = { _ in }) -> (BarLayer, UIKitHostView) {
        let layer = BarLayer()
        let host = hosting { view in
            view.backgroundColor = .black
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            configure(layer)
            view.layer.addSublayer(layer)
        }
        return (layer, host)
    }

    /// How many columns of the top row are drawn.
    private func drawnWidth(_ host: UIKitHostView, at time: Double) -> Int {
        inkBox(of: frame(host, at: time)).map { $0.maxX + 1 } ?? 0
    }

    @Test func customAnimatablePropertyIsDrawnFromAPresentationCopyInEveryFrame() {
        BarLayer.draws = []
        let (layer, host) = bar { layer in
            layer.tint = UIColor.red.cgColor
            layer.progress = 1
            let grow = CABasicAnimation(keyPath: "progress")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 1
            layer.add(grow, forKey: "grow")
        }
        #expect(drawnWidth(host, at: 0.5) == 50)
        #expect(drawnWidth(host, at: 0.75) == 75)
        // Each frame drew a copy made by init(layer:), which carried the stored tint.
        let copies = BarLayer.draws.filter(\.copy).map(\.progress)
        #expect(copies.contains(0.5) && copies.contains(0.75))
        #expect(frame(host, at: 0.75)[10, 10] == Color(red: 1, green: 0, blue: 0, alpha: 1).pixel)
        // Past its end the model value is drawn, by the layer itself.
        #expect(drawnWidth(host, at: 2) == 100)
        #expect(host.withWorld { layer.presentation()?.progress } == 1)
    }

    @Test func settingAPropertyNamedByNeedsDisplayForKeyRedraws() {
        let (layer, host) = bar { $0.progress = 0.5 }
        #expect(drawnWidth(host, at: 0) == 50)
        host.withWorld { layer.progress = 0.3 }
        #expect(host.withWorld { layer.needsDisplay() })
        #expect(drawnWidth(host, at: 0.1) == 30)
        // Custom properties have no default action: no implicit animation.
        #expect(host.withWorld { layer.animationKeys() } == nil)
    }

    @Test func unsetKeysReadTheClassDefault() {
        let layer = BarLayer()
        #expect(layer.progress == 0.25)
        #expect(layer.cornerRadius == 4)
        #expect(layer.value(forKey: "progress") as? Double == 0.25)
        layer.progress = 0.75
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.75)
        #expect(CALayer().cornerRadius == 0)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "somethingElse") == nil)
    }

    @Test func aPlainLayerKeepsAValueForAnyKey() {
        let layer = CALayer()
        #expect(layer.value(forKey: "badge") == nil)
        layer.setValue("new", forKey: "badge")
        #expect(layer.value(forKey: "badge") as? String == "new")
        layer.setValue(NSNumber(value: 0.5), forKey: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue(true, forKey: "hidden")
        #expect(layer.isHidden)
        layer.backgroundColor = UIColor.red.cgColor
        layer.setValue(nil, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil && layer.value(forKey: "backgroundColor") == nil)
        #expect(layer.value(forKey: "borderColor") as? CGColor == .black)
    }

    @Test func keyPathsReachPartsOfStructures() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 30)
        #expect(layer.value(forKeyPath: "position.y") as? CGFloat == 40)
        layer.setValue(100, forKeyPath: "position.x")
        #expect(layer.position == CGPoint(x: 100, y: 40))
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(layer.transform == CATransform3DMakeScale(2, 2, 1))
        #expect(layer.value(forKeyPath: "transform.scale.x") as? CGFloat == 2)
        layer.setValue(50, forKeyPath: "bounds.size.height")
        #expect(layer.bounds.size == CGSize(width: 30, height: 50))
    }

    @Test func presentationCopiesCarryEveryKeyedValue() {
        let layer = CALayer()
        layer.setValue(7, forKey: "rank")
        let (bar, host) = bar { $0.progress = 0.6 }
        frame(host, at: 0)
        #expect(host.withWorld { bar.presentation()?.progress } == 0.6)
        #expect(host.withWorld { layer.presentation()?.value(forKey: "rank") as? Int } == 7)
    }

    @Test func actionsAreSearchedInCoreAnimationsOrder() {
        let plain = CALayer()
        let listed = CALayer()
        let styled = CALayer()
        let silenced = CALayer()
        let watched = CALayer()
        let watcher = Watcher()
        let host = hosting { view in
            for layer in [plain, listed, styled, silenced, watched] { view.layer.addSublayer(layer) }
            let slow = CABasicAnimation()
            slow.duration = 2
            listed.actions = ["opacity": slow]
            styled.style = ["actions": ["opacity": slow]]
            silenced.actions = ["opacity": NSNull()]
            watched.delegate = watcher
        }
        frame(host, at: 1)
        host.withWorld {
            for layer in [plain, listed, styled, silenced, watched] { layer.opacity = 0 }
        }
        let durations = host.withWorld {
            [plain, listed, styled, silenced, watched].map { $0.animation(forKey: "opacity")?.duration }
        }
        // The default action lasts the transaction's 0.25 s; a delegate that answers nil lets
        // the search go on to it.
        #expect(durations == [0.25, 2, 2, nil, 0.25])
        frame(host, at: 2)
        host.withWorld {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            plain.opacity = 1
            CATransaction.commit()
        }
        #expect(host.withWorld { plain.animationKeys() } == nil)
    }

    @Test func aCustomActionSeesTheOldValueAndAnimatesTheCustomProperty() {
        let layer = LevelLayer()
        let host = hosting { view in
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(layer)
        }
        frame(host, at: 1)
        host.withWorld { layer.level = 10 }
        #expect(layer.levelSeenByAction == 0)
        frame(host, at: 1.5)
        #expect(host.withWorld { layer.presentation()?.level } == 5)
        frame(host, at: 2.5)
        #expect(host.withWorld { layer.presentation()?.level } == 10)
    }

    @Test func anAnimationsValuesAreReachedByKeyPathToo() {
        let animation = CABasicAnimation(keyPath: "opacity")
        let layer = CALayer()
        layer.opacity = 0.25
        animation.setValue(layer, forKeyPath: "animationLayer")
        #expect(animation.value(forKeyPath: "animationLayer") as? CALayer === layer)
        #expect(animation.value(forKeyPath: "animationLayer.opacity") as? Float == 0.25)
        // A copy keeps them, as the delegate is given a copy.
        let copy = animation.copy() as? CAAnimation
        #expect(copy?.value(forKeyPath: "animationLayer") as? CALayer === layer)
    }
}
