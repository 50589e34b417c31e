import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// The app object, Core Image colors and asynchronous drawing, as view libraries use them.
@MainActor @Suite struct ApplicationAndCoreImageTests {
    @Test func appIsActiveOnceASceneHasShown() {
        _ = renderHosted(width: 4, height: 4) { UIView(frame: $0) }
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(
            UIApplication.willEnterForegroundNotification != UIApplication.didEnterBackgroundNotification
                && UIApplication.willResignActiveNotification != UIApplication.didBecomeActiveNotification)
    }

    @Test func colorMadeFromACoreImageColorGivesItBackAndDrawsItsComponents() {
        let ci = CIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let color = UIColor(ciColor: ci)
        #expect(color.ciColor === ci)
        let frame = renderDrawing(width: 2, height: 2) { _, bounds in
            color.setFill()
            UIRectFill(bounds)
        }
        #expect(frame[1, 1] == Color(red: 0, green: 1, blue: 0, alpha: 1).pixel)
        let fromUIKit = CIColor(color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(fromUIKit.red == 1 && fromUIKit.green == 0.5 && fromUIKit.blue == 0 && fromUIKit.alpha == 0.25)
    }

    @Test func layerThatDrawsAsynchronouslyHasItsDrawingInTheFirstFrame() {
        let frame = renderHosted(width: 4, height: 4) { bounds in
            let view = DrawingView(frame: bounds)
            view.layer.drawsAsynchronously = true
            view.body = { context, bounds in
                context.setFillColor(UIColor.red.cgColor)
                context.fill(bounds)
            }
            #expect(view.layer.drawsAsynchronously)
            return view
        }
        #expect(frame[2, 2] == Color.red.pixel)
    }
}
