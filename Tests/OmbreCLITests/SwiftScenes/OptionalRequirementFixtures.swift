/// Swift scenes with `@objc` protocols whose requirements are `optional`, as UIKit delegates
/// are written, for the tests of how the scene build gives them.
enum OptionalRequirementFixtures {
    /// A ring whose delegates implement all, some or none of its optional requirements; the
    /// controller prints what each call gives and paints two halves with the delegates' tints.
    static let rings = """
        import UIKit

        final class Ring: UIView {
            weak var delegate: RingDelegate?
            weak var plain: PlainDelegate?
        }

        @objc protocol RingDelegate: AnyObject {
            @objc optional func ringDidFinish(_ ring: Ring)
            @objc optional var tint: UIColor { get }
            @objc optional func ring(_ ring: Ring,
                                     heightFor row: Int) -> Int
            @objc(ringNamed:) optional func ring(named name: String) -> String?
            func required()
        }

        @objc protocol PlainDelegate: NSObjectProtocol {
            @objc optional func plainCalled()
        }

        class Full: NSObject, RingDelegate, PlainDelegate {
            func ringDidFinish(_ ring: Ring) { print("finished") }
            var tint: UIColor { .blue }
            func ring(_ ring: Ring, heightFor row: Int) -> Int { row * 10 }
            func ring(named name: String) -> String? { name == "a" ? "A" : nil }
            func required() {}
            func plainCalled() { print("plain called") }
        }

        final class Inheriting: Full {}

        final class Empty: NSObject, RingDelegate, PlainDelegate {
            func required() {}
        }

        final class Late: NSObject {
            var tint: UIColor = .green
            func ringDidFinish(_ ring: Ring) { print("late finished") }
        }

        extension Late: RingDelegate {
            func required() {}
        }

        final class RingController: UIViewController {
            let ring = Ring()
            let delegates: [(String, NSObject & RingDelegate)] = [
                ("full", Full()), ("inheriting", Inheriting()), ("empty", Empty()), ("late", Late()),
            ]

            override func viewDidLoad() {
                super.viewDidLoad()
                for (name, delegate) in delegates { report(name, delegate) }
                ring.delegate = nil
                print("none", (ring.delegate?.ringDidFinish?(ring)) == nil, ring.delegate?.tint ?? .red)
                let left = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let right = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
                left.backgroundColor = delegates[0].1.tint ?? .red
                right.backgroundColor = delegates[2].1.tint ?? .red
                view.addSubview(left)
                view.addSubview(right)
            }

            func report(_ name: String, _ object: NSObject & RingDelegate) {
                ring.delegate = object
                ring.plain = object as? PlainDelegate
                ring.delegate?.ringDidFinish?(ring)
                ring.plain?.plainCalled?()
                let called = (ring.delegate?.ringDidFinish?(ring)) != nil
                let height = ring.delegate?.ring?(ring, heightFor: 3)
                let named = ring.delegate?.ring?(named: "a")
                let responds = object.responds(to: #selector(RingDelegate.ringDidFinish(_:)))
                let plainResponds = ring.plain?.responds(to: #selector(PlainDelegate.plainCalled)) ?? false
                print(name, called, height.map { "\\($0)" } ?? "nil", named ?? "nil",
                      ring.delegate?.tint == .blue, responds, plainResponds)
            }
        }

        """
}
