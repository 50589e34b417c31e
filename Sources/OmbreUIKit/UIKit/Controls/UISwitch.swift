import Foundation

/// An on/off switch, as UIKit's `UISwitch` draws it from iOS 13 to 18: a 51 × 31-point
/// capsule, filled with `onTintColor` (system green) when on and `secondarySystemFill` (a light
/// gray) when off, with a 27-point white thumb 2 points inside its right or left end, shadowed.
///
/// As in UIKit, the switch keeps its own size whatever frame it is given (it draws at the top
/// left of its bounds) and its intrinsic size is 51 × 31. A tap (a touch that ends inside)
/// turns it over, moving the thumb and the color over 0.25 s, and sends `.valueChanged`;
/// `setOn(_:animated:)` changes it without sending anything. The shadow's exact values and
/// the animation's timing are Ombre's guesses; Apple does not give them.
open class UISwitch: UIControl {
    /// The switch's size in points, whatever its frame.
    static let size = CGSize(width: 51, height: 31)
    private static let thumbInset: CGFloat = 2

    private let track = CALayer()
    private let thumb = ControlLayers.thumb(shadowOffset: 2)
    private var on = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .clear
        isOpaque = false
        layer.addSublayer(track)
        track.addSublayer(thumb)
        place(animated: false)
    }

    /// Whether the switch is on; setting it changes the switch at once, sending nothing.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, moving the thumb over 0.25 s when `animated`.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        place(animated: animated)
    }

    /// The color of the track when on; nil: system green.
    open var onTintColor: UIColor? { didSet { place(animated: false) } }
    /// The color of the thumb; nil: white.
    open var thumbTintColor: UIColor? { didSet { place(animated: false) } }
    /// Images of iOS 6 and before, kept: no iOS since draws them.
    open var onImage: UIImage?
    /// See `onImage`.
    open var offImage: UIImage?
    /// The title a Mac Catalyst checkbox shows; kept, not drawn on an iPhone.
    open var title: String?

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        place(animated: false)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        place(animated: false)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isEnabled && touches.first.map { bounds.contains($0.location(in: self)) } == true
        super.touchesEnded(touches, with: event)
        guard inside else { return }
        setOn(!on, animated: true)
        sendActions(for: .valueChanged)
    }

    /// Puts the thumb at its end and colors the track for the state.
    private func place(animated: Bool) {
        let traits = traitCollection
        let size = Self.size
        let diameter = size.height - 2 * Self.thumbInset
        let trackColor = on ? (onTintColor ?? .systemGreen) : .secondarySystemFill
        ControlLayers.change(animated: animated) {
            track.frame = CGRect(origin: .zero, size: size)
            track.cornerRadius = size.height / 2
            track.backgroundColor = trackColor.resolvedColor(with: traits).cgColor
            thumb.frame = CGRect(
                x: on ? size.width - Self.thumbInset - diameter : Self.thumbInset, y: Self.thumbInset, width: diameter,
                height: diameter)
            thumb.cornerRadius = diameter / 2
            thumb.backgroundColor = (thumbTintColor ?? .white).resolvedColor(with: traits).cgColor
        }
    }
}
