import Foundation
import OmbreGraphics

/// A method that a selector can reach: an `@objc` method of a user's class, called with
/// arguments as Objective-C passes them (`sender`, then the event).
public struct ObjCMethod {
    /// How many arguments the method takes.
    let arity: Int
    /// Runs on the main actor: the methods are mostly those of views and controllers.
    let call: @MainActor (AnyObject, [Any?]) throws(ObjCMessageError) -> Any?

    /// A method taking no arguments, as `Type.method` names it.
    public init<Target: AnyObject, Result>(_ method: @escaping @MainActor (Target) -> () -> Result) {
        arity = 0
        call = { object, _ throws(ObjCMessageError) in
            guard let target = object as? Target else { throw .wrongTarget }
            return method(target)()
        }
    }

    /// A method taking one argument.
    public init<Target: AnyObject, First, Result>(_ method: @escaping @MainActor (Target) -> (First) -> Result) {
        arity = 1
        call = { object, arguments throws(ObjCMessageError) in
            guard let target = object as? Target else { throw .wrongTarget }
            return method(target)(try Self.argument(arguments, 0))
        }
    }

    /// A method taking two arguments.
    public init<Target: AnyObject, First, Second, Result>(
        _ method: @escaping @MainActor (Target) -> (First, Second) -> Result
    ) {
        arity = 2
        call = { object, arguments throws(ObjCMessageError) in
            guard let target = object as? Target else { throw .wrongTarget }
            return method(target)(try Self.argument(arguments, 0), try Self.argument(arguments, 1))
        }
    }

    /// A property's getter, as `#selector(getter: name)` names it.
    public init<Target: AnyObject, Value>(getter property: sending KeyPath<Target, Value>) {
        arity = 0
        call = { object, _ throws(ObjCMessageError) in
            guard let target = object as? Target else { throw .wrongTarget }
            return target[keyPath: property]
        }
    }

    /// A property's setter, as `#selector(setter: name)` names it.
    public init<Target: AnyObject, Value>(setter property: sending ReferenceWritableKeyPath<Target, Value>) {
        arity = 1
        call = { object, arguments throws(ObjCMessageError) in
            guard let target = object as? Target else { throw .wrongTarget }
            target[keyPath: property] = try Self.argument(arguments, 0)
            return nil
        }
    }

    /// Argument `index` as the method's parameter type; a missing one is nil, as an
    /// Objective-C message leaves an unset argument.
    private static func argument<Value>(_ arguments: [Any?], _ index: Int) throws(ObjCMessageError) -> Value {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let typed = value as? Value { return typed }
        if value == nil, let none = Optional<Any>.none as? Value { return none }
        throw .wrongArgument(given: value.map { "\(type(of: $0))" } ?? "nil", expected: "\(Value.self)")
    }
}

/// Why a message could not be delivered.
enum ObjCMessageError: Error {
    /// The receiver is not of the class the method belongs to.
    case wrongTarget
    /// An argument's type (or "nil") and the type the method takes.
    case wrongArgument(given: String, expected: String)
}

/// The `@objc` methods of the scene's classes by selector, which the scene build registers
/// before any of the code runs; selectors are looked up here along the receiver's class chain.
public enum ObjCRuntime {
    nonisolated(unsafe) private static var tables: [ObjectIdentifier: [String: ObjCMethod]] = [:]

    /// Adds `methods` (selector name and method) to `type`'s table.
    public static func register(_ type: AnyClass, _ methods: [(String, ObjCMethod)]) {
        for (name, method) in methods { tables[ObjectIdentifier(type), default: [:]][name] = method }
    }

    /// The method `selector` names on `object`'s class or its nearest superclass that has it.
    static func method(_ selector: Selector, of object: AnyObject) -> ObjCMethod? {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let method = tables[ObjectIdentifier(current)]?[selector.name] { return method }
            type = _getSuperclass(current)
        }
        return nil
    }

    /// Whether `object` has a method for `selector` (forwarding aside, as `respondsToSelector:`).
    static func responds(_ object: AnyObject, to selector: Selector) -> Bool { method(selector, of: object) != nil }

    /// Where `object` passes on a message for `selector` it has no method for: the target its
    /// `forwardingTarget(for:)` gives, when that is another object.
    private static func forwardingTarget(of object: AnyObject, for selector: Selector) -> AnyObject? {
        guard let forwarding = object as? any ObjCForwarding else { return nil }
        // A proxy runs on the main thread with the rest of the scene's code (see `send`).
        nonisolated(unsafe) let receiver = forwarding
        nonisolated(unsafe) var target: Any?
        MainActor.assumeIsolated { target = receiver.forwardingTarget(for: selector) }
        guard let target, type(of: target) is AnyClass else { return nil }
        let next = target as AnyObject
        return next === object ? nil : next
    }

    /// Sends `selector` to `object` with `arguments` (extra ones are dropped, as a method taking
    /// fewer arguments than an action passes ignores the rest). A selector `object` has no
    /// method for ends the program as iOS ends an app: "unrecognized selector sent to instance".
    @discardableResult
    static func send(_ selector: Selector, to object: AnyObject, _ arguments: [Any?] = []) -> Any? {
        guard let method = method(selector, of: object) else {
            if let target = forwardingTarget(of: object, for: selector) { return send(selector, to: target, arguments) }
            terminate(
                "NSInvalidArgumentException",
                "-[\(String(reflecting: Swift.type(of: object))) \(selector.name)]: unrecognized selector sent to "
                    + "instance \(address(of: object))")
        }
        // Ombre sends every message on the main thread (the scene clock's timers, display links and
        // blocks, touches, `perform`), which assumeIsolated checks; receiver, arguments and result stay on it.
        nonisolated(unsafe) let message = (method.call, object, Array(arguments.prefix(method.arity)))
        nonisolated(unsafe) var outcome: Result<Any?, ObjCMessageError> = .success(nil)
        MainActor.assumeIsolated {
            outcome = Result { () throws(ObjCMessageError) in try message.0(message.1, message.2) }
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error):
            switch error {
            case .wrongTarget:
                terminate(
                    "NSInvalidArgumentException", "\(selector.name) sent to \(address(of: object)) of another class")
            case .wrongArgument(let given, let expected):
                terminate(
                    "NSInvalidArgumentException",
                    "-[\(String(reflecting: Swift.type(of: object))) \(selector.name)]: was sent a \(given) where it "
                        + "takes \(expected)")
            }
        }
    }

    /// What calling an `optional` requirement of an `@objc` protocol gives
    /// (`delegate?.ringDidFinish?(self)`, `delegate?.tint`): `selector`'s method sent to `object`
    /// with `arguments` and its result, when `object`'s class has that method; nil, and nothing
    /// sent, when it has not. A Swift scene's build writes such calls as calls of this.
    public static func optionalRequirement<Result>(_ object: AnyObject, _ selector: String, _ arguments: [Any?])
        -> Result?
    {
        let selector = Selector(selector)
        guard responds(object, to: selector) else { return nil }
        return send(selector, to: object, arguments) as? Result
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// Ends the program with an uncaught exception's message, as iOS does.
    static func terminate(_ name: String, _ reason: String) -> Never {
        FileHandle.standardError.writeDroppingOnFailure(
            "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'\n")
        abort()
    }
}
