import Foundation

/// Settings and a completion for a batch of layer changes.
struct TransactionScope {
    var duration: Double?
    var disableActions: Bool?
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
    /// Values set with `setValue(_:forKey:)` under keys of the code's own.
    var values: [String: Any] = [:]
    /// When the last animation added in the batch ends.
    var lastEnd: Double?
    /// Layers made during the batch: the transaction holds them until it commits, so a layer
    /// code keeps only weakly lives long enough to be added to a tree.
    var freshLayers: [CALayer] = []
}

/// Batches layer changes, as Core Animation's transactions do: the duration and timing of
/// the implicit animations they cause, whether there are any, and a block run when every
/// animation added inside has ended.
///
/// Changes made outside `begin()` and `commit()` belong to an implicit transaction that ends
/// with the frame.
public enum CATransaction {
    private static var world: UIKitWorld { UIKitWorld.current }

    /// Opens a nested transaction.
    public static func begin() { world.transactions.append(TransactionScope()) }

    /// Closes the innermost transaction; its completion block runs when the animations added
    /// inside it have ended (at once when there were none).
    public static func commit() {
        guard let scope = world.transactions.popLast() else { return }
        finish(scope)
    }

    /// Kept for source compatibility: changes are always seen by the next frame.
    public static func flush() {}

    /// The duration of implicit animations (0.25 s unless set).
    public static func animationDuration() -> CFTimeInterval {
        lookup(\.duration) ?? 0.25
    }

    /// Sets the duration of the implicit animations the innermost transaction causes.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { modify { $0.duration = duration } }

    /// Whether property changes cause no implicit animations.
    public static func disableActions() -> Bool { lookup(\.disableActions) ?? false }

    /// Turns implicit animations off or on for the innermost transaction.
    public static func setDisableActions(_ flag: Bool) { modify { $0.disableActions = flag } }

    /// The timing function of implicit animations, if set.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.timingFunction) }

    /// Sets the timing function of implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        modify { $0.timingFunction = function }
    }

    /// The block run when the innermost transaction's animations have ended.
    public static func completionBlock() -> (() -> Void)? { lookup(\.completion) }

    /// Sets the block run when the innermost transaction's animations have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { modify { $0.completion = block } }

    /// Notes an animation added now that ends at `end`, for the completion blocks.
    /// Sets a property of the innermost transaction by key: the `kCATransaction…` keys set the
    /// properties above (`kCFBooleanTrue` or a `Bool` for `kCATransactionDisableActions`), any
    /// other key keeps `value` for `value(forKey:)` until the transaction commits.
    public static func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions:
            setDisableActions((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationDuration:
            modify { $0.duration = (value as? Double) ?? (value as? NSNumber)?.doubleValue }
        case kCATransactionAnimationTimingFunction:
            setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            setCompletionBlock(value as? () -> Void)
        default:
            modify { $0.values[key] = value }
        }
    }

    /// The value of `key` in the innermost transaction that has one, as `setValue(_:forKey:)` keys it.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: disableActions()
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionCompletionBlock: completionBlock()
        default:
            world.transactions.reversed().lazy.compactMap { $0.values[key] }.first
                ?? world.implicitTransaction.values[key]
        }
    }

    static func noteAnimation(ending end: Double) {
        let w = world
        for i in w.transactions.indices { w.transactions[i].lastEnd = max(w.transactions[i].lastEnd ?? end, end) }
        w.implicitTransaction.lastEnd = max(w.implicitTransaction.lastEnd ?? end, end)
    }

    /// Ends the implicit transaction: called by the host at the end of each update.
    static func commitImplicit(in world: UIKitWorld) {
        let scope = world.implicitTransaction
        world.implicitTransaction = TransactionScope()
        // Scopes left open by mistake are closed as a device closes them at the end of a frame.
        while let open = world.transactions.popLast() { finish(open, in: world) }
        finish(scope, in: world)
    }

    private static func finish(_ scope: TransactionScope, in world: UIKitWorld = UIKitWorld.current) {
        guard let completion = scope.completion else { return }
        let due = scope.lastEnd.map { max($0, world.time) } ?? world.time
        world.schedule(at: due, completion)
    }

    private static func lookup<T>(_ key: KeyPath<TransactionScope, T?>) -> T? {
        let w = world
        for scope in w.transactions.reversed() {
            if let v = scope[keyPath: key] { return v }
        }
        return w.implicitTransaction[keyPath: key]
    }

    private static func modify(_ change: (inout TransactionScope) -> Void) {
        let w = world
        if w.transactions.isEmpty {
            change(&w.implicitTransaction)
        } else {
            change(&w.transactions[w.transactions.count - 1])
        }
    }
}

/// The key of `CATransaction.disableActions()` for `setValue(_:forKey:)`.
public let kCATransactionDisableActions = "disableActions"
/// The key of `CATransaction.animationDuration()` for `setValue(_:forKey:)`.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of `CATransaction.animationTimingFunction()` for `setValue(_:forKey:)`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of `CATransaction.completionBlock()` for `setValue(_:forKey:)`.
public let kCATransactionCompletionBlock = "completionBlock"
/// Core Foundation's true, as code passes it for `kCATransactionDisableActions`.
public let kCFBooleanTrue: NSNumber = true
/// Core Foundation's false.
public let kCFBooleanFalse: NSNumber = false
