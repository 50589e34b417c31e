import Foundation

/// A row of a table, as UIKit's `UITableViewCell`: a `contentView` filling it, and for the
/// standard styles a `textLabel` (17-point system font, `label` color) and, for `.subtitle`,
/// `.value1` and `.value2`, a `detailTextLabel` (`secondaryLabel` color), laid out 16 points
/// in from the leading edge and centered down the row, as an iPhone lays out a basic cell.
/// The insets and the detail's 15-point size are guesses from what a device shows.
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// What a cell shows at its trailing edge; kept, not drawn.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks; kept (cells are never selected here).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The view holding the cell's content: add subviews here.
    public let contentView = UIView()
    /// The name the table dequeues the cell by.
    public let reuseIdentifier: String?
    /// The cell's layout style.
    public let style: CellStyle
    /// The trailing accessory, kept.
    open var accessoryType = AccessoryType.none
    /// The selection look, kept.
    open var selectionStyle = SelectionStyle.default

    private var madeTextLabel: UILabel?
    private var madeDetailLabel: UILabel?

    /// A cell of `style`, 44 points tall until its table lays it out.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The main label, made when first asked for.
    open var textLabel: UILabel? {
        if let madeTextLabel { return madeTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        contentView.addSubview(label)
        madeTextLabel = label
        return label
    }

    /// The secondary label of the `.subtitle`, `.value1` and `.value2` styles; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let madeDetailLabel { return madeDetailLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        madeDetailLabel = label
        return label
    }

    /// Called before the table hands the cell out again; by default does nothing.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let inset: CGFloat = 16
        let width = max(bounds.width - 2 * inset, 0)
        let main = madeTextLabel.map { $0.sizeThatFits(CGSize(width: width, height: bounds.height)) } ?? .zero
        let detail = madeDetailLabel.map { $0.sizeThatFits(CGSize(width: width, height: bounds.height)) } ?? .zero
        switch style {
        case .subtitle:
            let top = (bounds.height - main.height - detail.height) / 2
            madeTextLabel?.frame = CGRect(x: inset, y: top, width: width, height: main.height)
            madeDetailLabel?.frame = CGRect(x: inset, y: top + main.height, width: width, height: detail.height)
        case .value1, .value2:
            madeTextLabel?.frame = CGRect(
                x: inset, y: (bounds.height - main.height) / 2, width: main.width, height: main.height)
            madeDetailLabel?.frame = CGRect(
                x: bounds.width - inset - detail.width, y: (bounds.height - detail.height) / 2, width: detail.width,
                height: detail.height)
        case .default:
            madeTextLabel?.frame = CGRect(
                x: inset, y: (bounds.height - main.height) / 2, width: width, height: main.height)
        }
    }
}
