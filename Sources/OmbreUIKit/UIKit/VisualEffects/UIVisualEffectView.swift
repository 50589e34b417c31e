import Foundation

/// A view that applies a visual effect to what lies behind it, as UIKit's `UIVisualEffectView`.
///
/// Subviews belong in `contentView`, which fills the view, as on a device. With a
/// `UIBlurEffect`, a device blurs the backdrop and lays the style's tint over it; Ombre lays
/// the tint over the backdrop **unblurred**: an approximation, not the device's picture (a
/// blur of what is behind needs the finished pixels around the view, which the renderer,
/// drawing the frame strip by strip, does not keep). Outlines behind the view stay sharp where
/// a device shows them soft; the view's overall lightness is close. The tint follows the
/// view's traits for the adaptable styles (`.regular`, `.systemMaterial`, …).
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView
    private let backdrop: UIView

    /// The effect applied; nil shows the backdrop and the content as they are.
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// A view applying `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView()
        backdrop = UIView()
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        contentView = UIView()
        backdrop = UIView()
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        backdrop = UIView()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for part in [backdrop, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            part.backgroundColor = nil
            part.isOpaque = false
            addSubview(part)
        }
        applyEffect()
    }

    private func applyEffect() { backdrop.backgroundColor = effect?.backdropTint }
}
