// The LDGradientView tutorial's view at the angles it discusses: the compass points 0° (left →
// right), 90° (bottom → top), 180° and 270° (top → bottom, the default), and the diagonals in
// between, where the direction vector is pushed out to the corner of the unit square.
import ExampleSupport
import Foundation
import Ombre

let side: CGFloat = 180
let gap: CGFloat = 12
let angles: [CGFloat] = [0, 45, 90, 135, 180, 225, 270, 315]
let columns = 4

let root = View(frame: CGRect(x: 0, y: 0, width: 4 * side + 5 * gap, height: 2 * side + 3 * gap))
root.backgroundColor = .white

for (index, angle) in angles.enumerated() {
    let column = CGFloat(index % columns)
    let row = CGFloat(index / columns)
    let view = LDGradientView(
        frame: CGRect(x: gap + column * (side + gap), y: gap + row * (side + gap), width: side, height: side))
    view.startColor = .orange
    view.endColor = .purple
    view.angle = angle
    root.addSubview(view)
}

runExample(root, size: CGSize(root.frame.size), title: "LDGradientView at 0° … 315°")
