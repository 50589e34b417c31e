/// A moment an observer hears about: a pass of a named animation, or a transition of a
/// gradient sequence, starting or finishing.
public struct AnimationEvent: Hashable, Sendable {
    /// Whether a pass or transition started or finished.
    public enum Kind: Hashable, Sendable {
        case started
        case finished
    }

    /// The animation's name; empty for a gradient sequence.
    public var name: String
    /// Whether it started or finished.
    public var kind: Kind
    /// Which pass (animations) or transition (sequences) since the chain started, from 0.
    public var index: Int
    /// Seconds since the chain started, not counting time spent paused; usually earlier than
    /// the update that reports it.
    public var localTime: Double

    /// An event with every field given.
    public init(name: String, kind: Kind, index: Int, localTime: Double) {
        self.name = name
        self.kind = kind
        self.index = index
        self.localTime = localTime
    }
}
