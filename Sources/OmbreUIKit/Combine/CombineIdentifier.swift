/// A value that tells publishers, subscribers and subscriptions apart, as Combine's
/// `CombineIdentifier`.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt
    /// Keeps the address `value` came from in use, so no other identifier made with `init()` gets it.
    private let token: Token?

    /// A new identifier, unlike any other made with `init()` while it exists.
    public init() {
        let token = Token()
        self.token = token
        value = UInt(bitPattern: ObjectIdentifier(token))
    }

    /// The identifier of `object`, from its identity.
    public init(_ object: AnyObject) {
        token = nil
        value = UInt(bitPattern: ObjectIdentifier(object))
    }

    /// The identifier as hexadecimal digits.
    public var description: String { "0x" + String(value, radix: 16) }

    /// Whether the two identify the same thing.
    public static func == (lhs: CombineIdentifier, rhs: CombineIdentifier) -> Bool { lhs.value == rhs.value }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    private final class Token: Sendable {}
}
