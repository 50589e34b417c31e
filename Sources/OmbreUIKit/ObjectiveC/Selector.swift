import Foundation

/// The name of a method, as an Objective-C selector names one (`tap:`, `tapWithSender:`).
///
/// `#selector(…)` in a Swift scene's code becomes the selector's name when the scene is
/// built; `Selector("name")` and `NSSelectorFromString(_:)` make one from its text. The
/// method it names is found when the selector is sent, in the table the scene build makes of
/// the `@objc` methods in the user's files.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's text, as `NSStringFromSelector` gives it.
    public let name: String

    /// The selector named `name`.
    public init(_ name: String) { self.name = name }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) { self.name = name }

    /// How many arguments the method takes: one per colon.
    var argumentCount: Int { name.reduce(0) { $0 + ($1 == ":" ? 1 : 0) } }

    /// The selector's text.
    public var description: String { name }
}

/// The selector named `name`.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// The text of `selector`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// The selector `#selector(…)` names: a Swift scene's build writes each `#selector` as a
/// call of this with the selector's Objective-C name, in no more columns than it took.
public func __sel(_ name: String) -> Selector { Selector(name) }
