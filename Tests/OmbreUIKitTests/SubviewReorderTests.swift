import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A view that counts the moves it is told of.
private final class CountingView: UIView {
    var moves = 0
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        moves += 1
    }
}

/// Bringing a subview to the front (or sending it back) only changes its place among its
/// siblings: its constraints stay, and it is told of no move.
@MainActor @Suite struct SubviewReorderTests {
    @Test func aSubviewBroughtToTheFrontKeepsItsConstraintsAndIsNotMoved() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pinned = CountingView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(other)
        NSLayoutConstraint.activate([
            pinned.widthAnchor.constraint(equalToConstant: 20), pinned.heightAnchor.constraint(equalToConstant: 20),
            pinned.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            pinned.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 75, y: 75, width: 20, height: 20) && pinned.moves == 1)
        root.bringSubviewToFront(pinned)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.subviews.last === pinned && root.layer.sublayers?.last === pinned.layer)
        #expect(pinned.frame == CGRect(x: 75, y: 75, width: 20, height: 20) && pinned.moves == 1)
        root.sendSubviewToBack(pinned)
        #expect(root.subviews.first === pinned && root.layer.sublayers?.first === pinned.layer)
        root.insertSubview(pinned, aboveSubview: other)
        #expect(root.subviews.map { $0 === pinned } == [false, true] && pinned.moves == 1)
    }
}
