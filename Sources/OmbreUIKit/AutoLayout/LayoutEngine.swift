import Foundation
import OmbreLayout

/// Solves the constraints of one view tree and moves the views they place: kept by the tree's
/// root, brought up to date at each layout pass after a change, incrementally (constraints
/// added and removed, constants and priorities changed in place).
@MainActor final class LayoutEngine {
    let solver = LayoutSolver()
    /// The active constraints in the solver, by identity.
    var installed: [ObjectIdentifier: Installed] = [:]

    /// An active constraint in the solver, with the constant and priority it went in with.
    struct Installed {
        let constraint: NSLayoutConstraint
        let solved: LayoutConstraint
        var constant: CGFloat
        var priority: UILayoutPriority
    }
    /// Constraints the engine makes: frames of autoresizing views, intrinsic sizes, guides.
    var generated: [GeneratedKey: LayoutConstraint] = [:]
    /// Constraints left out after a conflict, with the constant and priority they had: left
    /// out until one of those changes.
    var broken: [ObjectIdentifier: (constant: CGFloat, priority: UILayoutPriority)] = [:]
    var brokenGenerated: [GeneratedKey: Double] = [:]
    /// For `systemLayoutSizeFitting`: the root's size held to a target at these priorities.
    let fitting: (size: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
    /// While the engine moves views: their size changes do not ask for another solve.
    var isApplying = false

    init() { fitting = nil }

    init(fitting size: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) {
        fitting = (size, priorities)
    }

    /// Brings the solver up to date with the tree under `root` and moves the views that
    /// constraints place (not for a fitting engine).
    func update(root: UIView, reportingConflicts: Bool) {
        var views: [UIView] = []
        collect(root, into: &views)
        var wanted = GeneratedConstraints()
        for view in views { wanted.add(for: view, root: root, fitting: fitting) }
        for case let stack as UIStackView in views { stack.addArrangement(to: &wanted) }
        updateGenerated(wanted, reportingConflicts: reportingConflicts)
        updateInstalled(views, reportingConflicts: reportingConflicts)
        solver.updateVariables()
        guard fitting == nil else { return }
        apply(views, root: root)
    }

    private func collect(_ view: UIView, into views: inout [UIView]) {
        views.append(view)
        for child in view.subviews { collect(child, into: &views) }
    }

    /// Brings the generated constraints to `wanted`: first out what is gone or changed in
    /// form, then constants and priorities changed in place, then the new ones in, so that no
    /// old constraint is left to conflict with a new one.
    private func updateGenerated(_ wanted: GeneratedConstraints, reportingConflicts: Bool) {
        for (key, existing) in generated {
            guard let constraint = wanted.constraints[key], sameForm(existing, constraint) else {
                solver.remove(existing)
                generated[key] = nil
                continue
            }
        }
        brokenGenerated = brokenGenerated.filter { wanted.constraints[$0.key] != nil }
        for pass in 0..<2 {
            for key in wanted.order where (generated[key] != nil) == (pass == 0) {
                let constraint = wanted.constraints[key]!
                if brokenGenerated[key] == constraint.expression.constant { continue }
                brokenGenerated[key] = nil
                do {
                    generated[key] = try place(constraint, replacing: generated[key])
                } catch {
                    generated[key] = nil
                    brokenGenerated[key] = constraint.expression.constant
                    if reportingConflicts { report(error) }
                }
            }
        }
    }

    private func updateInstalled(_ views: [UIView], reportingConflicts: Bool) {
        let active = views.flatMap(\.autoLayout.constraints).sorted { $0.activationOrder < $1.activationOrder }
        let ids = Set(active.map(ObjectIdentifier.init))
        for (id, entry) in installed where !ids.contains(id) {
            solver.remove(entry.solved)
            installed[id] = nil
        }
        broken = broken.filter { ids.contains($0.key) }
        for constraint in active {
            let id = ObjectIdentifier(constraint)
            if let state = broken[id] {
                if state.constant == constraint.constant && state.priority == constraint.priority { continue }
                broken[id] = nil
            }
            do {
                if var entry = installed[id], !constraint.involvesBaselines {
                    // Items, attributes and multiplier never change: only the constant and the
                    // priority can, and they are changed in place (the form and its message
                    // text are made once).
                    guard entry.constant != constraint.constant || entry.priority != constraint.priority else {
                        continue
                    }
                    entry.solved.label = constraint.description
                    if entry.priority != constraint.priority {
                        try solver.setPriority(of: entry.solved, to: constraint.priority.rawValue)
                    }
                    if entry.constant != constraint.constant {
                        let expression = entry.solved.expression.constant - Double(constraint.constant - entry.constant)
                        try solver.setConstant(of: entry.solved, to: expression)
                    }
                    entry.constant = constraint.constant
                    entry.priority = constraint.priority
                    installed[id] = entry
                    continue
                }
                guard let wanted = solverForm(of: constraint) else { continue }
                let solved = try place(wanted, replacing: installed[id]?.solved)
                installed[id] = Installed(
                    constraint: constraint, solved: solved, constant: constraint.constant, priority: constraint.priority
                )
            } catch {
                installed[id] = nil
                broken[id] = (constraint.constant, constraint.priority)
                if reportingConflicts { report(error) }
            }
        }
    }

    /// Puts `wanted` in the solver, changing `existing` in place when only its constant or
    /// priority differs.
    private func place(_ wanted: LayoutConstraint, replacing existing: LayoutConstraint?) throws(LayoutConflict)
        -> LayoutConstraint
    {
        if let existing, sameForm(existing, wanted) {
            existing.label = wanted.label
            if existing.priority != wanted.priority { try solver.setPriority(of: existing, to: wanted.priority) }
            if existing.expression.constant != wanted.expression.constant {
                try solver.setConstant(of: existing, to: wanted.expression.constant)
            }
            return existing
        }
        if let existing { solver.remove(existing) }
        try solver.add(wanted)
        return wanted
    }

    /// Whether two constraints differ at most in constant and priority.
    private func sameForm(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.relation == b.relation && a.expression.terms.count == b.expression.terms.count
            && zip(a.expression.terms, b.expression.terms).allSatisfy {
                $0.variable === $1.variable && $0.coefficient == $1.coefficient
            }
    }

    /// `constraint` in the solver's terms, or nil when an item is gone.
    func solverForm(of constraint: NSLayoutConstraint) -> LayoutConstraint? {
        guard let first = Self.side(constraint.firstItem, constraint.firstAttribute) else { return nil }
        var rhs = LinearExpression(constant: constraint.constant)
        if constraint.secondItem != nil {
            guard let second = Self.side(constraint.secondItem, constraint.secondAttribute) else { return nil }
            rhs = second * constraint.multiplier + constraint.constant
        }
        let relation: LayoutRelation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return LayoutConstraint(
            first, relation, rhs, priority: constraint.priority.rawValue, label: constraint.description)
    }

    private static func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        guard let item = item as? LayoutItem else { return nil }
        if let plain = attribute.withoutMargins {
            guard let view = item as? UIView else { return item.expression(for: plain) }
            return view.layoutMarginsGuide.expression(for: plain)
        }
        return item.expression(for: attribute)
    }

    /// Moves each view placed by constraints to its solved frame, in its superview's
    /// coordinates (so inside `UIView.animate` the change animates).
    private func apply(_ views: [UIView], root: UIView) {
        isApplying = true
        defer { isApplying = false }
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.superview else { continue }
            let own = view.layoutVariables.rect
            let base = superview.layoutVariables.rect
            let frame = CGRect(
                x: snap(own.minX - base.minX), y: snap(own.minY - base.minY), width: snap(own.width),
                height: snap(own.height))
            if view.transform.isIdentity {
                if view.frame != frame { view.frame = frame }
            } else {
                let center = CGPoint(x: frame.midX, y: frame.midY)
                if view.center != center { view.center = center }
                if view.bounds.size != frame.size { view.bounds.size = frame.size }
            }
        }
        isApplying = false
        // A view that moved may now overlap the safe area differently: its guides follow at
        // the next pass.
        for view in views where view !== root && !view.systemGuides.isEmpty {
            let insets = view.safeAreaInsets
            if insets != view.autoLayout.safeAreaInsets {
                view.autoLayout.safeAreaInsets = insets
                view.safeAreaInsetsDidChange()
                root.autoLayout.treeChanged = true
            }
        }
    }

    /// Drops the solver's rounding noise (1e-9 and below).
    private func snap(_ value: Double) -> CGFloat {
        CGFloat((value * 1e6).rounded() / 1e6)
    }

    func isAmbiguous(_ view: UIView) -> Bool {
        let v = view.layoutVariables
        return [v.left, v.top, v.width, v.height].contains { solver.isAmbiguous($0) }
    }
}
