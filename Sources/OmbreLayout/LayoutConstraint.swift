import Foundation

/// How an expression compares with zero in a constraint.
package enum LayoutRelation: Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    package var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation the solver keeps: `expression relation 0`, held exactly when its
/// priority is required (1000) and otherwise as nearly as higher priorities allow.
///
/// Priorities use UIKit's scale, 1 to 1000. A constraint compares by identity; while it is in
/// a solver, change its constant through that solver.
package final class LayoutConstraint: CustomStringConvertible {
    package internal(set) var expression: LinearExpression
    package let relation: LayoutRelation
    package internal(set) var priority: Float
    /// A name for messages.
    package var label: String

    /// `lhs relation rhs`, at `priority` (clamped to 1...1000).
    package init(
        _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, priority: Float = 1000,
        label: String = ""
    ) {
        expression = lhs - rhs
        self.relation = relation
        self.priority = min(max(priority, 1), 1000)
        self.label = label
    }

    package var isRequired: Bool { priority >= 1000 }

    /// How much the solver weighs a unit of this constraint's error: each 50 steps of priority
    /// double it, so a higher priority wins over a lower one, and over several at once when
    /// they are far enough below.
    var weight: Double { pow(2, Double(priority) / 50) }

    /// Whether the constraint holds for the variables' current values, within `tolerance`.
    package func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let value = expression.value
        switch relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }

    package var description: String {
        let text = "\(expression) \(relation.symbol) 0" + (isRequired ? "" : " @\(priority)")
        return label.isEmpty ? text : "\(label): \(text)"
    }
}
