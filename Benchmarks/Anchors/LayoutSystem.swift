// Ombre's solver on the system of layout_system.py, timed the same way; built by
// Benchmarks/layout-anchor.sh together with the solver's sources (its API is package-only).
// Prints one line per case: `RESULT<TAB>case<TAB>median ms<TAB>min ms<TAB>runs`.
import Foundation

let viewCount = 500

struct LayoutSystem {
    var views: [(left: LayoutVariable, top: LayoutVariable, width: LayoutVariable, height: LayoutVariable)] = []
    var constraints: [LayoutConstraint] = []
    var firstWidth: LayoutConstraint?

    /// 500 views' left, top, width and height, four constraints a view (2,000 in all); see
    /// layout_system.py for the shape.
    init(editWidth: Bool) {
        for i in 0..<viewCount {
            let view = (
                left: LayoutVariable("v\(i).left"), top: LayoutVariable("v\(i).top"),
                width: LayoutVariable("v\(i).width"), height: LayoutVariable("v\(i).height")
            )
            func add(_ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression, _ p: Float = 1000)
                -> LayoutConstraint
            {
                let c = LayoutConstraint(lhs, relation, rhs, priority: p)
                constraints.append(c)
                return c
            }
            if i == 0 {
                _ = add(LinearExpression(view.left), .equal, LinearExpression(constant: 8))
                _ = add(LinearExpression(view.top), .greaterThanOrEqual, LinearExpression(constant: 4))
                if editWidth {
                    _ = add(LinearExpression(view.width), .greaterThanOrEqual, LinearExpression(constant: 0))
                } else {
                    firstWidth = add(LinearExpression(view.width), .equal, LinearExpression(constant: 390))
                }
            } else {
                let p = views[i - 1]
                _ = add(LinearExpression(view.left), .equal, p.left + 8)
                _ = add(LinearExpression(view.top), .greaterThanOrEqual, p.top + p.height + 4)
                _ = add(LinearExpression(view.width), .equal, p.width * 0.9 + 10, 750)
            }
            if i % 2 == 0 {
                _ = add(LinearExpression(view.height), .equal, LinearExpression(constant: 44), 250)
            } else {
                _ = add(
                    LinearExpression(view.height), .greaterThanOrEqual, LinearExpression(constant: Double(20 + i % 5)))
            }
            views.append(view)
        }
    }

    func solve(edit: LayoutVariable? = nil) -> LayoutSolver {
        let solver = LayoutSolver()
        for c in constraints { try! solver.add(c) }
        if let edit {
            solver.addEditVariable(edit, priority: 750)
            solver.suggestValue(edit, 390)
        }
        solver.updateVariables()
        return solver
    }
}

func measure<State>(_ name: String, _ runs: Int, setup: () -> State, _ body: (State) -> Void) {
    var times: [Double] = []
    for _ in 0..<runs {
        let state = setup()
        let start = DispatchTime.now().uptimeNanoseconds
        body(state)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let median = times[times.count / 2]
    print("RESULT\t\(name)\t\(String(format: "%.3f", median))\t\(String(format: "%.3f", times[0]))\t\(runs)")
}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 31 : 31
let system = LayoutSystem(editWidth: false)
_ = system.solve()
let last = system.views[viewCount - 1]
print("CHECK\t" + [last.left, last.top, last.width, last.height].map { String(format: "%.4f", $0.value) }.joined(separator: " "))

measure("scratch", runs, setup: {}) { _ in _ = system.solve() }
measure("constant", runs, setup: { system.solve() }) { solver in
    try! solver.setConstant(of: system.firstWidth!, to: -380)
    solver.updateVariables()
}
let edited = LayoutSystem(editWidth: true)
let edit = edited.views[0].width
measure("scratch-edit", runs, setup: {}) { _ in _ = edited.solve(edit: edit) }
measure("suggest", runs, setup: { edited.solve(edit: edit) }) { solver in
    solver.suggestValue(edit, 380)
    solver.updateVariables()
}
