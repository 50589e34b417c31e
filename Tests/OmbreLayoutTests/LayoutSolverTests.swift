import Testing

@testable import OmbreLayout

/// Constraints built as a layout writes them: `x == 10`, `y >= x + 5`.
private func constraint(
    _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, _ priority: Float = 1000
) -> LayoutConstraint {
    LayoutConstraint(lhs, relation, rhs, priority: priority)
}

private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

@Suite struct LayoutSolverTests {
    @Test func requiredEqualitiesFixEveryVariable() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.add(constraint(LinearExpression(x), .equal, constant(10)))
        try solver.add(constraint(LinearExpression(y), .equal, x * 2 + 5))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 25)
    }

    @Test func inequalitiesBoundWhatWeakerEqualitiesAskFor() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add(constraint(LinearExpression(x), .greaterThanOrEqual, constant(10)))
        try solver.add(constraint(LinearExpression(x), .lessThanOrEqual, constant(20)))
        let wish = constraint(LinearExpression(x), .equal, constant(0), 250)
        try solver.add(wish)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.setConstant(of: wish, to: -30)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.setConstant(of: wish, to: -15)
        solver.updateVariables()
        #expect(x.value == 15)
    }

    @Test func higherPriorityWinsOverLowerOnes() throws {
        let width = LayoutVariable("width")
        let solver = LayoutSolver()
        // Hugging at 250 wants the intrinsic 100; a 750 constraint wants 200; two 710s want at
        // most 50 and 60.
        try solver.add(constraint(LinearExpression(width), .equal, constant(100), 250))
        try solver.add(constraint(LinearExpression(width), .equal, constant(200), 750))
        solver.updateVariables()
        #expect(width.value == 200)
        try solver.add(constraint(LinearExpression(width), .lessThanOrEqual, constant(50), 710))
        try solver.add(constraint(LinearExpression(width), .lessThanOrEqual, constant(60), 710))
        solver.updateVariables()
        // Weights double every 50 steps: 2 · 2^14.2 > 2^15, so above 60 the two 710s together
        // outweigh the 750, and below it the 750 outweighs the one 710 left.
        #expect(width.value == 60)
    }

    @Test func removingAConstraintSolvesAsIfItWasNeverAdded() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.add(constraint(x + y, .equal, constant(100)))
        try solver.add(constraint(LinearExpression(x), .equal, constant(30), 500))
        let pin = constraint(LinearExpression(y), .equal, constant(90))
        try solver.add(pin)
        solver.updateVariables()
        #expect(x.value == 10)
        solver.remove(pin)
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(y.value == 70)
        #expect(solver.constraints.count == 2)
    }

    @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        let x = LayoutVariable("x")
        let right = LayoutVariable("right")
        let solver = LayoutSolver()
        try solver.add(constraint(LinearExpression(right), .equal, x + 40))
        try solver.add(constraint(LinearExpression(right), .lessThanOrEqual, constant(300)))
        solver.addEditVariable(x, priority: 999)
        #expect(solver.hasEditVariable(x))
        for (suggested, expected) in [(10.0, 10.0), (200, 200), (290, 260), (-5, -5)] {
            solver.suggestValue(x, suggested)
            solver.updateVariables()
            #expect(x.value == expected)
            #expect(right.value == expected + 40)
        }
        solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test func conflictingRequiredConstraintsAreNamedAndTheSolverKeepsItsSolution() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let z = LayoutVariable("z")
        let solver = LayoutSolver()
        let unrelated = constraint(LinearExpression(z), .equal, constant(3))
        let low = constraint(LinearExpression(x), .greaterThanOrEqual, constant(10))
        let gap = constraint(LinearExpression(y), .greaterThanOrEqual, x + 5)
        let cap = constraint(LinearExpression(y), .lessThanOrEqual, constant(12))
        let weak = constraint(LinearExpression(y), .equal, constant(0), 1)
        for c in [unrelated, low, gap, weak] { try solver.add(c) }
        let error = #expect(throws: LayoutConflict.self) { try solver.add(cap) }
        #expect(error?.constraint === cap)
        #expect(error?.conflicting.map(ObjectIdentifier.init) == [low, gap, cap].map(ObjectIdentifier.init))
        #expect(!solver.contains(cap))
        solver.updateVariables()
        #expect((x.value, y.value, z.value) == (10, 15, 3))
    }

    @Test func contradictoryEqualitiesAreNamed() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        let ten = constraint(LinearExpression(x), .equal, constant(10))
        let twenty = constraint(LinearExpression(x), .equal, constant(20))
        try solver.add(ten)
        let error = #expect(throws: LayoutConflict.self) { try solver.add(twenty) }
        #expect(error?.conflicting.count == 2)
        #expect(error?.description.contains("x + -20.0 == 0") == true)
    }

    @Test func aConstantChangeThatBreaksRequiredConstraintsTakesTheConstraintOut() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add(constraint(LinearExpression(x), .lessThanOrEqual, constant(50)))
        let pin = constraint(LinearExpression(x), .equal, constant(20))
        try solver.add(pin)
        #expect(throws: LayoutConflict.self) { try solver.setConstant(of: pin, to: -80) }
        #expect(!solver.contains(pin))
        try solver.setConstant(of: pin, to: -40)
        try solver.add(pin)
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test func redundantRequiredConstraintsAreAccepted() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let solver = LayoutSolver()
        try solver.add(constraint(LinearExpression(x), .equal, constant(10)))
        try solver.add(constraint(LinearExpression(y), .equal, x + 10))
        try solver.add(constraint(LinearExpression(y), .equal, constant(20)))
        solver.updateVariables()
        #expect(y.value == 20)
    }

    @Test func priorityChangesReweighConstraints() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        let a = constraint(LinearExpression(x), .equal, constant(10), 300)
        let b = constraint(LinearExpression(x), .equal, constant(20), 200)
        try solver.add(a)
        try solver.add(b)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.setPriority(of: b, to: 1000)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(b.isRequired)
    }

    @Test func ambiguityIsAFrameThatCouldMoveAtNoCost() throws {
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let solver = LayoutSolver()
        #expect(solver.isAmbiguous(x))
        try solver.add(constraint(x + y, .equal, constant(10)))
        // One equation, two unknowns.
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.add(constraint(LinearExpression(y), .greaterThanOrEqual, constant(0)))
        #expect(solver.isAmbiguous(x))
        // Hugging and compression at the same size pin y without making it required.
        try solver.add(constraint(LinearExpression(y), .lessThanOrEqual, constant(4), 250))
        try solver.add(constraint(LinearExpression(y), .greaterThanOrEqual, constant(4), 750))
        solver.updateVariables()
        #expect(y.value == 4)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
    }
}
