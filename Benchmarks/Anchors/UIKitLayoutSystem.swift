// The system of layout_system.py built with OmbreUIKit's public API, as a user's code builds
// it: 500 UIViews in one superview, 2,000 NSLayoutConstraints made with anchors, laid out by
// `layoutIfNeeded()` (the engine's pass: constraints into the solver, solved, frames set), and
// again after one constant change. Built by Benchmarks/layout-anchor.sh against the release
// OmbreSceneRuntime library, as a Swift scene is.
// Prints `RESULT<TAB>case<TAB>median ms<TAB>min ms<TAB>runs` lines.
import Glibc
import OmbreUIKit

func milliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

/// A root 400 × 800 with the 500 views and their constraints, active, not laid out yet.
func makeTree() -> (root: UIView, views: [UIView], firstWidth: NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var views: [UIView] = []
    var firstWidth: NSLayoutConstraint?
    for i in 0..<500 {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        var constraints: [NSLayoutConstraint] = []
        if let p = views.last {
            constraints.append(view.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 8))
            constraints.append(view.topAnchor.constraint(greaterThanOrEqualTo: p.bottomAnchor, constant: 4))
            let width = view.widthAnchor.constraint(equalTo: p.widthAnchor, multiplier: 0.9, constant: 10)
            width.priority = .defaultHigh
            constraints.append(width)
        } else {
            constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
            constraints.append(view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 4))
            let width = view.widthAnchor.constraint(equalToConstant: 390)
            firstWidth = width
            constraints.append(width)
        }
        if i % 2 == 0 {
            let height = view.heightAnchor.constraint(equalToConstant: 44)
            height.priority = .defaultLow
            constraints.append(height)
        } else {
            constraints.append(view.heightAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(20 + i % 5)))
        }
        NSLayoutConstraint.activate(constraints)
        views.append(view)
    }
    return (root, views, firstWidth!)
}

func report(_ name: String, _ times: [Double]) {
    let sorted = times.sorted()
    let median = String(format: "%.3f", sorted[sorted.count / 2])
    print("RESULT\t\(name)\t\(median)\t\(String(format: "%.3f", sorted[0]))\t\(times.count)")
}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 31 : 31
var scratch: [Double] = []
var constant: [Double] = []
var last = CGRect.zero
for _ in 0..<runs {
    let tree = makeTree()
    let start = milliseconds()
    tree.root.layoutIfNeeded()
    scratch.append(milliseconds() - start)
    tree.firstWidth.constant = 380
    let changed = milliseconds()
    tree.root.layoutIfNeeded()
    constant.append(milliseconds() - changed)
    last = tree.views[499].frame
}
// The last view's frame in the root (its superview): the same as the solver's CHECK line.
print("CHECK\t" + [last.minX, last.minY, last.width, last.height].map { String(format: "%.4f", Double($0)) }.joined(separator: " "))
report("uikit-scratch", scratch)
report("uikit-constant", constant)
