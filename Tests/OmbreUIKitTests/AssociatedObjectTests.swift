import Foundation
import Testing

@testable import OmbreUIKit

/// Stored properties added in extensions through associated objects, `@synchronized`
/// sections, and class methods added to `DispatchQueue`, as UIKit libraries write them.
private enum Keys {
    nonisolated(unsafe) static var badge: UInt8 = 0
    nonisolated(unsafe) static var owner: UInt8 = 0
}

extension UIView {
    /// A property an extension stores, as libraries do.
    fileprivate var badgeText: String? {
        get { objc_getAssociatedObject(self, &Keys.badge) as? String }
        set { objc_setAssociatedObject(self, &Keys.badge, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension OmbreUIKit.DispatchQueue {
    fileprivate class func answer() -> Int { 42 }
}

@MainActor @Suite struct AssociatedObjectTests {
    @Test func anExtensionStoresAPropertyPerObject() {
        let a = UIView()
        let b = UIView()
        a.badgeText = "3"
        #expect(a.badgeText == "3" && b.badgeText == nil)
        b.badgeText = "9"
        a.badgeText = nil
        #expect(a.badgeText == nil && b.badgeText == "9")
        objc_removeAssociatedObjects(b)
        #expect(b.badgeText == nil)
    }

    @Test func retainedValuesLiveWithTheirOwnerAndAssignedOnesDoNot() {
        weak var kept: UIView?
        weak var assigned: UIView?
        let owner = UIView()
        do {
            let one = UIView()
            let two = UIView()
            kept = one
            assigned = two
            objc_setAssociatedObject(owner, &Keys.badge, one, .OBJC_ASSOCIATION_RETAIN)
            objc_setAssociatedObject(owner, &Keys.owner, two, .OBJC_ASSOCIATION_ASSIGN)
        }
        #expect(kept != nil && objc_getAssociatedObject(owner, &Keys.badge) as? UIView === kept)
        #expect(assigned == nil && objc_getAssociatedObject(owner, &Keys.owner) == nil)
    }

    @Test func synchronizedSectionsNestAndClassMethodsExtendTheQueue() {
        let token = NSObject()
        #expect(objc_sync_enter(token) == 0)
        #expect(objc_sync_enter(token) == 0, "the lock is recursive, as @synchronized is")
        #expect(objc_sync_exit(token) == 0 && objc_sync_exit(token) == 0)
        #expect(OmbreUIKit.DispatchQueue.answer() == 42)
    }
}

extension AssociatedObjectTests {
    @Test func valuesOfManyShortLivedObjectsDoNotStayBehind() {
        // Far more objects than one sweep holds come and go; a live one keeps its value.
        let keeper = UIView()
        keeper.badgeText = "kept"
        for _ in 0..<2_000 {
            let passing = UIView()
            passing.badgeText = "gone soon"
        }
        #expect(keeper.badgeText == "kept")
        #expect(AssociatedObjects.count < 600, "gone objects' values are swept: \(AssociatedObjects.count)")
    }
}
