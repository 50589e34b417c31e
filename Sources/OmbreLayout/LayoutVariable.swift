/// An unknown the solver finds a value for, such as a view's left edge.
///
/// Variables are compared by identity. A variable belongs to at most one solver at a time:
/// its `value` is what that solver last wrote with `updateVariables()`.
package final class LayoutVariable: CustomStringConvertible {
    /// A name for messages, such as `card.minX`.
    package let name: String
    /// The value from the last `LayoutSolver.updateVariables()`, else 0.
    package internal(set) var value: Double = 0

    package init(_ name: String) {
        self.name = name
    }

    package var description: String { name }
}
