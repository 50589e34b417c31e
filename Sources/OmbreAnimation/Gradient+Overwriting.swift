import OmbreGraphics

extension Gradient {
    /// Becomes a gradient like `template` (kind, interpolation, mixing) from `start` to `end`
    /// with `count` stops, stop i at `location(i)` in `color(i)`; true when anything changed.
    ///
    /// The stops are written into this gradient's own arrays where they are not shared and of
    /// the right size, so that an animation's frames reuse them instead of allocating.
    mutating func overwrite(
        like template: Gradient, start: Point, end: Point, count: Int, color: (Int) -> Color,
        location: (Int) -> Double
    ) -> Bool {
        var changed = false
        func set<T: Equatable>(_ field: inout T, _ value: T) {
            if field != value {
                field = value
                changed = true
            }
        }
        set(&kind, template.kind)
        set(&interpolation, template.interpolation)
        set(&premultiplied, template.premultiplied)
        set(&startPoint, start)
        set(&endPoint, end)
        if colors.count != count {
            colors = Array(repeating: .clear, count: count)
            changed = true
        }
        if locations?.count != count {
            locations = Array(repeating: 0, count: count)
            changed = true
        }
        for i in 0..<count {
            set(&colors[i], color(i))
            set(&locations![i], location(i))
        }
        return changed
    }
}

extension GradientTransition {
    /// Lets `body` change this transition's gradient in place, its arrays not shared with the
    /// transition meanwhile; a cross-fade becomes a single gradient first. True when `body`
    /// reports a change or the transition was a cross-fade.
    mutating func overwriteSingle(_ body: (inout Gradient) -> Bool) -> Bool {
        var gradient = Gradient(colors: [])
        var wasSingle = false
        if case .single(let g) = self {
            gradient = g
            wasSingle = true
        }
        // Dropping this enum's reference leaves `gradient` the arrays' only holder.
        self = .single(Gradient(colors: []))
        let changed = body(&gradient)
        self = .single(gradient)
        return changed || !wasSingle
    }

    /// Becomes `other`; true when that changed it.
    mutating func assign(_ other: GradientTransition) -> Bool {
        guard self != other else { return false }
        self = other
        return true
    }
}
