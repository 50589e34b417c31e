import Foundation

extension UIView {
    /// Calls `willMove(toWindow:)` on this view and those below it, parents first, when
    /// `newWindow` is not their window; returns whether it did.
    func willMoveSubtree(toWindow newWindow: UIWindow?) -> Bool {
        guard window !== newWindow else { return false }
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
        return true
    }

    /// Calls `didMoveToWindow()` on this view and those below it, parents first.
    func didMoveSubtreeToWindow() {
        forEachInSubtree { $0.didMoveToWindow() }
    }

    private func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for child in subviews { child.forEachInSubtree(body) }
    }
}
