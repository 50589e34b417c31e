import Foundation

/// A mass on a damped spring, moved from 0 to rest at 1: the motion of Core Animation's spring
/// animations, `m·x″ + c·x′ + k·(x − 1) = 0` with `x(0) = 0` and `x′(0)` the initial velocity
/// (positive toward 1), solved in closed form for each kind of damping.
struct DampedSpring: Equatable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    var initialVelocity: Double

    /// How close to rest (a fraction of the distance) counts as settled: a thousandth, a
    /// tenth of a point on a 100-point move. Apple does not give its own threshold.
    static let restThreshold = 0.001

    /// The undamped angular frequency, √(k/m).
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio, c / (2√(km)): below 1 the mass overshoots and swings.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// A spring of mass 1 with `dampingRatio` that settles (comes within `restThreshold` of 1
    /// for good) `duration` seconds after it starts with `initialVelocity`, as UIKit's
    /// `usingSpringWithDamping:` springs do; nil when no such spring exists (a duration or
    /// ratio that is not positive and finite).
    init?(dampingRatio ratio: Double, initialVelocity velocity: Double, settlingIn duration: Double) {
        guard ratio > 0, ratio.isFinite, duration > 0, duration.isFinite, velocity.isFinite else { return nil }
        // A stiffer spring settles sooner; the stiffness that settles at `duration` is found by
        // halving between a slack and a stiff spring.
        func spring(_ omega: Double) -> DampedSpring {
            DampedSpring(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: velocity)
        }
        var slack = 1e-3
        var stiff = 1e5
        for _ in 0..<100 {
            let middle = (slack * stiff).squareRoot()
            if spring(middle).distanceBound(at: duration) > Self.restThreshold {
                slack = middle
            } else {
                stiff = middle
            }
        }
        self = spring(stiff)
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The motion's closed form for the spring's kind of damping; `y = x − 1` starts at −1
    /// with slope `initialVelocity`.
    private enum Motion {
        /// `y = e^(−decay·t)·(−cos(ω·t) + b·sin(ω·t))`.
        case swinging(decay: Double, omega: Double, b: Double)
        /// `y = e^(−ω·t)·(−1 + b·t)`.
        case critical(omega: Double, b: Double)
        /// `y = c1·e^(r1·t) + c2·e^(r2·t)`.
        case creeping(r1: Double, c1: Double, r2: Double, c2: Double)
    }

    /// Nil for a spring without mass or stiffness, which is at rest at once.
    private var motion: Motion? {
        guard mass > 0, stiffness > 0 else { return nil }
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return .swinging(decay: zeta * omega, omega: omegaD, b: (v - zeta * omega) / omegaD)
        }
        if zeta == 1 { return .critical(omega: omega, b: v - omega) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (v + r1) / (r2 - r1)
        return .creeping(r1: r1, c1: -1 - c2, r2: r2, c2: c2)
    }

    /// The position at `t` seconds: 0 at the start, 1 at rest, past 1 while overshooting.
    func position(at t: Double) -> Double {
        switch motion {
        case nil: t > 0 ? 1 : 0
        case .swinging(let decay, let omega, let b): 1 + exp(-decay * t) * (-cos(omega * t) + b * sin(omega * t))
        case .critical(let omega, let b): 1 + exp(-omega * t) * (-1 + b * t)
        case .creeping(let r1, let c1, let r2, let c2): 1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// A bound on the distance from rest from `t` on, which only shrinks as `t` grows past
    /// the spring's first swing: the envelope of the oscillation, or the sum of the decaying
    /// terms' sizes.
    func distanceBound(at t: Double) -> Double {
        switch motion {
        case nil: 0
        case .swinging(let decay, _, let b): exp(-decay * t) * (1 + b * b).squareRoot()
        case .critical(let omega, let b): exp(-omega * t) * (1 + abs(b) * t)
        case .creeping(let r1, let c1, let r2, let c2): abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time after which the spring stays within `restThreshold` of rest, to a millisecond.
    var settlingDuration: Double {
        guard distanceBound(at: 0) > Self.restThreshold else { return 0 }
        var settled = 1.0
        while distanceBound(at: settled) > Self.restThreshold && settled < 1e6 { settled *= 2 }
        var moving = 0.0
        while settled - moving > 0.001 {
            let middle = (moving + settled) / 2
            if distanceBound(at: middle) > Self.restThreshold { moving = middle } else { settled = middle }
        }
        return settled
    }
}
