import Foundation

/// A control that picks a value along a track, as UIKit's `UISlider` draws it from iOS 13 to
/// 18: a 4-point rounded track across the bounds' middle, in `minimumTrackTintColor` (the tint,
/// system blue) left of the thumb and `maximumTrackTintColor` (`systemFill`) right of it, and a
/// 28-point white thumb with a shadow, which travels so that its edges stay in the bounds.
///
/// A drag that starts on the thumb moves it, changing `value` and sending `.valueChanged` as it
/// goes (at the end only when `isContinuous` is false); a press on the track elsewhere does
/// nothing, as on a device. Its intrinsic height is 31 points. The track's and thumb's sizes are
/// UIKit's as commonly measured; the shadow's values are Ombre's guess.
open class UISlider: UIControl {
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4

    private let maximumTrack = CALayer()
    private let minimumTrack = CALayer()
    private let thumb = ControlLayers.thumb(shadowOffset: 1)
    private var storedValue: Float = 0
    /// Where in the thumb a drag took it, so that the thumb does not jump under the touch.
    private var grip: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isOpaque = false
        layer.addSublayer(maximumTrack)
        layer.addSublayer(minimumTrack)
        layer.addSublayer(thumb)
        place(animated: false)
    }

    /// The value, within `minimumValue...maximumValue` (values outside are pinned).
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the left end; 0 unless set.
    open var minimumValue: Float = 0 { didSet { setValue(storedValue, animated: false) } }
    /// The value at the right end; 1 unless set.
    open var maximumValue: Float = 1 { didSet { setValue(storedValue, animated: false) } }
    /// Whether `.valueChanged` is sent during a drag (true) or once it ends.
    open var isContinuous = true
    /// The color of the track left of the thumb; nil: the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { place(animated: false) } }
    /// The color of the track right of the thumb; nil: `systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { place(animated: false) } }
    /// The color of the thumb; nil: white.
    open var thumbTintColor: UIColor? { didSet { place(animated: false) } }
    /// Images beside the track's ends; kept, not drawn yet.
    open var minimumValueImage: UIImage?
    /// See `minimumValueImage`.
    open var maximumValueImage: UIImage?

    private var thumbImages: [UInt: UIImage] = [:]

    /// Keeps an image for the thumb in `state`; not drawn yet (the round thumb is drawn).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    /// The image kept for the thumb in `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The thumb's image for the current state.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }

    /// Sets `value` (pinned to the range), moving the thumb over 0.25 s when `animated`; sends nothing.
    open func setValue(_ value: Float, animated: Bool) {
        let low = min(minimumValue, maximumValue)
        let high = max(minimumValue, maximumValue)
        storedValue = value.isNaN ? low : min(max(value, low), high)
        place(animated: animated)
    }

    /// The track's rectangle in `bounds`: 4 points tall across its middle.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(
            x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value`: 28 points square, its edges kept within `rect`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = Self.thumbDiameter
        let x = rect.minX + (rect.width - d) * CGFloat(fraction(of: value))
        return CGRect(x: x, y: bounds.midY - d / 2, width: d, height: d)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        place(animated: false)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        place(animated: false)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        // A touch a few points off the thumb still takes it, as a finger would.
        guard thumbFrame.insetBy(dx: -8, dy: -8).contains(point) else { return false }
        grip = point.x - thumbFrame.midX
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch) }
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    /// Moves the value to where the touch has taken the thumb.
    private func follow(_ touch: UITouch) {
        let track = trackRect(forBounds: bounds)
        let travel = max(track.width - Self.thumbDiameter, 1)
        let center = touch.location(in: self).x - grip
        let fraction = Float((center - track.minX - Self.thumbDiameter / 2) / travel)
        setValue(minimumValue + (maximumValue - minimumValue) * min(max(fraction, 0), 1), animated: false)
    }

    /// Where `value` lies between the ends, 0...1.
    private func fraction(of value: Float) -> Float {
        let span = maximumValue - minimumValue
        guard span != 0, span.isFinite else { return 0 }
        return min(max((value - minimumValue) / span, 0), 1)
    }

    private func place(animated: Bool) {
        let traits = traitCollection
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        ControlLayers.change(animated: animated) {
            maximumTrack.frame = track
            maximumTrack.cornerRadius = track.height / 2
            maximumTrack.backgroundColor = (maximumTrackTintColor ?? .systemFill).resolvedColor(with: traits).cgColor
            minimumTrack.frame = CGRect(
                x: track.minX, y: track.minY, width: thumbFrame.midX - track.minX, height: track.height)
            minimumTrack.cornerRadius = track.height / 2
            minimumTrack.backgroundColor = (minimumTrackTintColor ?? tintColor).resolvedColor(with: traits).cgColor
            thumb.frame = thumbFrame
            thumb.cornerRadius = thumbFrame.width / 2
            thumb.backgroundColor = (thumbTintColor ?? .white).resolvedColor(with: traits).cgColor
        }
    }
}
