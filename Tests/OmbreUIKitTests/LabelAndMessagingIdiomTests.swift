import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// UILabel's state and shadow, key-value coding of views, hit-testing layers and messages
/// passed on by a proxy: what scrolling labels and page controls lean on.
@MainActor @Suite struct LabelAndMessagingIdiomTests {
    /// A 100-point label of black "MMMM" at 40 points on white, set up by `style`.
    private func label(_ style: @escaping (UILabel) -> Void) -> PixelBuffer {
        frame(
            hosting { view in
                view.backgroundColor = .white
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                label.text = "MMMM"
                label.font = .systemFont(ofSize: 40)
                label.textColor = .black
                style(label)
                view.addSubview(label)
            }, at: 0)
    }

    /// The pixels of `image` that are close to `color`.
    private func count(_ image: PixelBuffer, _ color: Color) -> Int {
        var n = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = Color(pixel: image[x, y])
                if abs(c.red - color.red) < 0.1 && abs(c.green - color.green) < 0.1 && abs(c.blue - color.blue) < 0.1 {
                    n += 1
                }
            }
        }
        return n
    }

    @Test func labelShadowIsTheTextOffsetUnderIt() {
        let plain = label { _ in }
        let shadowed = label {
            $0.shadowColor = .red
            $0.shadowOffset = CGSize(width: 3, height: 4)
        }
        #expect(count(plain, .red) == 0)
        // The shadow shows where it is not under the text: a band along the glyphs' lower right.
        #expect(count(shadowed, .red) > 100, "red pixels: \(count(shadowed, .red))")
        #expect(abs(count(shadowed, .black) - count(plain, .black)) < count(plain, .black) / 10)
        #expect(UILabel().shadowColor == nil && UILabel().shadowOffset == CGSize(width: 0, height: -1))
    }

    @Test func highlightedLabelDrawsInItsHighlightedColorWhenItHasOne() {
        let highlighted = label {
            $0.highlightedTextColor = .blue
            $0.isHighlighted = true
        }
        let colorless = label { $0.isHighlighted = true }
        let unhighlighted = label { $0.highlightedTextColor = .blue }
        #expect(count(highlighted, .blue) > 200 && count(highlighted, .black) == 0)
        #expect(count(colorless, .blue) == 0 && count(colorless, .black) > 200)
        #expect(count(unhighlighted, .blue) == 0)
    }

    @Test func viewsAnswerKeysByTheirObjectiveCNames() {
        let label = UILabel()
        label.setValue(3, forKey: "numberOfLines")
        label.setValue(true, forKey: "highlighted")
        label.setValue(NSNumber(value: 1), forKey: "textAlignment")
        label.setValue(CGSize(width: 2, height: 5), forKey: "shadowOffset")
        label.setValue(UIColor.red, forKey: "shadowColor")
        #expect(label.numberOfLines == 3 && label.isHighlighted && label.textAlignment == .center)
        #expect(label.shadowOffset == CGSize(width: 2, height: 5) && label.shadowColor == .red)
        #expect(label.value(forKey: "enabled") as? Bool == true)
        #expect(label.value(forKey: "lineBreakMode") as? NSLineBreakMode == .byTruncatingTail)
        #expect(label.value(forKey: "highlightedTextColor") == nil)
        label.setValue(nil, forKey: "shadowColor")
        #expect(label.shadowColor == nil)
        // A property of another label copied by key, as a scrolling label copies itself.
        let copy = UILabel()
        for key in ["numberOfLines", "highlighted", "textAlignment", "shadowOffset", "userInteractionEnabled"] {
            copy.setValue(label.value(forKey: key), forKeyPath: key)
        }
        #expect(copy.numberOfLines == 3 && copy.isHighlighted && copy.shadowOffset == label.shadowOffset)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.setValue(0.5, forKeyPath: "layer.opacity")
        view.setValue(true, forKey: "hidden")
        #expect(view.layer.opacity == 0.5 && view.isHidden)
        #expect(view.value(forKeyPath: "frame.size.width") as? CGFloat == 40)
        #expect(view.value(forKey: "layer") as? CALayer === view.layer)
    }

    @Test func layerHitTestFindsTheFrontmostDeepestLayerInsideItsBounds() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer()
        back.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        let front = CALayer()
        front.frame = CGRect(x: 30, y: 30, width: 50, height: 50)
        let inner = CALayer()
        inner.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        let outside = CALayer()
        outside.frame = CGRect(x: 90, y: 90, width: 40, height: 40)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        front.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front, "the later sublayer is in front")
        #expect(root.hitTest(CGPoint(x: 37, y: 37)) === inner)
        #expect(root.hitTest(CGPoint(x: 95, y: 95)) === root, "beyond front's bounds its sublayer is not found")
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === back)
        // In the superlayer's coordinates: back's (20, 20) is (10, 10) in its own.
        #expect(back.hitTest(CGPoint(x: 20, y: 20)) === back && back.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test func aTapsOnlyTouchIsWhereTheTapIs() {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(tap.location(ofTouch: 0, in: view) == tap.location(in: view))
        #expect(tap.numberOfTouches == 1)
    }

    @Test func aProxyPassesMessagesItHasNoMethodForToItsTarget() {
        final class Counter: NSObject {
            var ticks = 0
            func step() { ticks += 1 }
        }
        final class Proxy: NSObject, ObjCForwarding {
            weak var target: Counter?
            init(_ target: Counter) { self.target = target }
            func forwardingTarget(for aSelector: Selector!) -> Any? { target }
        }
        ObjCRuntime.register(Counter.self, [("step", ObjCMethod(Counter.step))])
        let counter = Counter()
        let proxy = Proxy(counter)
        #expect(!ObjCRuntime.responds(proxy, to: "step"), "forwarding is not answering, as on iOS")
        ObjCRuntime.send("step", to: proxy)
        #expect(counter.ticks == 1)
    }

    @Test func aDisplayLinkKeepsItsTargetUntilInvalidated() {
        final class Target: NSObject {
            func step() {}
        }
        weak var gone: Target?
        let link: CADisplayLink
        do {
            let target = Target()
            gone = target
            link = CADisplayLink(target: target, selector: "step")
        }
        #expect(gone != nil, "the link keeps its target, as iOS's does")
        link.invalidate()
        #expect(gone == nil)
    }
}
