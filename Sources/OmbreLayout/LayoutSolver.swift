/// Finds values for variables that satisfy linear constraints, required ones exactly and the
/// others as well as their priorities allow: the Cassowary algorithm (Badros, Borning and
/// Stuckey), an incremental simplex over a tableau that stays solved as constraints are added,
/// removed, and their constants changed.
///
/// The tableau holds one row per basic symbol, `basic = constant + Σ coefficient · symbol`, in
/// terms of the parametric symbols, whose value is 0. Symbols are the variables (free), each
/// constraint's slack and error symbols (never negative) and the dummy markers of required
/// equalities (always 0). The objective sums each non-required constraint's error symbols
/// weighted by its priority; it is kept at its minimum after every change.
package final class LayoutSolver {
    enum Kind: UInt8 {
        case external
        case slack
        case error
        case dummy
    }

    /// The symbols one constraint added: its marker, which identifies its row, the other
    /// error symbol of a non-required one, and the marker's coefficient in the constraint's
    /// expression (for changes of its constant).
    struct Tag {
        var marker: Int
        var other: Int?
        var markerCoefficient: Double
        var order: Int
    }

    var kinds: [Kind] = []
    var owners: [LayoutConstraint?] = []
    var variables: [LayoutVariable?] = []
    var variableSymbols: [ObjectIdentifier: Int] = [:]
    var tags: [ObjectIdentifier: (constraint: LayoutConstraint, tag: Tag)] = [:]
    var edits: [ObjectIdentifier: LayoutConstraint] = [:]
    var nextOrder = 0
    /// Whether a failed addition looks for the conflicting constraints (off in the solvers that
    /// look for them).
    var explainsConflicts = true

    var basics: [Int] = []
    var rows: [Row] = []
    /// For each symbol, the index of its row, or -1 when it is parametric.
    var rowIndex: [Int] = []
    /// For each symbol, whether it has been in any row: one that has not needs no search when
    /// it is substituted, as a new variable or slack is when its constraint is added.
    var appeared: [Bool] = []
    var objective = Row()
    var artificial: Row?
    var infeasible: [Int] = []

    package init() {}

    /// The constraints in the solver, in the order they were added.
    package var constraints: [LayoutConstraint] {
        tags.values.sorted { $0.tag.order < $1.tag.order }.map(\.constraint)
    }

    package func contains(_ constraint: LayoutConstraint) -> Bool {
        tags[ObjectIdentifier(constraint)] != nil
    }

    /// Adds `constraint` (nothing when it is already in) and solves again.
    /// - Throws: `LayoutConflict` when it is required and cannot hold with the required
    ///   constraints already in; the solver is then as before.
    package func add(_ constraint: LayoutConstraint) throws(LayoutConflict) {
        guard tags[ObjectIdentifier(constraint)] == nil else { return }
        if let certificate = insert(constraint) {
            let conflict = explainsConflicts ? explain(constraint, certificate: certificate) : nil
            rebuild()
            throw conflict ?? LayoutConflict(constraint: constraint, conflicting: [constraint])
        }
        optimize()
    }

    /// Takes `constraint` out (nothing when it is not in) and solves again.
    package func remove(_ constraint: LayoutConstraint) {
        guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        edits = edits.filter { $0.value !== constraint }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where kinds[symbol] == .error {
            let weight = constraint.weight
            if rowIndex[symbol] >= 0 {
                objective.add(rows[rowIndex[symbol]], times: -weight)
            } else {
                objective.add(symbol, -weight)
            }
        }
        if rowIndex[tag.marker] >= 0 {
            _ = removeRow(tag.marker)
        } else if let leaving = leavingRow(forMarker: tag.marker) {
            var row = removeRow(leaving)
            row.solve(leaving, for: tag.marker)
            substitute(tag.marker, with: row)
        }
        optimize()
    }

    /// Writes each variable's solved value into its `value`.
    package func updateVariables() {
        for (symbol, variable) in variables.enumerated() {
            guard let variable else { continue }
            let index = rowIndex[symbol]
            variable.value = index >= 0 ? rows[index].constant : 0
        }
    }

    // MARK: - Adding

    func newSymbol(_ kind: Kind, owner: LayoutConstraint?) -> Int {
        kinds.append(kind)
        owners.append(owner)
        variables.append(nil)
        rowIndex.append(-1)
        appeared.append(false)
        return kinds.count - 1
    }

    func symbol(for variable: LayoutVariable) -> Int {
        if let symbol = variableSymbols[ObjectIdentifier(variable)] { return symbol }
        let symbol = newSymbol(.external, owner: nil)
        variables[symbol] = variable
        variableSymbols[ObjectIdentifier(variable)] = symbol
        return symbol
    }

    /// Puts the constraint's row into the tableau.
    /// - Returns: nil on success; for a required constraint that cannot hold, the symbols
    ///   that show why (the tableau then needs rebuilding).
    func insert(_ constraint: LayoutConstraint) -> [Int]? {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms {
            let symbol = symbol(for: variable)
            if rowIndex[symbol] >= 0 {
                row.add(rows[rowIndex[symbol]], times: coefficient)
            } else {
                row.add(symbol, coefficient)
            }
        }
        var tag: Tag
        let weight = constraint.weight
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + sign·slack = 0 with slack >= 0; an error symbol lets a non-required
            // one give way, at a cost.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack, owner: constraint)
            row.add(slack, sign)
            tag = Tag(marker: slack, other: nil, markerCoefficient: sign, order: nextOrder)
            if !constraint.isRequired {
                let error = newSymbol(.error, owner: constraint)
                row.add(error, -sign)
                objective.add(error, weight)
                appeared[error] = true
                tag.other = error
            }
        case .equal where constraint.isRequired:
            let dummy = newSymbol(.dummy, owner: constraint)
            row.add(dummy, 1)
            tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, order: nextOrder)
        case .equal:
            // expression = plus − minus, both errors costing the constraint's weight.
            let plus = newSymbol(.error, owner: constraint)
            let minus = newSymbol(.error, owner: constraint)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.add(plus, weight)
            objective.add(minus, weight)
            appeared[plus] = true
            appeared[minus] = true
            tag = Tag(marker: plus, other: minus, markerCoefficient: -1, order: nextOrder)
        }
        if row.constant < 0 { row.add(row, times: -2) }
        nextOrder += 1

        var subject = chooseSubject(row, tag)
        if subject == nil && row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            guard Row.isNearZero(row.constant) else { return row.symbols }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        } else if let certificate = addWithArtificialVariable(row) {
            return certificate
        }
        tags[ObjectIdentifier(constraint)] = (constraint, tag)
        return nil
    }

    /// A variable in the row, else a new slack or error symbol of the constraint's that can
    /// take a non-negative value.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 })
        where kinds[symbol] != .dummy && row.coefficient(of: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Adds a row no symbol can be solved for by minimizing a new artificial symbol equal to
    /// it: the row can hold when the minimum is zero.
    /// - Returns: nil on success, else the symbols of the final artificial objective.
    private func addWithArtificialVariable(_ row: Row) -> [Int]? {
        let art = newSymbol(.slack, owner: nil)
        insertRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let finalObjective = artificial!
        artificial = nil
        let success = Row.isNearZero(finalObjective.constant)
        if rowIndex[art] >= 0 {
            var artRow = removeRow(art)
            if !artRow.isConstant {
                guard let entering = artRow.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error })
                else { return finalObjective.symbols + [art] }
                artRow.solve(art, for: entering)
                substitute(entering, with: artRow)
                insertRow(entering, artRow)
            }
        }
        for index in rows.indices { rows[index].remove(art) }
        objective.remove(art)
        return success ? nil : finalObjective.symbols
    }

    // MARK: - Tableau

    func insertRow(_ basic: Int, _ row: Row) {
        for symbol in row.symbols { appeared[symbol] = true }
        rowIndex[basic] = rows.count
        basics.append(basic)
        rows.append(row)
    }

    func removeRow(_ basic: Int) -> Row {
        let index = rowIndex[basic]
        let row = rows[index]
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basics.swapAt(index, last)
            rowIndex[basics[index]] = index
        }
        rows.removeLast()
        basics.removeLast()
        rowIndex[basic] = -1
        return row
    }

    func isRestricted(_ symbol: Int) -> Bool { kinds[symbol] != .external }

    /// Puts `row` in place of `symbol` in every row and objective; rows of restricted
    /// symbols left negative wait for the dual simplex.
    func substitute(_ symbol: Int, with row: Row) {
        guard appeared[symbol] else { return }
        for other in row.symbols { appeared[other] = true }
        // The rows leave the object for the loop, so that each access is not checked for
        // exclusivity and no copy is made.
        var table = rows
        rows = []
        for index in table.indices where table[index].substitute(symbol, with: row) {
            if isRestricted(basics[index]) && table[index].constant < 0 { infeasible.append(basics[index]) }
        }
        rows = table
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        var row = removeRow(leaving)
        row.solve(leaving, for: entering)
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    /// The row to pivot out when a parametric marker must become basic to be removed: a
    /// restricted row that stays feasible, else any row with the marker.
    private func leavingRow(forMarker marker: Int) -> Int? {
        var bestNegative: (ratio: Double, basic: Int)?
        var bestPositive: (ratio: Double, basic: Int)?
        var external: Int?
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            let basic = basics[index]
            if !isRestricted(basic) {
                external = basic
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if bestNegative.map({ ratio < $0.ratio }) ?? true { bestNegative = (ratio, basic) }
            } else {
                let ratio = rows[index].constant / coefficient
                if bestPositive.map({ ratio < $0.ratio }) ?? true { bestPositive = (ratio, basic) }
            }
        }
        return bestNegative?.basic ?? bestPositive?.basic ?? external
    }

    /// Starts again from the constraints kept (after a failed change left the tableau
    /// unusable); they held together before, so each goes in again.
    func rebuild() {
        let kept = constraints
        kinds = []
        owners = []
        variables = []
        variableSymbols = [:]
        tags = [:]
        basics = []
        rows = []
        rowIndex = []
        appeared = []
        objective = Row()
        artificial = nil
        infeasible = []
        for constraint in kept { _ = insert(constraint) }
        optimize()
    }
}
