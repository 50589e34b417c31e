import OmbreScene
import OmbreViews

extension Scene {
    /// The longest animation cycle in the scene, in seconds: a repeating animated gradient's
    /// whole cycle of transitions, a one-off sequence's whole run, a progress animation's
    /// duration. Nil when nothing in the scene animates.
    var longestAnimationCycle: Double? {
        var longest: Double?
        func visit(_ view: View) {
            var cycle: Double?
            if let animated = view as? AnimatedGradientView {
                let sequence = animated.sequence
                if sequence.frames.count > 1 {
                    var durations = sequence.frames.map { $0.duration ?? sequence.defaultDuration }
                    if !sequence.autoRepeat { durations.removeLast() }
                    cycle = durations.reduce(0) { $0 + ($1.isFinite && $1 > 0 ? $1 : 0) }
                }
            } else if let progress = view as? GradientProgressView, let animation = progress.progressAnimation {
                cycle = animation.duration
            }
            if let cycle, cycle.isFinite, cycle > 0 { longest = max(longest ?? 0, cycle) }
            view.subviews.forEach(visit)
        }
        visit(root)
        return longest
    }

    /// The times `ombre snapshot` checks when none are given: 0 and, for a scene that
    /// animates, three more spread evenly over its longest cycle (to the millisecond).
    var defaultSnapshotTimes: [Double] {
        guard let cycle = longestAnimationCycle else { return [0] }
        let times = (0..<4).map { (Double($0) * cycle / 4 * 1000).rounded() / 1000 }
        var unique: [Double] = []
        for time in times where !unique.contains(time) { unique.append(time) }
        return unique
    }
}
