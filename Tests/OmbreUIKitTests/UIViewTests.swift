import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Counts its `draw(_:)` calls.
private final class CountingView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.red.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

/// These tests say `import UIKit` (OmbreUIKit under that name) without `import Foundation`, as UIKit code does: a file
/// that imports Foundation too finds Foundation's `Timer` and `DispatchQueue` beside the
/// scene-clock ones and must name them `OmbreUIKit.Timer`. (Swift Testing brings Dispatch in,
/// so this file names the scene-clock `DispatchQueue` in full.)
@MainActor @Suite struct UIViewTests {
    private func render(_ host: UIKitHostView, _ size: Int = 100, at time: Double) -> PixelBuffer {
        OmbreViews.render(root: host, size: PixelSize(width: size, height: size), at: time, background: .black)
    }

    @Test func drawRunsAgainOnlyAfterSetNeedsDisplay() {
        let host = UIKitHostView { CountingView(frame: $0) }
        _ = render(host, at: 0)
        _ = render(host, at: 0.1)
        let view = host.rootView as! CountingView
        #expect(view.draws == 1)
        host.withWorld { view.setNeedsDisplay() }
        _ = render(host, at: 0.2)
        #expect(view.draws == 2)
    }

    @Test func resizeStretchesTheOldDrawingUnlessContentModeIsRedraw() {
        let host = UIKitHostView { CountingView(frame: $0) }
        _ = render(host, 100, at: 0)
        _ = render(host, 120, at: 0.1)
        let view = host.rootView as! CountingView
        #expect(view.draws == 1)
        host.withWorld { view.contentMode = .redraw }
        _ = render(host, 140, at: 0.2)
        #expect(view.draws == 2)
    }

    @Test func drawingIsClippedToTheViewsBounds() {
        final class Spill: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.green.setFill()
                UIBezierPath(rect: bounds.insetBy(dx: -20, dy: -20)).fill()
            }
        }
        let host = UIKitHostView(controller: {
            let controller = UIViewController()
            controller.view.backgroundColor = .black
            controller.view.addSubview(Spill(frame: CGRect(x: 40, y: 40, width: 20, height: 20)))
            return controller
        })
        let pixels = render(host, at: 0)
        #expect(pixels.row(50)[50] == Color.green.pixel)
        #expect(pixels.row(30)[50] == Color.black.pixel)
    }

    @Test func autoresizingFollowsTheSuperviewsNewSize() {
        var child: UIView!
        let host = UIKitHostView(controller: {
            let controller = UIViewController()
            child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
            child.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            controller.view.addSubview(child)
            return controller
        })
        _ = render(host, 100, at: 0)
        _ = render(host, 200, at: 0.1)
        #expect(child.frame == CGRect(x: 10, y: 110, width: 180, height: 20))
    }

    @Test func transformTurnsTheViewAboutItsCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.center == CGPoint(x: 20, y: 10))
        #expect(abs(view.frame.width - 20) < 1e-9 && abs(view.frame.height - 40) < 1e-9)
        #expect(view.bounds.size == CGSize(width: 40, height: 20))
    }

    @Test func tapReachesTheViewUnderThePointer() {
        final class Touchy: UIView {
            var began = 0
            var ended = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        }
        let target = Touchy(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        var taps: [CGPoint] = []
        let host = UIKitHostView(controller: {
            let controller = UIViewController()
            controller.view.addSubview(target)
            target.addGestureRecognizer(UITapGestureRecognizer { taps.append($0.location(in: target)) })
            return controller
        })
        _ = render(host, at: 0)
        host.tap(at: Point(x: 60, y: 70))
        host.tap(at: Point(x: 10, y: 10))
        #expect(target.began == 1 && target.ended == 1)
        #expect(taps == [CGPoint(x: 10, y: 20)])
    }

    @Test func timersAndDelayedBlocksRunOnTheSceneClock() {
        // Swift 6 takes blocks given to any DispatchQueue to be @Sendable.
        final class Clocked: UIViewController, @unchecked Sendable {
            var fired: [Double] = []
            var completed: Double?
            override func viewDidLoad() {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [self] timer in
                    fired.append(CACurrentMediaTime())
                    if fired.count == 3 { timer.invalidate() }
                }
                OmbreUIKit.DispatchQueue.main.asyncAfter(deadline: .now() + 0.75) { [self] in fadeWithCompletion() }
            }
            func fadeWithCompletion() {
                CATransaction.begin()
                CATransaction.setCompletionBlock { [self] in completed = CACurrentMediaTime() }
                let layer = CALayer()
                view.layer.addSublayer(layer)
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.duration = 1
                layer.add(fade, forKey: nil)
                CATransaction.commit()
            }
        }
        let host = UIKitHostView(controller: { Clocked() })
        _ = render(host, at: 10)
        let controller = host.controller as! Clocked
        #expect(controller.fired == [0.5, 1.0, 1.5])
        #expect(controller.completed == 1.75)
    }

    @Test func goingBackInTimeBuildsTheCodeAfresh() {
        let host = UIKitHostView { CountingView(frame: $0) }
        let first = render(host, at: 0)
        _ = render(host, at: 5)
        let again = render(host, at: 0)
        #expect(first == again)
        #expect((host.rootView as! CountingView).draws == 1)
    }

    @Test func affineTransformsComposeAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 3))
        let back = CGPoint(x: 22, y: 3).applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test func colorsKeepTheirComponents() {
        let c = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 0.5)
        var r: CGFloat = 0
        var a: CGFloat = 0
        c.getRed(&r, green: nil, blue: nil, alpha: &a)
        #expect(r == 1 && a == 0.5)
        #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(UIColor.red.withAlphaComponent(0.25).cgColor.alpha == 0.25)
    }
}

@MainActor @Suite struct PointerDispatchTests {
    @Test func pressesOfferedToTheViewTreeReachUIKitViewsAsTouches() {
        final class Touchy: UIView {
            var events: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                events.append("began \(touches.first!.location(in: self))")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
        }
        let target = Touchy(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let host = UIKitHostView(controller: {
            let controller = UIViewController()
            controller.view.addSubview(target)
            return controller
        })
        // The host sits 100 points right of the scene's origin, as a scene's child view would.
        let root = OmbreViews.View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        host.frame = Rect(x: 100, y: 0, width: 100, height: 100)
        root.addSubview(host)
        _ = OmbreViews.render(root: root, size: PixelSize(width: 200, height: 100), at: 0, background: .black)
        #expect(root.dispatchPointerButton(pressed: true, at: Point(x: 115, y: 12)))
        #expect(root.dispatchPointerButton(pressed: false, at: Point(x: 115, y: 12)))
        #expect(!root.dispatchPointerButton(pressed: true, at: Point(x: 50, y: 50)))
        #expect(target.events == ["began CGPoint(x: 5.0, y: 2.0)", "ended"])
    }
}
