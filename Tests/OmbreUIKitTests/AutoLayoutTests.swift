import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A card pinned to the safe area, 20 points in, whose height constraint can be animated.
private final class CardController: UIViewController {
    let card = UIView()
    lazy var height = card.heightAnchor.constraint(equalToConstant: 200)
    var layoutCallbacks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            height,
        ])
    }

    override func updateViewConstraints() {
        layoutCallbacks.append("updateViewConstraints")
        super.updateViewConstraints()
    }

    override func viewWillLayoutSubviews() { layoutCallbacks.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { layoutCallbacks.append("viewDidLayoutSubviews") }
}

@MainActor @Suite struct AutoLayoutTests {
    private func host(_ controller: CardController, insets: UIEdgeInsets = .zero) -> UIKitHostView {
        let host = UIKitHostView { controller }
        host.safeAreaInsets = insets
        _ = OmbreViews.render(root: host, size: PixelSize(width: 400, height: 800), at: 0, background: .black)
        return host
    }

    /// A view at the root of its own tree, 400 × 800, laid out once.
    private func laidOut(_ build: (UIView) -> Void) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        build(root)
        root.layoutIfNeeded()
        return root
    }

    @Test func anchorsPinACardToTheSafeArea() {
        let controller = CardController()
        let host = host(controller, insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // x = 0 + 20; width = 400 − 20 − 20 = 360; y = 59 (safe top) + 20 = 79.
        #expect(controller.card.frame == CGRect(x: 20, y: 79, width: 360, height: 200))
        #expect(
            host.withWorld { controller.view.safeAreaInsets } == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 400, height: 707))
        // The card begins 79 down, inside the 59-point inset by nothing: its own safe area is clear.
        #expect(host.withWorld { controller.card.safeAreaInsets } == .zero)
        #expect(!host.hasConstraintConflict)
    }

    @Test func layoutPassesRunUpdateConstraintsThenTheLayoutCallbacks() {
        let controller = CardController()
        _ = host(controller)
        #expect(
            controller.layoutCallbacks.prefix(3) == [
                "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
            ])
    }

    @Test func constantChangesAnimateInsideUIViewAnimate() {
        let controller = CardController()
        let host = host(controller)
        host.withWorld {
            controller.height.constant = 300
            UIView.animate(withDuration: 1) { controller.view.layoutIfNeeded() }
        }
        // The model frame is the final one at once; the presentation goes from 200 to 300 with
        // ease-in-ease-out, which is exactly halfway at half the duration: 250, its center
        // 20 + 250 / 2 = 145 down.
        #expect(controller.card.frame == CGRect(x: 20, y: 20, width: 360, height: 300))
        _ = OmbreViews.render(root: host, size: PixelSize(width: 400, height: 800), at: 0.5, background: .black)
        let midway = host.withWorld { controller.card.layer.presentation()!.frame }
        #expect(abs(midway.height - 250) < 1e-4)
        #expect(abs(midway.midY - 145) < 1e-4)
        _ = OmbreViews.render(root: host, size: PixelSize(width: 400, height: 800), at: 1.5, background: .black)
        #expect(
            host.withWorld { controller.card.layer.presentation()!.frame }
                == CGRect(x: 20, y: 20, width: 360, height: 300))
    }

    @Test func labelsCenterAtTheirIntrinsicSize() {
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        _ = laidOut { root in
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
        }
        let size = label.intrinsicContentSize
        #expect(size.width > 20 && size.height > 15)
        // Centered: x = (400 − width) / 2, y = (800 − height) / 2.
        #expect(
            label.frame
                == CGRect(x: (400 - size.width) / 2, y: (800 - size.height) / 2, width: size.width, height: size.height)
        )
        #expect(!label.hasAmbiguousLayout)
    }

    @Test func imageViewsTakeTheirImagesSizeInPoints() {
        // A 60 × 30-pixel image at scale 2 is 30 × 15 points; without an image there is none.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 15), format: format).image { _ in }
        let imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        #expect(imageView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let root = laidOut { root in
            root.addSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                imageView.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
        }
        imageView.image = image
        root.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 10, y: 20, width: 30, height: 15))
        #expect(!imageView.hasAmbiguousLayout)
    }

    @Test func higherHuggingPriorityKeepsItsSizeAndTheOtherStretches() {
        let left = UILabel()
        let right = UILabel()
        left.text = "Name"
        right.text = "Value"
        right.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        _ = laidOut { root in
            for label in [left, right] {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
            }
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        // The right label hugs at 251 > 250, so it keeps its text width and the left one takes
        // the rest: 400 − 8 − right's width.
        let rightWidth = right.intrinsicContentSize.width
        #expect(right.frame.width == rightWidth)
        #expect(left.frame == CGRect(x: 0, y: 0, width: 392 - rightWidth, height: left.intrinsicContentSize.height))
    }

    @Test func compressionResistanceDecidesWhichLabelIsCut() {
        let a = UILabel()
        let b = UILabel()
        a.text = String(repeating: "a", count: 22)
        b.text = String(repeating: "b", count: 22)
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        _ = laidOut { root in
            for label in [a, b] {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
            }
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            ])
        }
        let full = a.intrinsicContentSize.width
        #expect(full < 400 && full + b.intrinsicContentSize.width > 400)
        // a resists at 751 > 750: it keeps its width; b gets 400 − a's.
        #expect(a.frame.width == full)
        #expect(b.frame.width == 400 - full)
    }

    @Test func multipliersAndDeactivationChangeTheLayout() {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        var half: NSLayoutConstraint!
        let root = laidOut { root in
            root.addSubview(box)
            half = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
            NSLayoutConstraint.activate([
                half, box.heightAnchor.constraint(equalToConstant: 40),
                box.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
                box.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        // width = 0.5 · 400 + 10 = 210; x = 2 · 8 (system spacing) = 16.
        #expect(box.frame == CGRect(x: 16, y: 0, width: 210, height: 40))
        let fixed = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        fixed.priority = .defaultHigh
        fixed.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 210)
        half.isActive = false
        #expect(!half.isActive)
        root.layoutIfNeeded()
        // Without the required 210 the width is ambiguous below 100: only ≤ 100 holds it.
        #expect(box.frame.width <= 100)
        #expect(box.hasAmbiguousLayout)
    }

    @Test func autoresizingViewsTakePartAsConstraints() {
        let panel = UIView()
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        panel.translatesAutoresizingMaskIntoConstraints = false
        _ = laidOut { root in
            root.addSubview(panel)
            // The panel is 100 wide when the bar is added (its frame at width 100), then 300.
            panel.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            panel.addSubview(bar)
            panel.addSubview(badge)
            NSLayoutConstraint.activate([
                panel.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
                panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                panel.widthAnchor.constraint(equalToConstant: 300),
                panel.heightAnchor.constraint(equalToConstant: 100),
                badge.leadingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 4),
                badge.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        // The bar keeps its 10-point margins as the panel grows to 300: 280 wide; the badge
        // follows its right edge: 10 + 280 + 4 = 294, centered on y = 20.
        #expect(panel.frame == CGRect(x: 50, y: 50, width: 300, height: 100))
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(badge.frame == CGRect(x: 294, y: 15, width: 10, height: 10))
    }

    @Test func layoutMarginsAndReadableGuidesOfAControllersView() {
        let controller = CardController()
        let host = host(controller, insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let view = controller.view!
        // A controller's view on a phone has 16-point side margins, and none above and below
        // beyond the safe area.
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(view.layoutMarginsGuide.layoutFrame == .zero)
        host.withWorld { view.layoutIfNeeded() }
        // Guides made after the first layout take part in the next: 400 − 32 = 368 wide,
        // 800 − 59 − 34 = 707 tall.
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 59, width: 368, height: 707))
        _ = view.readableContentGuide
        host.withWorld { view.layoutIfNeeded() }
        // 368 < 672, so the readable guide is the margins guide.
        #expect(view.readableContentGuide.layoutFrame == CGRect(x: 16, y: 59, width: 368, height: 707))
        let plain = UIView()
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func systemLayoutSizeFittingIsTheContentPlusItsInsets() {
        let container = UIView()
        let label = UILabel()
        label.text = "Fits"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -6),
        ])
        let text = label.intrinsicContentSize
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        // 12 + text + 12 across, 6 + text + 6 down.
        #expect(size == CGSize(width: text.width + 24, height: text.height + 12))
        #expect(container.frame == .zero)
    }

    @Test func conflictingRequiredConstraintsPrintUIKitsMessageAndBreakTheLastAdded() {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        let wider = box.widthAnchor.constraint(equalToConstant: 200)
        wider.identifier = "wider"
        _ = laidOut { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10), wide, wider,
            ])
        }
        #expect(box.frame.width == 100)
        let message = UIKitWorld.current.lastConstraintConflict ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("\"\(wide.description)\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(wider.description)\n"))
        #expect(wider.description.contains("'wider' UIView:0x"))
        #expect(wider.description.hasSuffix(".width == 200   (active)>"))
    }

    @Test func updateConstraintsRunsWhenAsked() {
        final class Counting: UIView {
            var updates = 0
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let view = Counting()
        let root = laidOut { $0.addSubview(view) }
        #expect(view.updates == 1)
        root.layoutIfNeeded()
        #expect(view.updates == 1)
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(view.updates == 2)
    }

    @Test func aConflictIsReportedByTheHostForTheWindowTitle() {
        let host = UIKitHostView { frame in
            let root = UIView(frame: frame)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 10), box.widthAnchor.constraint(equalToConstant: 20),
            ])
            return root
        }
        _ = OmbreViews.render(root: host, size: PixelSize(width: 40, height: 40), at: 0, background: .black)
        #expect(host.hasConstraintConflict)
    }

    @Test func aConstantChangeThatConflictsBreaksThatConstraintUntilItChangesAgain() {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let root = laidOut { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(lessThanOrEqualToConstant: 100), width,
            ])
        }
        #expect(box.frame.width == 50)
        width.constant = 150
        root.layoutIfNeeded()
        // 150 cannot hold with at most 100: the changed constraint is broken, and the width is
        // left to the other: ambiguous below 100.
        let message = UIKitWorld.current.lastConstraintConflict ?? ""
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(width.description)\n"))
        #expect(box.frame.width <= 100)
        width.constant = 80
        root.layoutIfNeeded()
        #expect(box.frame.width == 80)
    }
}
