extension LayoutSolver {
    /// Pivots until the objective (or the artificial one) is at its minimum: the primal
    /// simplex, keeping every restricted row non-negative. Bland's rule (the lowest symbol
    /// enters, ties leave by lowest symbol) keeps it from cycling.
    func optimize(artificialObjective: Bool = false) {
        while true {
            let goal = artificialObjective ? artificial! : objective
            guard let (entering, increasing) = enteringSymbol(goal) else { return }
            guard let leaving = leavingSymbol(for: entering, increasing: increasing) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// A symbol whose change lowers `goal`: a restricted one with a negative coefficient
    /// (which can grow), or a variable with any coefficient (which can move either way).
    private func enteringSymbol(_ goal: Row) -> (symbol: Int, increasing: Bool)? {
        for (symbol, coefficient) in zip(goal.symbols, goal.coefficients) {
            switch kinds[symbol] {
            case .dummy: continue
            case .external: return (symbol, coefficient < 0)
            case .slack, .error: if coefficient < 0 { return (symbol, true) }
            }
        }
        return nil
    }

    /// The restricted row that first reaches zero as `entering` moves.
    private func leavingSymbol(for entering: Int, increasing: Bool) -> Int? {
        var best: (ratio: Double, basic: Int)?
        for index in rows.indices where rows[index].mayContain(entering) {
            let basic = basics[index]
            guard isRestricted(basic) else { continue }
            let coefficient = rows[index].coefficient(of: entering)
            guard coefficient != 0 else { continue }
            let ratio: Double
            if kinds[basic] == .dummy {
                ratio = 0
            } else if increasing == (coefficient < 0) {
                ratio = rows[index].constant / abs(coefficient)
            } else {
                continue
            }
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic > current.basic) {
                continue
            }
            best = (ratio, basic)
        }
        return best?.basic
    }

    /// Brings rows left negative by a change back to non-negative while the objective stays
    /// at its minimum: the dual simplex.
    /// - Returns: false when a row cannot be made non-negative, that is when required
    ///   constraints conflict.
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let index = rowIndex[leaving]
            guard index >= 0, rows[index].constant < -Row.epsilon else { continue }
            let row = rows[index]
            var best: (ratio: Double, symbol: Int)?
            for (symbol, coefficient) in zip(row.symbols, row.coefficients) {
                let ratio: Double
                switch kinds[symbol] {
                case .dummy: continue
                case .external: ratio = 0
                case .slack, .error:
                    guard coefficient > 0 else { continue }
                    ratio = objective.coefficient(of: symbol) / coefficient
                }
                if best.map({ ratio < $0.ratio }) ?? true { best = (ratio, symbol) }
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }
}
