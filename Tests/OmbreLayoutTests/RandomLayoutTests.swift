import OmbreTestSupport
import Testing

@testable import OmbreLayout

extension SplitMix: RandomNumberGenerator {}

/// Random systems shaped like layouts: edges of boxes tied to each other by offsets, sizes
/// bounded, some wishes at lower priorities.
@Suite struct RandomLayoutTests {
    /// What the solver minimizes, measured from the variables' values: each non-required
    /// constraint's violation times its weight.
    private func cost(_ constraints: [LayoutConstraint]) -> Double {
        constraints.filter { !$0.isRequired }.reduce(0) { sum, c in
            let value = c.expression.value
            let violation: Double
            switch c.relation {
            case .equal: violation = abs(value)
            case .lessThanOrEqual: violation = max(0, value)
            case .greaterThanOrEqual: violation = max(0, -value)
            }
            return sum + c.weight * violation
        }
    }

    private func randomConstraint(_ variables: [LayoutVariable], _ rng: inout SplitMix) -> LayoutConstraint {
        let a = variables.randomElement(using: &rng)!
        let b = variables.randomElement(using: &rng)!
        let relation: LayoutRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let priorities: [Float] = [1000, 1000, 1000, 999, 750, 500, 250, 1]
        let offset = Double(Int.random(in: -100...100, using: &rng))
        let rhs: LinearExpression =
            Bool.random(using: &rng)
            ? LinearExpression(b) * Double([1, 1, 0.5, 2].randomElement(using: &rng)!) + offset
            : LinearExpression(constant: offset)
        return LayoutConstraint(
            LinearExpression(a), relation, rhs, priority: priorities.randomElement(using: &rng)!)
    }

    @Test(arguments: 1...12)
    func requiredConstraintsHoldAndEditsMatchSolvingAfresh(seed: UInt64) throws {
        var rng = SplitMix(seed: seed)
        let variables = (0..<24).map { LayoutVariable("v\($0)") }
        let solver = LayoutSolver()
        var added: [LayoutConstraint] = []
        // Every variable wishes weakly to be 0, so that none is left free.
        for v in variables {
            let stay = LayoutConstraint(LinearExpression(v), .equal, LinearExpression(), priority: 1)
            try solver.add(stay)
            added.append(stay)
        }
        for _ in 0..<60 {
            let c = randomConstraint(variables, &rng)
            do {
                try solver.add(c)
                added.append(c)
            } catch {
                #expect(error.conflicting.last === c)
                #expect(error.conflicting.allSatisfy { $0.isRequired })
                #expect(!LayoutSolver.canHold(error.conflicting))
            }
        }
        solver.updateVariables()
        for c in added where c.isRequired { #expect(c.isSatisfied(), "seed \(seed): \(c)") }

        for step in 0..<25 {
            let c = added.randomElement(using: &rng)!
            do {
                try solver.setConstant(of: c, to: Double(Int.random(in: -150...150, using: &rng)))
            } catch {
                added.removeAll { $0 === c }
            }
            if step % 5 == 4, let gone = added.indices.randomElement(using: &rng) {
                solver.remove(added.remove(at: gone))
            }
            solver.updateVariables()
            for c in added where c.isRequired { #expect(c.isSatisfied(), "seed \(seed) step \(step): \(c)") }
            let incremental = cost(added)

            let fresh = LayoutSolver()
            for c in added { try fresh.add(c) }
            fresh.updateVariables()
            let fromScratch = cost(added)
            #expect(abs(incremental - fromScratch) <= 1e-6 * max(1, fromScratch), "seed \(seed) step \(step)")
        }
        #expect(solver.constraints.count == added.count)
    }
}
