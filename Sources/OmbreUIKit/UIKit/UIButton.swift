import Foundation

/// A button with a title, as UIKit's `UIButton` made with `init(type:)`: its title is a
/// label in the system font at 15 points (system blue for `.system`), centered, and its
/// intrinsic size is the title's plus 6 points above and below (30 points tall for one line).
/// Images and configurations are not drawn.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel()

    /// A button of `type`.
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        label.textColor = type == .custom ? .white : .systemBlue
        addSubview(label)
    }

    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { nil }

    /// The label showing the title.
    open var titleLabel: UILabel? { label }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        label.text = currentTitle
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        if let color = titleColors[State.normal.rawValue] { label.textColor = color }
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? label.textColor }

    open var currentTitle: String? { title(for: .normal) }

    open override var intrinsicContentSize: CGSize {
        let title = label.intrinsicContentSize
        return CGSize(width: title.width, height: title.height + 12)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
