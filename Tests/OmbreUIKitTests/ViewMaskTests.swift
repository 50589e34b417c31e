import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A mask that places its opaque part in `layoutSubviews`, as a progress bar's mask follows
/// its progress.
private final class HalfMaskView: UIView {
    let bar = UIView()
    private(set) var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.backgroundColor = .white
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        bar.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@MainActor @Suite struct ViewMaskTests {
    @Test func labelAsMaskShowsTheGradientOnlyThroughItsLetters() {
        let image = renderHosted(width: 100, height: 60) { frame in
            let view = UIView(frame: frame)
            view.backgroundColor = .red
            let label = UILabel(frame: view.bounds)
            label.text = "I"
            label.font = .boldSystemFont(ofSize: 50)
            label.textAlignment = .center
            view.mask = label
            return view
        }
        // The middle of the I's stem is red; the corners and the sides of the letter are not.
        #expect(image[50, 30] == Color.red.pixel)
        #expect(image[5, 5] == Color.black.pixel && image[20, 30] == Color.black.pixel)
        #expect(image[80, 30] == Color.black.pixel)
    }

    @Test func viewUsedOnlyAsAMaskIsLaidOut() {
        var mask: HalfMaskView!
        let image = renderHosted(width: 100, height: 60) { frame in
            let view = UIView(frame: frame)
            view.backgroundColor = .red
            mask = HalfMaskView(frame: view.bounds)
            view.mask = mask
            return view
        }
        #expect(mask.layouts == 1)
        #expect(image[20, 30] == Color.red.pixel && image[80, 30] == Color.black.pixel)
    }

    @Test func viewsLayerAsALayersMaskIsLaidOut() {
        var mask: HalfMaskView!
        let image = renderHosted(width: 100, height: 60) { frame in
            let view = UIView(frame: frame)
            let red = CALayer()
            red.frame = view.bounds
            red.backgroundColor = UIColor.red.cgColor
            mask = HalfMaskView(frame: view.bounds)
            red.mask = mask.layer
            view.layer.addSublayer(red)
            return view
        }
        #expect(mask.layouts == 1)
        #expect(image[20, 30] == Color.red.pixel && image[80, 30] == Color.black.pixel)
    }
}
