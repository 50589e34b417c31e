import Foundation

/// A bar showing how far a task has come, as UIKit's `UIProgressView` since iOS 14.
///
/// The track fills the bounds and the progress fills its leading `progress` fraction, both
/// with rounded ends (a radius of half the height) in the default style; the `.bar` style has
/// square ends and a clear track. The default colors are the tint (system blue) for the
/// progress and `systemFill` for the track (a guess: iOS draws a light translucent gray there).
/// A view of this class is 4 points tall by its intrinsic size (2.5 for `.bar`, a guess), but
/// draws at whatever height it is given. `setProgress(_:animated:)` moves the bar's end over
/// 0.25 s on the scene clock (Core Animation's default duration; UIKit's is not documented).
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard bar, with rounded ends.
        case `default` = 0
        /// The bar for a toolbar: square ends over a clear track.
        case bar
    }

    private let track = CALayer()
    private let fill = CALayer()
    private var storedProgress: Float = 0

    /// A bar of `style`, as tall as the style's intrinsic height.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setUp()
        frame.size.height = intrinsicContentSize.height
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isOpaque = false
        track.masksToBounds = true
        track.addSublayer(fill)
        layer.addSublayer(track)
        applyStyle()
    }

    /// The look of the bar; `.default` unless made otherwise.
    open var progressViewStyle: Style {
        didSet {
            applyStyle()
            invalidateIntrinsicContentSize()
        }
    }

    /// How far the task has come, 0...1 (values outside are pinned); set without animation.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress`, moving the bar's end there over 0.25 s when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        placeFill(animated: animated)
    }

    /// The color of the filled part; nil: the tint color (system blue).
    open var progressTintColor: UIColor? { didSet { applyStyle() } }

    /// The color of the unfilled part; nil: the style's (`systemFill`, or clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { applyStyle() } }

    /// An image stretched over the filled part instead of its color.
    open var progressImage: UIImage? { didSet { applyStyle() } }

    /// An image stretched over the whole track instead of its color.
    open var trackImage: UIImage? { didSet { applyStyle() } }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        ControlLayers.change(animated: false) {
            track.frame = bounds
            track.cornerRadius = progressViewStyle == .bar ? 0 : bounds.height / 2
        }
        placeFill(animated: false)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyStyle()
    }

    private func placeFill(animated: Bool) {
        let frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
        let radius = progressViewStyle == .bar ? 0 : bounds.height / 2
        ControlLayers.change(animated: animated) {
            fill.frame = frame
            fill.cornerRadius = radius
        }
    }

    private func applyStyle() {
        let traits = traitCollection
        let defaultTrack: UIColor = progressViewStyle == .bar ? .clear : .systemFill
        ControlLayers.change(animated: false) {
            track.backgroundColor =
                trackImage == nil ? (trackTintColor ?? defaultTrack).resolvedColor(with: traits).cgColor : nil
            track.contents = trackImage?.cgImage
            fill.backgroundColor =
                progressImage == nil ? (progressTintColor ?? .systemBlue).resolvedColor(with: traits).cgColor : nil
            fill.contents = progressImage?.cgImage
        }
        setNeedsLayout()
    }
}
