/// Targets and their actions, as controls and gesture recognizers keep them: targets weakly,
/// each action sent with the sender (and the event) as far as the method takes arguments.
@MainActor struct TargetActions {
    private struct Entry {
        weak var target: AnyObject?
        let action: Selector
        var events: UInt = .max
    }

    private var entries: [Entry] = []

    /// Stands for a nil target: the first responder up the chain that has the method.
    static let responderChain = ResponderChainTarget()

    /// The first of `responder` and those after it that has a method for `action`.
    static func firstResponder(from responder: UIResponder?, for action: Selector) -> AnyObject? {
        var current = responder
        while let candidate = current {
            if ObjCRuntime.responds(candidate, to: action) { return candidate }
            current = candidate.next
        }
        return nil
    }

    /// Adds `action` for `target`, for the `events` given (all by default); a pair already
    /// there gets the new events too.
    mutating func add(_ target: AnyObject, _ action: Selector, events: UInt = .max) {
        if let index = entries.firstIndex(where: { $0.target === target && $0.action == action }) {
            entries[index].events |= events
        } else {
            entries.append(Entry(target: target, action: action, events: events))
        }
    }

    /// Removes `target`'s `action` for `events` (every target for nil, every action for nil).
    mutating func remove(_ target: AnyObject?, _ action: Selector?, events: UInt = .max) {
        for index in entries.indices
        where (target == nil || entries[index].target === target) && (action == nil || entries[index].action == action)
        {
            entries[index].events &= ~events
        }
        entries.removeAll { $0.events == 0 || $0.target == nil }
    }

    /// The targets that have an action for any of `events`.
    func targets(for events: UInt = .max) -> [AnyObject] {
        entries.filter { $0.events & events != 0 }.compactMap(\.target)
    }

    /// `target`'s actions for any of `events`.
    func actions(of target: AnyObject, for events: UInt) -> [Selector] {
        entries.filter { $0.target === target && $0.events & events != 0 }.map(\.action)
    }

    /// Sends each action registered for any of `events` to its target; the nil target's go up
    /// the responder chain from `responder`.
    func send(from sender: AnyObject, event: AnyObject?, for events: UInt = .max, responder: UIResponder? = nil) {
        for entry in entries where entry.events & events != 0 {
            guard var target = entry.target else { continue }
            if target === Self.responderChain {
                guard let found = Self.firstResponder(from: responder, for: entry.action) else { continue }
                target = found
            }
            ObjCRuntime.send(entry.action, to: target, [sender, event])
        }
    }
}

/// The marker of actions sent up the responder chain.
final class ResponderChainTarget: Sendable {}
