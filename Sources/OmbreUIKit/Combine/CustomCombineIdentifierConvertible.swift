/// A type with an identifier of its own for Combine, as Combine's
/// `CustomCombineIdentifierConvertible`; classes get one from their identity.
public protocol CustomCombineIdentifierConvertible {
    /// The identifier of this subscriber or subscription.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// The identifier of this object, from its identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
