import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A plain view with a given intrinsic size, so that frames can be worked out by hand.
private final class Sized: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat, hugging: Float = 250) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal)
    }

    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Three views 30×20, 60×30 and 90×40 (hugging 251, 250, 252 across the axis) in a stack
/// 320 × 100 at the root's top left, 10 points apart.
@MainActor @Suite struct UIStackViewTests {
    private func stack(
        _ distribution: UIStackView.Distribution = .fill, _ alignment: UIStackView.Alignment = .fill,
        configure: (UIStackView, [UIView]) -> Void = { _, _ in }
    ) -> (root: UIView, stack: UIStackView, views: [UIView]) {
        let views = [Sized(30, 20, hugging: 251), Sized(60, 30), Sized(90, 40, hugging: 252)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalToConstant: 320),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        configure(stack, views)
        root.layoutIfNeeded()
        return (root, stack, views)
    }

    private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minX) }
    private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.width) }
    private func ys(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.minY) }
    private func heights(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.height) }

    @Test func fillStretchesTheLowestHuggingView() {
        let views = stack(.fill).views
        // 30 + 60 + 90 + 2 · 10 = 200; the 120 left go to the middle view (hugging 250).
        #expect(widths(views) == [30, 180, 90])
        #expect(xs(views) == [0, 40, 230])
        // Alignment fill: the stack's full height.
        #expect(ys(views) == [0, 0, 0])
        #expect(heights(views) == [100, 100, 100])
    }

    @Test func fillEquallyGivesEachTheSameLength() {
        let views = stack(.fillEqually).views
        // (320 − 2 · 10) / 3 = 100 each.
        #expect(widths(views) == [100, 100, 100])
        #expect(xs(views) == [0, 110, 220])
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let views = stack(.fillProportionally).views
        // 300 points after spacing, shared 30 : 60 : 90 = 1 : 2 : 3.
        #expect(widths(views) == [50, 100, 150])
        #expect(xs(views) == [0, 60, 170])
    }

    @Test func equalSpacingKeepsSizesAndSharesTheGaps() {
        let views = stack(.equalSpacing).views
        // (320 − 180) / 2 = 70 between views.
        #expect(widths(views) == [30, 60, 90])
        #expect(xs(views) == [0, 100, 230])
    }

    @Test func equalCenteringSpacesTheCenters() {
        let views = stack(.equalCentering).views
        // Centers 15 (first at the start) and 320 − 45 = 275: 130 apart, so the middle
        // center is 145 and its view starts at 145 − 30 = 115.
        #expect(widths(views) == [30, 60, 90])
        #expect(xs(views) == [0, 115, 230])
    }

    @Test func topAlignmentKeepsIntrinsicHeightsAtTheTop() {
        let views = stack(.fill, .top).views
        #expect(ys(views) == [0, 0, 0])
        #expect(heights(views) == [20, 30, 40])
        #expect(UIStackView.Alignment.top == .leading)
    }

    @Test func centerAlignmentCentersAcross() {
        let views = stack(.fill, .center).views
        // 50 − height / 2.
        #expect(ys(views) == [40, 35, 30])
        #expect(heights(views) == [20, 30, 40])
    }

    @Test func bottomAlignmentSitsOnTheBottom() {
        let views = stack(.fill, .bottom).views
        // 100 − height.
        #expect(ys(views) == [80, 70, 60])
    }

    @Test func firstBaselineAlignsBaselinesWithTheTallestAtTheTop() {
        // A view without text has its baseline at its bottom: bottoms line up at 40, where the
        // tallest (40) starting at the top puts it.
        let views = stack(.fill, .firstBaseline).views
        #expect(ys(views) == [20, 10, 0])
        #expect(heights(views) == [20, 30, 40])
    }

    @Test func lastBaselineAlignsBaselinesWithTheLowestOnTheBottom() {
        let views = stack(.fill, .lastBaseline).views
        // Bottoms line up on the stack's bottom, 100.
        #expect(ys(views) == [80, 70, 60])
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let small = UILabel()
        let large = UILabel()
        small.text = "Small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Each label is its line's height rounded up, the line centered in it, so its baseline
        // is (height − lineHeight) / 2 + ascender below its top: the large one starts at the
        // stack's top, the small one lower by the difference.
        func baseline(_ label: UILabel) -> CGFloat {
            (label.intrinsicContentSize.height - label.font.lineHeight) / 2 + label.font.ascender
        }
        #expect(large.frame.minY == 0)
        #expect(abs(small.frame.minY - (baseline(large) - baseline(small))) < 1e-6)
        // The stack, at y = 10, hugs its views: as tall as the lowest bottom reaches.
        #expect(stack.frame.minY == 10)
        #expect(abs(stack.frame.height - max(small.frame.maxY, large.frame.maxY)) < 1e-6)
        #expect(stack.frame.width == small.intrinsicContentSize.width + large.intrinsicContentSize.width)
    }

    @Test func verticalStacksLayOutDownwards() {
        let views = [Sized(30, 20), Sized(60, 30), Sized(90, 40)]
        let column = UIStackView(arrangedSubviews: views)
        column.axis = .vertical
        column.distribution = .fillEqually
        column.alignment = .leading
        column.spacing = 10
        column.translatesAutoresizingMaskIntoConstraints = false
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            column.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            column.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        // (200 − 2 · 10) / 3 = 60 tall each, from y = 0, 70, 140 in the stack; each at its
        // own width on the leading edge, and the stack as wide as the widest, 90.
        #expect(ys(views) == [0, 70, 140])
        #expect(heights(views) == [60, 60, 60])
        #expect(xs(views) == [0, 0, 0])
        #expect(widths(views) == [30, 60, 90])
        #expect(column.frame == CGRect(x: 5, y: 5, width: 90, height: 200))
    }

    @Test func customSpacingReplacesSpacingAfterOneView() {
        let views = stack(.fill) { stack, views in stack.setCustomSpacing(20, after: views[0]) }.views
        // 30 + 20 + 60 + 10 + 90 = 210: the middle view takes the 110 left, so 170.
        #expect(xs(views) == [0, 50, 230])
        #expect(widths(views) == [30, 170, 90])
    }

    @Test func marginsRelativeArrangementInsetsTheViews() {
        let views = stack(.fill) { stack, _ in
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 0)
            stack.isLayoutMarginsRelativeArrangement = true
        }.views
        // 300 points across from x = 20: the middle view takes 300 − 200 + 60 = 160.
        #expect(xs(views) == [20, 60, 230])
        #expect(ys(views) == [10, 10, 10])
        #expect(heights(views) == [80, 80, 80])
    }

    @Test func hiddenViewsCollapseAndTheRestMoveOverAnimated() {
        var views: [UIView] = []
        let host = UIKitHostView { frame in
            let root = UIView(frame: frame)
            let made = self.stack(.fill)
            views = made.views
            made.stack.removeFromSuperview()
            root.addSubview(made.stack)
            NSLayoutConstraint.activate([
                made.stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                made.stack.topAnchor.constraint(equalTo: root.topAnchor),
                made.stack.widthAnchor.constraint(equalToConstant: 320),
                made.stack.heightAnchor.constraint(equalToConstant: 100),
            ])
            return root
        }
        let size = PixelSize(width: 400, height: 800)
        _ = OmbreViews.render(root: host, size: size, at: 0, background: .black)
        #expect(xs(views) == [0, 40, 230])
        host.withWorld {
            UIView.animate(withDuration: 1) {
                views[1].isHidden = true
                host.rootView!.layoutIfNeeded()
            }
        }
        // Without the middle view: 30 + 10 + 90 = 130, and the first view (hugging 251, now
        // the lowest shown) takes the other 190: 220 wide, the last one at 230 as before.
        // The hidden view collapses to no width at the first one's end.
        #expect(widths(views) == [220, 0, 90])
        #expect(xs(views) == [0, 220, 230])
        _ = OmbreViews.render(root: host, size: size, at: 0.5, background: .black)
        // Halfway (ease in, ease out is symmetric): the first view is 30 + (220 − 30) / 2 = 125 wide.
        let first = host.withWorld { views[0].layer.presentation()!.frame }
        #expect(abs(first.width - 125) < 1e-4)
    }
}
