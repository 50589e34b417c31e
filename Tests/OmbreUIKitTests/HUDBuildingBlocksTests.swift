import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// What a HUD library builds its box from: a view added to the window itself, a toolbar as the
/// box, text measured to size it, system images, and the device's and keyboard's notifications.
@MainActor @Suite struct HUDBuildingBlocksTests {
    @Test func viewsAddedToTheWindowDrawOverTheRootViewAndAnimate() throws {
        let host = hosting { view in view.backgroundColor = .white }
        frame(host, at: 0)
        let box = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        try host.withWorld {
            let window = try #require(UIApplication.shared.windows.first)
            box.backgroundColor = .red
            box.alpha = 0
            window.addSubview(box)
            #expect(box.window === window)
        }
        frame(host, at: 0.1)
        host.withWorld { UIView.animate(withDuration: 1) { box.alpha = 1 } }
        let halfway = frame(host, at: 0.6)
        let pixel = halfway[50, 50]
        // Fading in over the white root view: red at about half strength, not yet solid.
        #expect(pixel >> 16 & 0xFF == 255 && (100...200).contains(pixel & 0xFF), "\(String(pixel, radix: 16))")
        let done = frame(host, at: 1.2)
        #expect(done[50, 50] == Color.red.pixel && done[10, 10] == Color.white.pixel)
        host.withWorld { box.removeFromSuperview() }
        #expect(frame(host, at: 1.3)[50, 50] == Color.white.pixel)
    }

    @Test func toolbarIsABoxOfItsBackgroundColor() {
        let image = renderHosted(width: 60, height: 60) { frame in
            let root = UIView(frame: frame)
            let bar = UIToolbar(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
            bar.isTranslucent = true
            bar.backgroundColor = .systemGray
            bar.layer.cornerRadius = 10
            bar.layer.masksToBounds = true
            root.addSubview(bar)
            return root
        }
        #expect(image[30, 30] == Color(red8: 142, green8: 142, blue8: 147).pixel)
        // The rounded corner leaves the black behind it.
        #expect(image[11, 11] == Color.black.pixel)
        #expect(UIToolbar().sizeThatFits(CGSize(width: 100, height: 0)).height == 44)
    }

    @Test func textIsMeasuredWrappedToTheWidthWithLineFragments() {
        let font = UIFont.boldSystemFont(ofSize: 24)
        let text = "Please wait while we load"
        let line = text.size(withAttributes: [.font: font])
        let oneLine = text.boundingRect(
            with: CGSize(width: 100, height: 250), options: [], attributes: [.font: font], context: nil)
        #expect(oneLine.size == line && oneLine.origin == .zero)
        let wrapped = text.boundingRect(
            with: CGSize(width: 150, height: 250), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(wrapped.width <= 150 && wrapped.height >= 2 * line.height - 1, "\(wrapped) \(line)")
        let attributed = NSAttributedString(string: text, attributes: [.font: font])
        #expect(
            attributed.boundingRect(
                with: CGSize(width: 150, height: 250), options: .usesLineFragmentOrigin, context: nil)
                == wrapped)
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
    }

    @Test func systemSymbolsAreMissingAndTintedImagesTakeTheColor() throws {
        // No SF Symbols on Linux: nil, as iOS gives for a name that is no symbol.
        #expect(UIImage(systemName: "sun.max") == nil)
        #expect(UIImage(systemName: "checkmark", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)) == nil)
        #expect(UIImage.checkmark.size == .zero && UIImage.remove.cgImage == nil)
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold).weight == .bold)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            UIColor.black.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
        let green = dot.withTintColor(.green, renderingMode: .alwaysOriginal)
        let pixels = try #require(green.cgImage?.pixels)
        #expect(pixels[0, 0] == Color.green.pixel && pixels[3, 0] == 0)
        #expect(green.renderingMode == .alwaysOriginal && green.size == dot.size)
        #expect(UIImage.checkmark.withTintColor(.red).cgImage == nil)
    }

    @Test func deviceAndKeyboardNotificationsHaveUIKitsNames() {
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let label = UILabel()
        #expect(label.baselineAdjustment == .alignBaselines)
        label.baselineAdjustment = .alignCenters
        #expect(label.baselineAdjustment == .alignCenters)
    }
}
