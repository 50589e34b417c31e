import Foundation

/// What a table asks for its rows.
@MainActor public protocol UITableViewDataSource: AnyObject {
    /// The rows of `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell of the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The sections: 1 unless the data source says otherwise.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// What a table asks about its rows' look.
@MainActor public protocol UITableViewDelegate: AnyObject {
    /// The height of the row at `indexPath`: the table's `rowHeight` unless the delegate says otherwise.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
}

/// A list of rows, as UIKit's `UITableView`, reduced to what a screen of rows shows: at layout
/// it asks its data source for the sections and rows and lays out, from its top, the cells of
/// the rows that fit in its height, each as tall as the delegate or `rowHeight` says, with a
/// separator under each (`separator` color, one pixel, 16 points in from the leading edge).
///
/// It does not scroll (Ombre has no `UIScrollView`; it is a plain `UIView` here), draws no
/// section headers, and separators stop at the last row where iOS draws them on down a plain
/// table. `dequeueReusableCell(withIdentifier:)` makes cells of identifiers registered with
/// `UITableViewCell.self`, or gives nil: Swift on Linux cannot make a cell of a registered
/// subclass from its class without the Objective-C runtime.
open class UITableView: UIView {
    /// The table's look.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How the table separates its rows.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// A row height that asks the cell: taken as 44 points, the height of a basic cell.
    public static let automaticDimension: CGFloat = -1

    /// The table's look, fixed when made.
    public let style: Style
    /// Where the rows come from.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsLayout() } }
    /// Who decides the rows' heights.
    open weak var delegate: (any UITableViewDelegate)? { didSet { setNeedsLayout() } }
    /// Each row's height unless the delegate says otherwise; `automaticDimension` by default.
    open var rowHeight = UITableView.automaticDimension { didSet { setNeedsLayout() } }
    /// Kept: rows are laid out at their heights at once.
    open var estimatedRowHeight = UITableView.automaticDimension
    /// Whether rows have separators.
    open var separatorStyle = SeparatorStyle.singleLine { didSet { setNeedsLayout() } }
    /// The separators' color: `separator` by default.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }

    private var registered: [String: AnyClass] = [:]
    private var shown: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    private var separators: [CALayer] = []

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        clipsToBounds = true
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Makes cells of `cellClass` for `identifier` (see the type's note on subclasses).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `identifier`: a new `UITableViewCell` when it was registered with that class,
    /// else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cellClass = registered[identifier], cellClass == UITableViewCell.self else { return nil }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A cell for `identifier` at `indexPath`; ends the program, as iOS does, when none can
    /// be made (see `dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            ObjCRuntime.terminate(
                "NSInternalInconsistencyException",
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier (Ombre makes cells of UITableViewCell itself only)")
        }
        return cell
    }

    /// Asks the data source again at the next layout.
    open func reloadData() { setNeedsLayout() }

    /// The sections, as the data source gives them.
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

    /// The rows of `section`, as the data source gives them.
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The cells laid out, top to bottom.
    open var visibleCells: [UITableViewCell] { shown.map(\.cell) }

    /// The laid-out cell of the row at `indexPath`, if it is shown.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        shown.first { $0.indexPath == indexPath }?.cell
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (_, cell) in shown { cell.removeFromSuperview() }
        for line in separators { line.removeFromSuperlayer() }
        shown = []
        separators = []
        guard let dataSource else { return }
        var y: CGFloat = 0
        rows: for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                guard y < bounds.height else { break rows }
                let indexPath = IndexPath(row: row, section: section)
                let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                let height = asked == UITableView.automaticDimension ? 44 : max(asked, 0)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                addSubview(cell)
                shown.append((indexPath, cell))
                if separatorStyle == .singleLine, let separatorColor {
                    let line = CALayer()
                    let thickness = 1 / max(UIScreen.main.scale, 1)
                    line.frame = CGRect(x: 16, y: y + height - thickness, width: bounds.width - 16, height: thickness)
                    line.backgroundColor = separatorColor.cgColor
                    layer.addSublayer(line)
                    separators.append(line)
                }
                y += height
            }
        }
    }
}

extension IndexPath {
    /// The path of `row` in `section`, as UIKit makes table rows' paths.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section: the first index.
    public var section: Int { self[0] }
    /// The row: the second index.
    public var row: Int { self[1] }
}
