import Foundation

/// A spinning indicator of work under way, as UIKit's `UIActivityIndicatorView` since iOS 13:
/// eight spokes round the center, the leading one solid and each one behind it fainter, the
/// brightest spoke stepping one place clockwise eight times a second while animating.
///
/// The indicator draws at its style's size (20 points across for `.medium`, `.white` and
/// `.gray`; 37 for `.large` and `.whiteLarge`), centered in the bounds, in `color`. Apple
/// documents the sizes and that a stopped indicator hides itself while `hidesWhenStopped` is
/// true (the default); the spokes' shape, fade and pace are not documented and follow what a
/// device shows (guesses: spokes a quarter of the size long and 0.11 of it wide, with round
/// ends; opacity falling from 1 to 0.3 behind the leader; one turn a second). The default color
/// of the modern styles is a guess too: `secondaryLabel`'s gray, as the device's looks.
open class UIActivityIndicatorView: UIView {
    /// The look of an indicator.
    public enum Style: Int, Sendable {
        /// The large white indicator of iOS 12 and earlier.
        case whiteLarge = 0
        /// The white indicator of iOS 12 and earlier.
        case white = 1
        /// The gray indicator of iOS 12 and earlier.
        case gray = 2
        /// The default indicator, 20 points across.
        case medium = 100
        /// The large indicator, 37 points across.
        case large = 101

        /// Points across.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// Spokes round the center.
    static let spokeCount = 8
    /// Seconds for the brightest spoke to go once round.
    static let period = 1.0

    private let wheel = CALayer()
    private var chosenColor: UIColor?

    /// An indicator of `style`, its style's size, stopped (so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isOpaque = false
        layer.addSublayer(wheel)
        isHidden = hidesWhenStopped
        buildSpokes()
    }

    /// The look of the indicator.
    open var style: Style {
        didSet {
            buildSpokes()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The spokes' color; setting nil brings back the style's.
    open var color: UIColor! {
        get { chosenColor ?? defaultColor }
        set {
            chosenColor = newValue
            buildSpokes()
        }
    }

    /// Whether the indicator hides itself while stopped: true by default.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spokes are turning.
    open private(set) var isAnimating = false

    /// Starts the spokes turning and shows the indicator.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let steps = Self.spokeCount
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        // Step k shows from k/8 to (k + 1)/8 of the turn: the ninth value, a whole turn, is
        // the first again, reached as the turn ends.
        turn.values = (0...steps).map { CGFloat($0) * 2 * .pi / CGFloat(steps) }
        turn.calculationMode = .discrete
        turn.duration = Self.period
        turn.repeatCount = .infinity
        wheel.add(turn, forKey: "spin")
    }

    /// Stops the spokes, hiding the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        wheel.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        wheel.bounds = CGRect(x: 0, y: 0, width: style.side, height: style.side)
        wheel.position = CGPoint(x: bounds.midX, y: bounds.midY)
        CATransaction.commit()
    }

    private var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: .white
        case .gray: .gray
        case .medium, .large: .secondaryLabel
        }
    }

    /// One shape layer per spoke, the leader pointing up, each one counterclockwise of it fainter.
    private func buildSpokes() {
        wheel.sublayers?.forEach { $0.removeFromSuperlayer() }
        let side = style.side
        let width = side * 0.11
        let center = CGPoint(x: side / 2, y: side / 2)
        let outer = side / 2 - width / 2
        let inner = outer - side / 4 + width / 2
        let count = Self.spokeCount
        for index in 0..<count {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(count) - .pi / 2
            let path = UIBezierPath()
            path.move(to: CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)))
            path.addLine(to: CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
            let spoke = CAShapeLayer()
            spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
            spoke.path = path.cgPath
            spoke.lineWidth = width
            spoke.lineCap = .round
            spoke.strokeColor = color.cgColor
            spoke.fillColor = nil
            // The leader (index 0) is solid; going counterclockwise from it, each is fainter.
            let behind = (count - index) % count
            spoke.opacity = Float(1 - 0.7 * CGFloat(behind) / CGFloat(count - 1))
            wheel.addSublayer(spoke)
        }
    }
}
