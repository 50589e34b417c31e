extension LayoutSolver {
    /// Whether `variable` could take another value with every constraint held as well as now:
    /// it is in no constraint, it is free (parametric), or its row moves with a variable that
    /// is free or with a slack that costs nothing.
    package func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return true }
        let index = rowIndex[symbol]
        guard index >= 0 else { return true }
        let row = rows[index]
        for other in row.symbols {
            switch kinds[other] {
            case .external: return true
            case .dummy: continue
            case .slack, .error: if Row.isNearZero(objective.coefficient(of: other)) { return true }
            }
        }
        return false
    }
}
