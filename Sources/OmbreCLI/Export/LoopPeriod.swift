/// The length of one period of a scene's repeating animations, for `render --loop`.
struct LoopPeriod: Equatable {
    /// The longest period `--loop` exports; beyond it the animations are cut (with a message).
    static let cap = 120.0

    /// Seconds to export.
    let seconds: Double
    /// Whether the animations' common period was longer than `cap` (then `seconds == cap`).
    let capped: Bool

    /// The least common multiple of `periods` (each rounded to the millisecond), or nil when
    /// there are none.
    init?(periods: [Double], cap: Double = LoopPeriod.cap) {
        let milliseconds = periods.map { max(1, Int(($0 * 1000).rounded())) }
        guard let first = milliseconds.first else { return nil }
        let capMilliseconds = Int((cap * 1000).rounded())
        var common = first
        for value in milliseconds.dropFirst() {
            common = common / Self.gcd(common, value) * value
            if common > capMilliseconds { break }
        }
        capped = common > capMilliseconds
        // One period exactly as the animation gives it when there is only one kind of period.
        let exact = periods.allSatisfy { abs($0 - periods[0]) < 1e-9 } ? periods[0] : Double(common) / 1000
        seconds = capped ? cap : exact
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
