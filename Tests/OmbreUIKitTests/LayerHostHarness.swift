import Foundation
import OmbreGraphics
import OmbreViews

@testable import OmbreUIKit

/// A controller whose view holds what a test builds in `setUp`.
final class TestController: UIViewController {
    let setUp: (UIView) -> Void
    init(_ setUp: @escaping (UIView) -> Void) {
        self.setUp = setUp
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() { setUp(view) }
}

/// A host showing a controller whose view `setUp` fills.
@MainActor func hosting(_ setUp: @escaping (UIView) -> Void) -> UIKitHostView {
    UIKitHostView(controller: { TestController(setUp) })
}

/// Renders `host` at `time` into a 100 × 100 frame.
@discardableResult
@MainActor func frame(_ host: UIKitHostView, at time: Double) -> PixelBuffer {
    OmbreViews.render(root: host, size: PixelSize(width: 100, height: 100), at: time, background: .black)
}
