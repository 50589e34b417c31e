import Foundation

/// A button with a title and an image, as UIKit's `UIButton` made with `init(type:)` lays them
/// out without a configuration: the title is a label in the system font at 15 points (system
/// blue for `.system`), the image sits left of it, and the two are centered together in the
/// bounds inset by `contentEdgeInsets` (or placed by `contentHorizontalAlignment` and
/// `contentVerticalAlignment`), each then moved by its own edge insets. Titles, title colors,
/// images and background images are kept per state; the current state's, else the normal
/// one's, is shown. A `.system` button shows its images as templates (its image view draws them
/// in the tint color) unless they are `.alwaysOriginal`. Configurations and the dimming of a
/// highlighted or disabled button are not drawn.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind of button (`.custom` for one made with `init(frame:)`).
    open private(set) var buttonType: ButtonType = .custom
    private var titles = StateValues<String>()
    private var titleColors = StateValues<UIColor>()
    private var images = StateValues<UIImage>()
    private var backgroundImages = StateValues<UIImage>()
    private let label = UILabel()
    private let shownImage = UIImageView()
    private let shownBackground = UIImageView()

    /// Insets of the content (image and title together) from the bounds.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { contentChanged() } }
    /// Moves and resizes the image's rectangle once the content is placed.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Moves and resizes the title's rectangle once the content is placed.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// Kept: a highlighted or disabled button's image is drawn as it is.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true

    /// A custom button (white titles) over `frame`, as subclasses make theirs.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.textColor = defaultTitleColor
        addSubview(shownBackground)
        addSubview(shownImage)
        addSubview(label)
    }

    /// A button of `type`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        contentChanged()
    }

    public required init?(coder: NSCoder) { nil }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }
    /// The image view showing the image.
    open var imageView: UIImageView? { shownImage }

    open override var isHighlighted: Bool { didSet { contentChanged() } }
    open override var isSelected: Bool { didSet { contentChanged() } }
    open override var isEnabled: Bool { didSet { contentChanged() } }

    // MARK: - Per state

    open func setTitle(_ title: String?, for state: State) { change { titles[state] = title } }
    open func title(for state: State) -> String? { titles[state] }

    open func setTitleColor(_ color: UIColor?, for state: State) { change { titleColors[state] = color } }
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? defaultTitleColor }

    open func setImage(_ image: UIImage?, for state: State) { change { images[state] = image } }
    open func image(for state: State) -> UIImage? { images[state] }

    open func setBackgroundImage(_ image: UIImage?, for state: State) { change { backgroundImages[state] = image } }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColors[state] ?? defaultTitleColor }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Runs `body`, which sets a state's value, then shows the current state's.
    private func change(_ body: () -> Void) {
        body()
        contentChanged()
    }

    private var defaultTitleColor: UIColor { buttonType == .custom ? .white : .systemBlue }

    /// Shows the current state's title, color and images, and lays them out again.
    private func contentChanged() {
        label.text = currentTitle
        label.textColor = currentTitleColor
        shownImage.image = currentImage.map(drawn)
        shownBackground.image = currentBackgroundImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// `image` as the button shows it: a system button's as a template, unless it is
    /// `.alwaysOriginal`.
    private func drawn(_ image: UIImage) -> UIImage {
        guard buttonType == .system, image.renderingMode == .automatic else { return image }
        return image.withRenderingMode(.alwaysTemplate)
    }

    // MARK: - Layout

    /// The title's size, zero without a title.
    private var titleSize: CGSize {
        guard let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    open override var intrinsicContentSize: CGSize {
        let title = label.intrinsicContentSize
        let insets = contentEdgeInsets
        guard let image = shownImage.image?.size else {
            return CGSize(
                width: title.width + insets.left + insets.right, height: title.height + 12 + insets.top + insets.bottom)
        }
        let titled = titleSize
        let height = max(image.height, titled.height > 0 ? titled.height + 12 : 0)
        return CGSize(
            width: image.width + titled.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        shownBackground.frame = bounds
        let box = bounds.inset(by: contentEdgeInsets)
        guard let image = shownImage.image?.size else {
            shownImage.frame = .zero
            label.frame = box.inset(by: titleEdgeInsets)
            return
        }
        let title = titleSize
        let fill = contentHorizontalAlignment == .fill
        let width = min(image.width + title.width, box.width)
        let x: CGFloat =
            switch contentHorizontalAlignment {
            case .left, .leading, .fill: box.minX
            case .right, .trailing: box.maxX - width
            case .center: box.midX - width / 2
            }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: box.minY
            case .bottom: box.maxY - height
            case .center: box.midY - height / 2
            }
        }
        let imageHeight = contentVerticalAlignment == .fill ? box.height : image.height
        let imageWidth = fill ? max(box.width - title.width, 0) : image.width
        shownImage.frame = CGRect(x: x, y: y(imageHeight), width: imageWidth, height: imageHeight)
            .inset(by: imageEdgeInsets)
        let titleWidth = max(min(title.width, box.maxX - (x + imageWidth)), 0)
        label.frame = CGRect(x: x + imageWidth, y: y(title.height), width: titleWidth, height: title.height)
            .inset(by: titleEdgeInsets)
    }
}

/// Values a control keeps per state: a state's own, else the normal state's.
private struct StateValues<Value> {
    private var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
        get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
        set { values[state.rawValue] = newValue }
    }
}
