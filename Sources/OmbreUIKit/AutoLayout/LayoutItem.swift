import Foundation
import OmbreLayout

/// The solver's unknowns for one view or layout guide: its frame in the coordinates of the
/// root of its view tree.
final class LayoutItemVariables {
    let left: LayoutVariable
    let top: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ name: String) {
        left = LayoutVariable(name + ".minX")
        top = LayoutVariable(name + ".minY")
        width = LayoutVariable(name + ".width")
        height = LayoutVariable(name + ".height")
    }

    /// The frame the solver found, in root coordinates.
    var rect: CGRect { CGRect(x: left.value, y: top.value, width: width.value, height: height.value) }
}

/// Something constraints can position: a view or a layout guide.
@MainActor protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutItemVariables { get }
    /// The view whose tree the item lives in: the view itself, or a guide's owning view.
    var layoutView: UIView? { get }
    /// The name UIKit's messages give the item, such as `UILabel:0x…'Hello'`.
    var layoutName: String { get }
}

extension LayoutItem {
    /// The expression of `attribute` (one without margins) in the solver's variables.
    func expression(for attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let v = layoutVariables
        switch attribute {
        case .left, .leading: return LinearExpression(v.left)
        case .right, .trailing: return v.left + v.width
        case .top: return LinearExpression(v.top)
        case .bottom: return v.top + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return LinearExpression(v.left) + v.width * 0.5
        case .centerY: return LinearExpression(v.top) + v.height * 0.5
        case .firstBaseline, .lastBaseline:
            // A label's baseline sits at a fixed distance from its middle; a view without
            // text has its baseline at its bottom, as in UIKit.
            if let offset = (self as? UILabel)?.baselineOffsetFromCenter(last: attribute == .lastBaseline) {
                return LinearExpression(v.top) + v.height * 0.5 + offset
            }
            return v.top + v.height
        default: return LinearExpression()
        }
    }
}

/// A name with the object's address, as UIKit prints objects: `UIView:0x7f…`.
func addressName(_ object: AnyObject) -> String {
    "\(type(of: object)):0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}
