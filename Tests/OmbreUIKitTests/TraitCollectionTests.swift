import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// Trait collections and dynamic colors: a scene shows the light appearance, as a device in
/// light mode, or the dark one when its host says so; a dynamic color is what its provider
/// gives for the traits it is used in.
@MainActor @Suite struct TraitCollectionTests {
    /// A background as libraries write one: a color per appearance.
    static let paper = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) : .yellow
    }

    private func rgb(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [Int] {
        let c = Color(pixel: image[x, y])
        return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }

    @Test func aDynamicBackgroundShowsTheHostsAppearance() {
        let light = hosting { $0.backgroundColor = Self.paper }
        #expect(rgb(frame(light, at: 0), 50, 50) == [255, 255, 0])
        let dark = hosting { $0.backgroundColor = Self.paper }
        dark.appearance = .dark
        #expect(rgb(frame(dark, at: 0), 50, 50) == [51, 51, 51])
        // The view keeps the dynamic color itself, as UIKit does.
        #expect(dark.withWorld { dark.rootView?.backgroundColor?.isDynamic } == true)
    }

    @Test func aLayersColorFromADynamicColorIsResolvedWhenRead() {
        // `cgColor` resolves in the current traits: the screen's outside a view's callbacks.
        let make = { (style: UIUserInterfaceStyle) -> PixelBuffer in
            let host = hosting { view in
                let square = CALayer()
                square.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
                square.backgroundColor = UIColor.label.cgColor
                view.layer.addSublayer(square)
                view.backgroundColor = .systemBackground
            }
            host.appearance = style
            return frame(host, at: 0)
        }
        let light = make(.light)
        #expect(rgb(light, 50, 50) == [0, 0, 0] && rgb(light, 5, 5) == [255, 255, 255])
        let dark = make(.dark)
        #expect(rgb(dark, 50, 50) == [255, 255, 255] && rgb(dark, 5, 5) == [0, 0, 0])
    }

    @Test func systemColorsHaveLightAndDarkValues() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UIColor.systemBlue.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { Int(($0 * 255).rounded()) } == [10, 132, 255])
        UIColor.systemBlue.resolvedColor(with: light).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b].map { Int(($0 * 255).rounded()) } == [0, 122, 255])
        UIColor.secondaryLabel.resolvedColor(with: dark).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(a - 0.6) < 1e-6)
        // A fixed color resolves to itself.
        let red = UIColor.red
        #expect(red.resolvedColor(with: dark) === red)
    }

    @Test func traitsComeFromTheScreenAndMergeAsUIKitMergesThem() {
        let host = hosting { _ in }
        host.screenScale = 2
        frame(host, at: 0)
        host.withWorld {
            let traits = host.rootView!.traitCollection
            #expect(traits.userInterfaceStyle == .light)
            #expect(traits.displayScale == 2)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
            #expect(traits.preferredContentSizeCategory == .large)
            #expect(UIScreen.main.traitCollection == traits)
            #expect(host.controller!.traitCollection == traits)
        }
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
            UITraitCollection(userInterfaceStyle: .light),
        ])
        #expect(merged.userInterfaceStyle == .light && merged.displayScale == 3)
        #expect(merged.horizontalSizeClass == .unspecified)
        #expect(merged.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// Counts trait changes and draws the system background in `draw(_:)`.
    final class Watcher: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
        override func draw(_ rect: CGRect) {
            UIColor.systemBackground.setFill()
            UIRectFill(bounds)
        }
    }

    @Test func overridingTheStyleChangesTraitsBelowAndRedraws() {
        let watcher = Watcher(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        let host = hosting { view in
            view.backgroundColor = Self.paper
            view.addSubview(watcher)
            OmbreUIKit.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                view.overrideUserInterfaceStyle = .dark
            }
        }
        let before = frame(host, at: 0.5)
        #expect(rgb(before, 25, 50) == [255, 255, 255] && rgb(before, 75, 50) == [255, 255, 0])
        #expect(watcher.changes.isEmpty)
        let after = frame(host, at: 1)
        #expect(rgb(after, 25, 50) == [0, 0, 0] && rgb(after, 75, 50) == [51, 51, 51])
        #expect(watcher.changes == [.light])
        #expect(host.withWorld { watcher.traitCollection.userInterfaceStyle } == .dark)
    }

    @Test func performAsCurrentResolvesColorsInOtherTraits() {
        let host = hosting { _ in }
        frame(host, at: 0)
        host.withWorld {
            #expect(UITraitCollection.current.userInterfaceStyle == .light)
            var white: CGFloat = 0
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
                white = UIColor.label.cgColor.components![0]
            }
            #expect(white == 1)
            #expect(UIColor.label.cgColor.components![0] == 0)
        }
    }
}
