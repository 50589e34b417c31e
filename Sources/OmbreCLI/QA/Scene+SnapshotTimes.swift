import OmbreScene
import OmbreViews

extension Scene {
    /// The longest animation cycle in the scene and when it starts, in seconds: a repeating
    /// animated gradient's whole cycle of transitions (from its `startAt` when it waits), a
    /// one-off sequence's whole run, a progress animation's duration. Nil when nothing animates.
    var longestAnimationCycle: (start: Double, length: Double)? {
        var longest: (start: Double, length: Double)?
        func visit(_ view: View) {
            var cycle: (start: Double, length: Double)?
            if let animated = view as? AnimatedGradientView, animated.sequence.frames.count > 1 {
                let sequence = animated.sequence
                let start = animated.autoAnimate ? 0 : animated.scheduledStart
                var durations = sequence.frames.map { $0.duration ?? sequence.defaultDuration }
                if !sequence.autoRepeat { durations.removeLast() }
                if let start {
                    cycle = (start, durations.reduce(0) { $0 + ($1.isFinite && $1 > 0 ? $1 : 0) })
                }
            } else if let progress = view as? GradientProgressView, let animation = progress.progressAnimation {
                cycle = (0, animation.duration)
            }
            if let cycle, cycle.length.isFinite, cycle.length > 0, cycle.length > longest?.length ?? 0 {
                longest = cycle
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return longest
    }

    /// The times `ombre snapshot` checks when none are given: 0 and, for a scene that
    /// animates, four times spread evenly over its longest cycle (to the millisecond).
    var defaultSnapshotTimes: [Double] {
        var times = [0.0]
        if let cycle = longestAnimationCycle {
            for k in 0..<4 {
                let time = ((cycle.start + Double(k) * cycle.length / 4) * 1000).rounded() / 1000
                if !times.contains(time) { times.append(time) }
            }
        }
        return times
    }
}
