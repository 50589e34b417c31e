extension LayoutSolver {
    /// The required constraints that, with `constraint`, cannot hold: those whose symbols are
    /// in the row that showed the failure (the combination of constraints that contradicts
    /// the new one), cut down to a smallest set by dropping each one that is not needed.
    func explain(_ constraint: LayoutConstraint, certificate: [Int]) -> LayoutConflict {
        var candidates: [LayoutConstraint] = []
        for symbol in certificate {
            guard symbol < owners.count, let owner = owners[symbol], owner !== constraint, owner.isRequired,
                contains(owner), !candidates.contains(where: { $0 === owner })
            else { continue }
            candidates.append(owner)
        }
        if LayoutSolver.canHold(candidates + [constraint]) {
            // The certificate missed some: fall back on every required constraint.
            candidates = constraints.filter { $0.isRequired }
        }
        var kept = candidates
        if kept.count <= 64 {
            for candidate in candidates {
                let without = kept.filter { $0 !== candidate }
                if !LayoutSolver.canHold(without + [constraint]) { kept = without }
            }
        }
        let ordered = constraints.filter { c in kept.contains { $0 === c } }
        return LayoutConflict(constraint: constraint, conflicting: ordered + [constraint])
    }

    /// Whether `constraints` can all hold, in a solver of their own.
    static func canHold(_ constraints: [LayoutConstraint]) -> Bool {
        let solver = LayoutSolver()
        solver.explainsConflicts = false
        for constraint in constraints {
            guard solver.insert(constraint) == nil else { return false }
        }
        return true
    }
}
