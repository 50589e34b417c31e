import Foundation

/// Where an animation stands at a moment of its parent's time.
enum AnimationPhase: Equatable {
    /// Not begun, and not filling backwards.
    case before
    /// Running, or filling: the animation's own time, from 0 to its simple duration.
    case active(Double)
    /// Ended and not filling forwards.
    case after
}

extension CAAnimation {
    /// The simple duration, with 0 meaning Core Animation's default of 0.25 s.
    var simpleDuration: Double { duration > 0 ? duration : 0.25 }

    /// Seconds from the begin time until the animation's last iteration ends.
    var activeDuration: Double {
        let cycle = simpleDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : cycle * count
    }

    /// The parent time at which the animation ends.
    var endTime: Double {
        let s = Double(speed)
        guard s > 0 else { return .infinity }
        return beginTime + activeDuration / s
    }

    /// Where the animation stands at `parentTime`, with its fill mode applied.
    func phase(at parentTime: Double) -> AnimationPhase {
        let active = (parentTime - beginTime) * Double(speed) + timeOffset
        if active < 0 {
            return fillMode.fillsBackwards ? .active(0) : .before
        }
        let total = activeDuration
        if active >= total {
            return fillMode.fillsForwards ? .active(iterationTime(at: total, ending: true)) : .after
        }
        return .active(iterationTime(at: active, ending: false))
    }

    /// The time within the current iteration (0...simple duration), reversed in the back
    /// half of a cycle when the animation autoreverses.
    private func iterationTime(at active: Double, ending: Bool) -> Double {
        let d = simpleDuration
        let cycle = d * (autoreverses ? 2 : 1)
        var inCycle = active.truncatingRemainder(dividingBy: cycle)
        // At the very end of a whole number of cycles the animation rests where a cycle ends.
        if ending, inCycle == 0, active > 0 { inCycle = cycle }
        if autoreverses, inCycle > d { return 2 * d - inCycle }
        return min(inCycle, d)
    }

    /// The eased fraction 0...1 at `localTime` into an iteration.
    func easedFraction(at localTime: Double) -> Double {
        let x = min(max(localTime / simpleDuration, 0), 1)
        return timingFunction?.value(at: x) ?? x
    }
}
