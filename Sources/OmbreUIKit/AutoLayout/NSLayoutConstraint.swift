import Foundation
import OmbreGraphics
import OmbreLayout

/// A relation between two views' (or layout guides') attributes that Auto Layout keeps, as
/// UIKit's `NSLayoutConstraint`: `first.attribute relation multiplier · second.attribute + constant`.
///
/// A constraint acts once active (`isActive`, `activate(_:)`), installed on the nearest common
/// ancestor of its items. Changing `constant` or `priority` re-solves the layout from its last
/// solution at the next layout pass.
@preconcurrency @MainActor  // `@preconcurrency`: how Swift imports UIKit's Objective-C classes (see UIResponder)
open class NSLayoutConstraint: CustomStringConvertible {
    /// The part of an item a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline

        /// The same attribute of the layout margins guide, for a margin attribute.
        var withoutMargins: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the first attribute compares with the second, with UIKit's raw values.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A direction of layout, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat {
        didSet { if constant != oldValue { changed() } }
    }
    /// Required (1000) unless set; set it before activating to go from required to optional.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { changed() } }
    }
    /// A name shown in layout messages.
    open var identifier: String?
    /// Whether the constraint should be archived (kept for API compatibility).
    open var shouldBeArchived = false
    /// The view the constraint is installed on while active.
    weak var installedOn: UIView?
    /// The order of activation: conflicts break the constraint activated last.
    var activationOrder = 0
    /// The solver's form, made on first use.
    var solved: LayoutConstraint?

    /// `item.attribute relation toItem.attribute2 · multiplier + constant`; `toItem` nil and
    /// `.notAnAttribute` make a constant (`width == 100`).
    public init(
        item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute attribute2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        secondAttribute = toItem == nil ? .notAnAttribute : attribute2
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout; setting it activates or deactivates it.
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates all of `constraints`, as setting `isActive` on each.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates all of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    private static var activations = 0

    func activate() {
        guard installedOn == nil else { return }
        guard let ancestor = commonAncestor() else {
            let second = secondItem.map { " and \(Self.name(of: $0))" } ?? ""
            FileHandle.standardError.writeDroppingOnFailure(
                "[LayoutConstraints] Unable to activate constraint with anchors \(Self.name(of: firstItem))"
                    + "\(second) because they have no common ancestor. Does the constraint or its anchors "
                    + "reference items in different view hierarchies? That's illegal. (Left out: \(self))\n")
            return
        }
        Self.activations += 1
        activationOrder = Self.activations
        install(on: ancestor)
    }

    func install(on view: UIView) {
        installedOn = view
        view.autoLayout.constraints.append(self)
        view.autoLayoutTreeChanged()
    }

    func deactivate() {
        guard let view = installedOn else { return }
        view.autoLayout.constraints.removeAll { $0 === self }
        installedOn = nil
        view.autoLayoutTreeChanged()
    }

    private func changed() {
        installedOn?.autoLayoutTreeChanged()
    }

    /// Whether an item's baseline is related: its place can change with a label's font, so
    /// the engine makes the constraint's form afresh at each pass.
    var involvesBaselines: Bool {
        [firstAttribute, secondAttribute].contains { $0 == .firstBaseline || $0 == .lastBaseline }
    }

    /// The views the constraint's items live in.
    var views: [UIView] {
        [firstItem, secondItem].compactMap { item in
            (item as? LayoutItem)?.layoutView
        }
    }

    /// The nearest view both items are in, or nil when they are in different trees.
    private func commonAncestor() -> UIView? {
        let views = self.views
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            while !view.isDescendant(of: candidate) {
                guard let up = candidate.superview else { return nil }
                candidate = up
            }
        }
        return candidate
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        return (item as? LayoutItem)?.layoutName ?? addressName(item)
    }

    /// As UIKit prints it: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    nonisolated open var description: String {
        // Nonisolated as NSObject's `description`, which anything may print; Ombre prints on the main thread.
        MainActor.assumeIsolated { mainActorDescription }
    }

    private var mainActorDescription: String {
        var text = "<\(addressName(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.name(of: firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var right = ""
        if let secondItem {
            let factor = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            right = "\(factor)\(Self.name(of: secondItem)).\(secondAttribute.name)"
            if constant != 0 { right += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            right = Self.number(constant)
        }
        text += right
        if priority < .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
