extension LayoutSolver {
    /// Sets the constant of `constraint`'s expression and solves again from the current
    /// solution (the dual simplex), without rebuilding its row.
    /// - Throws: `LayoutConflict` when the constraint is required and cannot hold with its
    ///   new constant; it is then out of the solver, and the rest solved without it.
    package func setConstant(of constraint: LayoutConstraint, to constant: Double) throws(LayoutConflict) {
        guard let (_, tag) = tags[ObjectIdentifier(constraint)] else {
            constraint.expression.constant = constant
            return
        }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        // The constraint's row reads expression + c·marker = 0, so a constant larger by delta
        // is the old row with marker = marker' + delta / c: every row the marker is in moves
        // by its coefficient times that.
        let shift = delta / tag.markerCoefficient
        var holds = true
        if rowIndex[tag.marker] >= 0 {
            let index = rowIndex[tag.marker]
            rows[index].constant -= shift
            if kinds[tag.marker] == .dummy && !Row.isNearZero(rows[index].constant) { holds = false }
            if rows[index].constant < 0 { infeasible.append(tag.marker) }
        } else {
            for index in rows.indices {
                let coefficient = rows[index].coefficient(of: tag.marker)
                guard coefficient != 0 else { continue }
                rows[index].constant += coefficient * shift
                if isRestricted(basics[index]) && rows[index].constant < 0 { infeasible.append(basics[index]) }
            }
            objective.constant += objective.coefficient(of: tag.marker) * shift
        }
        if holds && dualOptimize() { return }
        tags[ObjectIdentifier(constraint)] = nil
        rebuild()
        try add(constraint)
    }

    /// Sets `constraint`'s priority: a new weight for a non-required one; taken out and added
    /// again when it becomes required or stops being so.
    /// - Throws: `LayoutConflict` when it becomes required and cannot hold; it is then out.
    package func setPriority(of constraint: LayoutConstraint, to priority: Float) throws(LayoutConflict) {
        let clamped = min(max(priority, 1), 1000)
        guard clamped != constraint.priority else { return }
        guard contains(constraint) else {
            constraint.priority = clamped
            return
        }
        remove(constraint)
        constraint.priority = clamped
        try add(constraint)
    }

    /// Lets `suggestValue(_:_:)` move `variable`, which then keeps each suggested value as
    /// nearly as a constraint of `priority` (at most 999) can.
    package func addEditVariable(_ variable: LayoutVariable, priority: Float) {
        guard edits[ObjectIdentifier(variable)] == nil else { return }
        let constraint = LayoutConstraint(
            LinearExpression(variable), .equal, LinearExpression(constant: variable.value),
            priority: min(priority, 999), label: "edit \(variable.name)")
        try? add(constraint)
        edits[ObjectIdentifier(variable)] = constraint
    }

    package func removeEditVariable(_ variable: LayoutVariable) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
        remove(constraint)
    }

    package func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks that the edit variable `variable` be `value`, solved again incrementally.
    /// Nothing happens for a variable not added with `addEditVariable(_:priority:)`.
    package func suggestValue(_ variable: LayoutVariable, _ value: Double) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { return }
        // An edit is never required, so it cannot conflict.
        try? setConstant(of: constraint, to: -value)
    }
}
