/// A sum of variables times coefficients, plus a constant: `2·width + 10`.
package struct LinearExpression: CustomStringConvertible {
    package var terms: [(variable: LayoutVariable, coefficient: Double)]
    package var constant: Double

    package init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    package init(_ variable: LayoutVariable) {
        self.init([(variable, 1)])
    }

    /// The expression's value with each variable at its current value.
    package var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    package var description: String {
        var text = terms.map { term in
            term.coefficient == 1 ? term.variable.name : "\(term.coefficient)·\(term.variable.name)"
        }.joined(separator: " + ")
        if constant != 0 || text.isEmpty { text += text.isEmpty ? "\(constant)" : " + \(constant)" }
        return text
    }

    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + -rhs
    }

    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }

    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
}

extension LayoutVariable {
    package static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }

    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }

    package static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }

    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }

    package static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
        LinearExpression([(lhs, rhs)])
    }
}
