import Foundation
import Testing

@testable import OmbreUIKit

/// UIKit's braced text forms of geometry, as `NSCoder.cgPoint(for:)` and its siblings read them.
@Suite struct GeometryStringTests {
    @Test func bracedPointsSizesAndRectsAreRead() {
        #expect(NSCoder.cgPoint(for: "{3, -4.5}") == CGPoint(x: 3, y: -4.5))
        #expect(NSCoder.cgPoint(for: "{12.5,0}") == CGPoint(x: 12.5, y: 0))
        #expect(NSCoder.cgSize(for: "{20, 10}") == CGSize(width: 20, height: 10))
        #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(CGPointFromString("{7, 8}") == CGPoint(x: 7, y: 8))
    }

    @Test func textNotOfTheFormGivesZero() {
        #expect(NSCoder.cgPoint(for: "{hx, 3}") == .zero)
        #expect(NSCoder.cgPoint(for: "3, 4") == .zero)
        #expect(NSCoder.cgPoint(for: "{1, 2, 3}") == .zero)
        #expect(NSCoder.cgRect(for: "{1, 2}") == .zero)
    }

    @Test func geometryIsWrittenInTheBracedForm() {
        #expect(NSCoder.string(for: CGPoint(x: 3, y: -4.5)) == "{3, -4.5}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 0, width: 20, height: 10)) == "{{0, 0}, {20, 10}}")
        #expect(
            NSCoder.cgRect(for: NSCoder.string(for: CGRect(x: 1.5, y: 2, width: 3, height: 4.25)))
                == CGRect(x: 1.5, y: 2, width: 3, height: 4.25))
    }
}
