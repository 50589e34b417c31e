import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// Small UIKit, CoreGraphics and Darwin names that view libraries use, in the ways they use them.
@MainActor @Suite struct UIKitAdditionsTests {
    @Test func edgeInsetsTakeEachEdgeOffARect() {
        let padding = UIEdgeInsets(top: 4, left: 8, bottom: 12, right: 16)
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: padding) == CGRect(x: 18, y: 24, width: 76, height: 34))
        #expect(UIEdgeInsetsInsetRect(rect, UIEdgeInsetsMake(4, 8, 12, 16)) == rect.inset(by: padding))
        #expect(rect.inset(by: .zero) == rect)
        // Outward insets grow the rect, as a hit area padding does.
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)).width == 110)
    }

    @Test func equalToComparesTheAreaWhateverTheSignOfTheSize() {
        let flipped = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(flipped.equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!flipped.equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGSize(width: 1, height: 2).equalTo(.zero))
    }

    @Test func getHueReadsBackWhatInitHueMade() {
        var h: CGFloat = -1
        var s: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(abs(h - 30.0 / 360) < 1e-6 && s == 1 && b == 1 && a == 0.5)
        for hue in stride(from: 0.0, to: 1.0, by: 0.125) {
            UIColor(hue: hue, saturation: 0.6, brightness: 0.8, alpha: 1).getHue(
                &h, saturation: &s, brightness: &b, alpha: nil)
            #expect(abs(h - hue) < 1e-6 && abs(s - 0.6) < 1e-6 && abs(b - 0.8) < 1e-6)
        }
        UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: nil)
        #expect(h == 0 && s == 0 && b == 0.5)
    }

    @Test func hugeRepeatCountKeepsAnAnimationRunning() {
        // Libraries write `repeatCount = HUGE` for "forever"; Darwin's HUGE is MAXFLOAT.
        #expect(HUGE == Float.greatestFiniteMagnitude && MAXFLOAT == HUGE)
        let layer = CALayer()
        let host = hosting { view in
            view.layer.addSublayer(layer)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = CGFloat.pi * 2
            spin.duration = 1
            spin.repeatCount = HUGE
            layer.add(spin, forKey: "spin")
        }
        frame(host, at: 1000.25)
        let angle = host.withWorld {
            atan2(layer.presentation()!.affineTransform().b, layer.presentation()!.affineTransform().a)
        }
        #expect(abs(angle - .pi / 2) < 1e-6)
    }

    @Test func nanosecondsPerSecondScalesDispatchDelays() {
        // The idiom of code older than `DispatchTimeInterval`: a delay in nanoseconds.
        let delay = Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(delay == 0.5)
        #expect(NSEC_PER_MSEC * 1000 == NSEC_PER_SEC && NSEC_PER_USEC * USEC_PER_SEC == NSEC_PER_SEC)
    }
}
