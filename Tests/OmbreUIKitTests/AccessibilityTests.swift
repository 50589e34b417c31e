import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// Accessibility properties are kept for assistive technologies and draw nothing, as ring and
/// loading-bar libraries set them.
@MainActor @Suite struct AccessibilityTests {
    /// A ring-like view that describes itself as a progress library does: traits and label in
    /// its initializer, its value spoken from its progress unless one was set.
    final class DescribedRing: UIView {
        var progress = 0.5
        private var overriddenValue: String?
        let describes: Bool

        init(frame: CGRect, describes: Bool) {
            self.describes = describes
            super.init(frame: frame)
            backgroundColor = .orange
            if describes {
                isAccessibilityElement = true
                accessibilityTraits = UIAccessibilityTraits.updatesFrequently
                accessibilityLabel = "Ring progress"
                accessibilityIdentifier = "ring"
            }
        }
        required init?(coder: NSCoder) { nil }

        override var accessibilityValue: String? {
            get { overriddenValue ?? "\(Int(progress * 100))%" }
            set { overriddenValue = newValue }
        }
    }

    @Test func aSubclassOverridesTheSpokenValueAndKeepsTheRest() {
        let ring = DescribedRing(frame: CGRect(x: 0, y: 0, width: 40, height: 40), describes: true)
        #expect(ring.isAccessibilityElement)
        #expect(ring.accessibilityTraits.contains(.updatesFrequently))
        #expect(!ring.accessibilityTraits.contains(.button))
        #expect(ring.accessibilityLabel == "Ring progress")
        #expect(ring.accessibilityValue == "50%")
        ring.accessibilityValue = "half"
        #expect(ring.accessibilityValue == "half")
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityTraits == .none && plain.accessibilityLabel == nil)
    }

    @Test func aViewsAccessibilityFrameIsItsBoundsInTheWindowUnlessSet() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(child.accessibilityFrame == CGRect(x: 15, y: 25, width: 30, height: 10))
        child.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(child.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func describingAViewChangesNoPixel() {
        func render(describes: Bool) -> PixelBuffer {
            let host = hosting { view in
                view.addSubview(DescribedRing(frame: CGRect(x: 20, y: 20, width: 60, height: 60), describes: describes))
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
            return frame(host, at: 0)
        }
        let described = render(describes: true)
        #expect(Color(pixel: described[50, 50]) != Color.black)  // the ring's orange is drawn
        #expect(described == render(describes: false))
    }

    @Test func aPreviewRunsWithNoAssistiveSettingOn() {
        // Libraries skip their animations when motion is reduced; a preview shows them running.
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceTransparencyEnabled)
    }
}
