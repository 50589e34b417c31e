import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// `UIVisualEffectView` lays its blur style's tint over what lies behind it (unblurred, an
/// approximation of the device's blur) and draws its content view above, as overlays and HUDs
/// use it.
@MainActor @Suite struct VisualEffectViewTests {
    private func gray(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let c = Color(pixel: image[x, y])
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    private func near(_ image: PixelBuffer, _ x: Int, _ y: Int, _ level: Int) -> Bool {
        gray(image, x, y).allSatisfy { abs($0 - level) <= 2 }
    }

    /// A mid-gray view with `effectView` over its right half (the overlay idiom: a blur view
    /// over the window, its subviews in the content view).
    private func overlaid(_ effectView: UIVisualEffectView, style: UIUserInterfaceStyle = .unspecified) -> PixelBuffer {
        frame(
            hosting { view in
                view.overrideUserInterfaceStyle = style
                view.backgroundColor = UIColor(white: 0.5, alpha: 1)
                effectView.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
                view.addSubview(effectView)
            }, at: 0)
    }

    @Test func aDarkBlurDarkensTheBackdropAndALightOneLightensIt() {
        let dark = overlaid(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))
        #expect(near(dark, 25, 50, 128))  // beside the view: the backdrop as it is
        // 0.5 under 0.11 at 0.73: 0.215.
        #expect(near(dark, 75, 50, 55), "\(gray(dark, 75, 50))")
        let light = overlaid(UIVisualEffectView(effect: UIBlurEffect(style: .light)))
        // 0.5 under white at 0.3: 0.65.
        #expect(near(light, 75, 50, 166), "\(gray(light, 75, 50))")
    }

    @Test func theContentViewFillsTheEffectViewAndDrawsOverTheTint() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
        let image = frame(
            hosting { view in
                view.backgroundColor = .black
                effectView.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                let dot = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
                dot.backgroundColor = .red
                effectView.contentView.addSubview(dot)
                view.addSubview(effectView)
                effectView.frame = CGRect(x: 0, y: 0, width: 80, height: 80)  // grows: the content view follows
            }, at: 0)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(gray(image, 15, 15) == [255, 0, 0])
        #expect(near(image, 70, 70, 203), "\(gray(image, 70, 70))")  // 0.97 at 0.82 over black
        #expect(gray(image, 90, 90) == [0, 0, 0])
    }

    @Test func noEffectShowsTheBackdropAndSettingOneLaterTintsIt() {
        let effectView = UIVisualEffectView()
        #expect(effectView.effect == nil)
        #expect(near(overlaid(effectView), 75, 50, 128))
        let later = UIVisualEffectView()
        later.effect = UIBlurEffect(style: .dark)
        #expect(near(overlaid(later), 75, 50, 55))
    }

    @Test func anAdaptableStyleFollowsTheInterfaceStyle() {
        let regularLight = overlaid(UIVisualEffectView(effect: UIBlurEffect(style: .regular)), style: .light)
        let regularDark = overlaid(UIVisualEffectView(effect: UIBlurEffect(style: .regular)), style: .dark)
        #expect(near(regularLight, 75, 50, 166), "\(gray(regularLight, 75, 50))")
        #expect(near(regularDark, 75, 50, 55), "\(gray(regularDark, 75, 50))")
    }

    @Test func vibrancyInsideABlurDrawsItsContentAndNoTintOfItsOwn() {
        let blur = UIBlurEffect(style: .dark)
        let blurView = UIVisualEffectView(effect: blur)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        let image = frame(
            hosting { view in
                view.backgroundColor = UIColor(white: 0.5, alpha: 1)
                blurView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                vibrancy.frame = blurView.bounds
                blurView.contentView.addSubview(vibrancy)
                let mark = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                mark.backgroundColor = .white
                vibrancy.contentView.addSubview(mark)
                view.addSubview(blurView)
            }, at: 0)
        #expect(gray(image, 10, 10) == [255, 255, 255])
        #expect(near(image, 60, 60, 55), "\(gray(image, 60, 60))")
    }
}
