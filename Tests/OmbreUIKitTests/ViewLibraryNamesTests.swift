import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// Names from the UIKit corpus's libraries (Scripts/uikit-corpus), used as those libraries use them.
@MainActor @Suite struct ViewLibraryNamesTests {
    @Test func aGradientOfColorsCheckedAgainstTheRGBModelDrawsFromAnNSArray() {
        // A gradient view's idiom: keep each color whose space has the gradient space's model,
        // pass them as an NSArray where a CFArray is asked for, draw across the width.
        let image = renderDrawing { context, bounds in
            let space = CGColorSpaceCreateDeviceRGB()
            let colors =
                [UIColor.green, UIColor.yellow].map { color -> AnyObject in
                    let cgColor = color.cgColor
                    #expect((cgColor.colorSpace ?? space).model == space.model)
                    return cgColor as AnyObject
                } as NSArray
            let locations: [CGFloat] = [0, 1]
            let gradient = CGGradient(colorsSpace: space, colors: colors, locations: locations)!
            context.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: bounds.width, y: 0), options: [])
        }
        let left = Color(pixel: image[0, 50])
        let right = Color(pixel: image[99, 50])
        #expect(left.green > 0.98 && left.red < 0.02 && right.red > 0.98 && right.green > 0.98)
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb && CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpaceModel.rgb.rawValue == 1 && CGColorSpaceModel.monochrome.rawValue == 0)
    }

    @Test func vectorsBetweenPointsGiveTheAngleASliderThumbIsAt() {
        // A circular slider takes the angle of a touch about the center from the dot product
        // and determinant of two vectors.
        let center = CGPoint(x: 50, y: 50)
        let up = CGVector(dx: 0 - center.x + 50, dy: 0 - center.y)
        let touch = CGVector(dx: 100 - center.x, dy: 50 - center.y)
        let dot = up.dx * touch.dx + up.dy * touch.dy
        let determinant = touch.dx * up.dy - up.dx * touch.dy
        #expect(abs(atan2(determinant, dot) - -.pi / 2) < 1e-9)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0) && CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
    }

    @Test func editingEventsReachOnlyTheirOwnTargets() {
        // Sliders send .editingDidBegin and .editingDidEnd around a drag.
        let control = UIControl(frame: .zero)
        let target = NSObject()
        control.addTarget(target, action: Selector("began"), for: .editingDidBegin)
        control.addTarget(target, action: Selector("ended"), for: [.editingDidEnd, .editingDidEndOnExit])
        #expect(control.actions(forTarget: target, forControlEvent: .editingDidBegin) == ["began"])
        #expect(control.actions(forTarget: target, forControlEvent: .editingDidEndOnExit) == ["ended"])
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
        #expect(UIControl.Event.allTouchEvents.intersection(.editingChanged).isEmpty)
    }

    @Test func theGroupedBackgroundIsTheLightGrayOfGroupedTables() {
        let image = renderDrawing { _, bounds in
            UIColor.groupTableViewBackground.setFill()
            UIRectFill(bounds)
        }
        #expect(image[50, 50] == Color(red8: 242, green8: 242, blue8: 247).pixel)
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
    }

    @Test func anAttributedTextSetsTheLabelsTextFontAndColor() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hosting { view in
            label.attributedText = NSAttributedString(
                string: "WWW",
                attributes: [.font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.red])
            label.textAlignment = .center
            view.addSubview(label)
        }
        let image = frame(host, at: 0)
        #expect(label.text == "WWW" && label.font.pointSize == 40 && label.textColor == .red)
        #expect(label.attributedText?.string == "WWW")
        // The text is drawn in the color of its first character over the white view: never darker.
        var red = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let color = Color(pixel: image[x, y])
                #expect(color.red > 0.9)
                if color.green < 0.1 && color.blue < 0.1 { red += 1 }
            }
        }
        #expect(red > 300)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func disablingActionsByKeyMovesAStrokeEndWithoutAnimation() {
        // A progress ring's idiom for a jump without animation.
        let ring = CAShapeLayer()
        let other = CAShapeLayer()
        let host = hosting { view in
            view.layer.addSublayer(ring)
            view.layer.addSublayer(other)
        }
        frame(host, at: 1)
        host.withWorld {
            CATransaction.begin()
            CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
            #expect(
                CATransaction.disableActions()
                    && CATransaction.value(forKey: kCATransactionDisableActions) as? Bool == true)
            CATransaction.setValue(0.5, forKey: "progress")
            #expect(CATransaction.value(forKey: "progress") as? Double == 0.5)
            ring.strokeEnd = 0.4
            CATransaction.commit()
            CATransaction.begin()
            CATransaction.setValue(1.0, forKey: kCATransactionAnimationDuration)
            other.strokeEnd = 0.4
            CATransaction.commit()
        }
        frame(host, at: 1.5)
        #expect(host.withWorld { ring.presentation()!.strokeEnd } == 0.4)
        #expect(host.withWorld { ring.animationKeys() } == nil)
        // Without the key the change animates, here for the second the duration key gave.
        let midway = host.withWorld { other.presentation()!.strokeEnd }
        #expect(midway > 0.45 && midway < 0.95)
    }

    @Test func aRasterizedLayerDrawsAsItDoesUnrasterized() {
        // Libraries rasterize layers they blur or grow, for speed; what is shown stays the same.
        func draw(rasterized: Bool) -> PixelBuffer {
            let host = hosting { view in
                let circle = CAShapeLayer()
                circle.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 80)).cgPath
                circle.fillColor = UIColor.orange.cgColor
                circle.shouldRasterize = rasterized
                circle.rasterizationScale = 2
                view.layer.addSublayer(circle)
            }
            return frame(host, at: 0)
        }
        let plain = draw(rasterized: false)
        #expect(draw(rasterized: true).pixels == plain.pixels)
        #expect(plain[50, 50] == Color(red: 1, green: 0.5, blue: 0, alpha: 1).pixel)
    }

    @Test func aPlaceholderColorIsClearUntilReplaced() {
        // A liquid loader keeps `var color = UIColor()` and sets the real one before drawing.
        #expect(UIColor().cgColor.alpha == 0)
        var color = UIColor()
        color = .red
        let image = renderDrawing { _, bounds in
            color.setFill()
            UIRectFill(bounds)
        }
        #expect(image[50, 50] == Color.red.pixel)
    }

    @Test func aSubviewsFrameMapsIntoTheWindowAndBack() {
        // A shimmer cover finds each subview's rectangle in the window to lay a placeholder over it.
        var mapped = CGRect.null
        var back = CGRect.null
        var turned = CGRect.null
        let host = hosting { view in
            let card = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 40))
            let label = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 10))
            card.addSubview(label)
            view.addSubview(card)
            mapped = label.convert(label.bounds, to: view)
            back = card.convert(mapped, from: view)
            card.transform = CGAffineTransform(rotationAngle: .pi / 2)
            turned = card.convert(card.bounds, to: view)
        }
        frame(host, at: 0)
        #expect(mapped == CGRect(x: 15, y: 25, width: 30, height: 10))
        #expect(back == CGRect(x: 5, y: 5, width: 30, height: 10))
        // Turned a quarter about its center (40, 40): the box of its corners, 40 wide and 60 high.
        #expect(abs(turned.minX - 20) < 1e-9 && abs(turned.minY - 10) < 1e-9)
        #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 60) < 1e-9)
    }

    @Test func aPathStrokedByTheImportedInitializerFillsWhatStrokingPaints() {
        // A ring's end shadow: a circle's stroke outline, made with CGPath(__byStroking:…), filled.
        let image = renderDrawing { context, _ in
            let circle = UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
            let outline = CGPath(
                __byStroking: circle, transform: nil, lineWidth: 10, lineCap: .round, lineJoin: .round,
                miterLimit: 0)!
            context.addPath(outline)
            context.setFillColor(UIColor.white.cgColor)
            context.fillPath()
        }
        #expect(image[50, 20] == Color.white.pixel, "on the ring")
        #expect(image[50, 50] == Color.black.pixel, "the hole")
        #expect(image[50, 10] == Color.black.pixel, "outside")
    }

    @Test func aControllersViewIsTheScreensSizeInViewDidLoad() {
        // Libraries size full-screen views from `view.bounds` in viewDidLoad, without autoresizing.
        var seen = CGRect.null
        let host = hosting { view in seen = view.bounds }
        frame(host, at: 0)
        #expect(seen == CGRect(x: 0, y: 0, width: 100, height: 100))
    }
}
