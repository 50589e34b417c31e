import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Views HUDs and spinners add to the key window (`UIApplication.shared.keyWindow`,
/// `windows.first { $0.isKeyWindow }`): drawn over the controller's view, laid out and
/// animated, as on a device. And `UIDevice`, which they ask about the device.
@MainActor @Suite struct WindowOverlayTests {
    /// A full-window view that lays itself out to its window's bounds, as SwiftSpinner does.
    final class Overlay: UIView {
        var layouts = 0
        var touched = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touched += 1 }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            if let window { frame = window.bounds }
        }
    }

    @Test func viewAddedToTheKeyWindowIsDrawnOverTheRootAndAnimates() throws {
        let overlay = Overlay()
        var windowsAtLoad: [UIWindow]?
        final class Controller: UIViewController {
            var appeared: () -> Void = {}
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                appeared()
            }
        }
        let host = UIKitHostView {
            let controller = Controller()
            controller.view.backgroundColor = .black
            windowsAtLoad = UIApplication.shared.windows
            controller.appeared = {
                let window = UIApplication.shared.windows.first { $0.isKeyWindow }
                #expect(window === UIApplication.shared.keyWindow)
                overlay.backgroundColor = .white
                overlay.alpha = 0
                window?.addSubview(overlay)
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { overlay.alpha = 1 })
            }
            return controller
        }
        let start = frame(host, at: 0)
        #expect(windowsAtLoad == [], "no window before the view is shown")
        #expect(start[50, 50] == Color.black.pixel, "fading in from alpha 0")
        let half = frame(host, at: 0.5)
        #expect(abs(Int(half[50, 50] & 0xFF) - 128) <= 2)
        #expect(overlay.layouts > 0 && overlay.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(host, at: 2)[10, 90] == Color.white.pixel)
        #expect(overlay.window === host.withWorld { UIApplication.shared.keyWindow })
        host.tap(at: Point(x: 50, y: 50))
        #expect(overlay.touched == 1, "in front of the root view, it gets the touch")
    }

    @Test func deviceIsAnUprightPhone() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.orientation == .portrait)
        #expect(device.orientation.isPortrait && !device.orientation.isLandscape)
        #expect(device.model == "iPhone" && device.systemName == "iOS")
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }
}
