extension LayoutSolver {
    /// Whether `variable` could take another value with every constraint held as well as now:
    /// it is in no constraint, it is free (parametric), or its row moves with a variable that
    /// is free or with a slack or error that costs nothing and can grow (no row that is at zero
    /// would go negative).
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return true }
        let index = rowIndex[symbol]
        guard index >= 0 else { return true }
        let row = rows[index]
        for other in row.symbols {
            switch kinds[other] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if Row.isNearZero(objective.coefficient(of: other)) && canGrow(other) { return true }
            }
        }
        return false
    }

    /// Whether the parametric `symbol` can grow from zero without making a restricted row
    /// negative at once.
    private func canGrow(_ symbol: Int) -> Bool {
        for index in rows.indices where isRestricted(basics[index]) {
            let coefficient = rows[index].coefficient(of: symbol)
            if coefficient < 0 && Row.isNearZero(rows[index].constant) { return false }
            if coefficient != 0 && kinds[basics[index]] == .dummy { return false }
        }
        return true
    }
}
