import Foundation

extension UIView {
    /// Makes the first responder resign when it is this view or one inside it (`force` kept:
    /// resigning is never refused here unless the responder refuses); returns whether it did.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let first = UIKitWorld.current.firstResponder as? UIView, first.isDescendant(of: self) else {
            return true
        }
        return first.resignFirstResponder()
    }
}
