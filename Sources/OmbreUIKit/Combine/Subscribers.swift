/// The namespace of Combine's subscribers and of the types they share: `Sink`, `Assign`,
/// `Completion` and `Demand`.
public enum Subscribers {}
