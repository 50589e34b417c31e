import Foundation

extension NotificationCenter {
    /// A publisher of the notifications of a name posted to this center (from `object` only,
    /// when given), as Combine's `NotificationCenter.publisher(for:object:)`.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher of the notifications of a name posted to a center, as Combine's
    /// `NotificationCenter.Publisher`: each is sent as it is posted, on the posting thread.
    ///
    /// A subscriber observes from when it subscribes until it cancels, and misses what is posted
    /// while it has not asked for a value. It never completes.
    public struct Publisher: OmbreUIKit.Publisher {
        /// The notification posted.
        public typealias Output = Notification
        /// It never fails.
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The name observed.
        public let name: Notification.Name
        /// The only sender observed, or nil for any.
        public let object: AnyObject?

        /// A publisher of the notifications `name` posted to `center` by `object` (any when nil).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Starts observing for `subscriber`.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(AnySubscriber(subscriber), center: center)
            subscriber.receive(subscription: subscription)
            subscription.observe(name, object: object)
        }
    }
}

/// The subscription of a notification publisher: an observer of the center until cancelled.
private final class NotificationSubscription: Subscription {
    private var downstream: AnySubscriber<Notification, Never>?
    private let center: NotificationCenter
    private var observer: (any NSObjectProtocol)?
    private var demand = Subscribers.Demand.none

    init(_ downstream: AnySubscriber<Notification, Never>, center: NotificationCenter) {
        self.downstream = downstream
        self.center = center
    }

    /// Adds the observer, unless already cancelled.
    func observe(_ name: Notification.Name, object: AnyObject?) {
        guard downstream != nil else { return }
        // The center wants a sendable block; UIKit code posts on the thread it runs on.
        let target = UncheckedReference(self)
        observer = center.addObserver(forName: name, object: object, queue: nil) { target.value?.post($0) }
    }

    func request(_ more: Subscribers.Demand) { demand += more }

    func cancel() {
        downstream = nil
        if let observer { center.removeObserver(observer) }
        observer = nil
    }

    private func post(_ notification: Notification) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(notification)
    }
}

/// An object held weakly by a block that must be sendable; UIKit code runs on one thread.
private final class UncheckedReference<Value: AnyObject>: @unchecked Sendable {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}
