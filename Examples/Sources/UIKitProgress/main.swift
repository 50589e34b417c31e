// The gradient progress answer written as UIKit code: a view whose draw(_:) clips a radial
// CGGradient to a polar-normalised UIBezierPath, strokes it and clips it to a pie wedge, in a
// controller that turns it with CGAffineTransform(rotationAngle:) and drives its progress from a
// 60 Hz Timer over one second. The controller and the other UIKit fixtures live in
// Tests/OmbreUIKitTests/Fixtures (linked here), where they are checked against the built-in demos.
import ExampleSupport
import UIKit

let host = UIKitHostView(controller: { ProgressController() })
runExample(host, size: CGSize(width: 393, height: 852), title: "UIKit gradient progress: 0 → 1 in 1 s")
