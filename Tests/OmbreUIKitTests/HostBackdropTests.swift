import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A hosted root view whose opaque background covers the frame lays it down as a clear of the
/// frame's pixels, which must be the pixels its fill would give.
@MainActor @Suite struct HostBackdropTests {
    /// A root view in an uneven blue with a translucent child between pixels.
    private static func host(background: UIColor) -> UIKitHostView {
        UIKitHostView(view: { frame in
            let root = UIView(frame: frame)
            root.backgroundColor = background
            let child = UIView(frame: CGRect(x: 10.5, y: 7.25, width: 30, height: 20))
            child.backgroundColor = .orange
            child.alpha = 0.6
            root.addSubview(child)
            return root
        })
    }

    /// Draws `host`'s layer tree as it stands with every layer filled, its root's background too.
    private static func filled(_ host: UIKitHostView, size: PixelSize, scale: Double) throws -> PixelBuffer {
        let node = try #require(host.rootView?.layer.node(at: 0))
        let buffer = PixelBuffer(size: size)
        let canvas = Canvas(target: buffer)
        canvas.clear(to: Color.black.pixel)
        canvas.concatenate(AffineTransform(scaleX: scale, y: scale))
        node.draw(in: canvas)
        return buffer
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func opaqueRootViewGivesThePixelsOfItsFill(scale: Double) throws {
        let host = Self.host(background: UIColor(red: 0.2, green: 0.55, blue: 0.9, alpha: 1))
        let size = PixelSize(width: Int(64 * scale), height: Int(48 * scale))
        let frame = OmbreViews.render(root: host, size: size, scale: scale, at: 0, background: .black)
        #expect(frame[0, 0] != Color.black.pixel)
        #expect(frame == (try Self.filled(host, size: size, scale: scale)))
    }

    @Test func translucentRootViewIsDrawnOverTheBackground() throws {
        let host = Self.host(background: UIColor(red: 0.2, green: 0.55, blue: 0.9, alpha: 0.5))
        let size = PixelSize(width: 64, height: 48)
        let frame = OmbreViews.render(root: host, size: size, at: 0, background: .black)
        #expect(frame[0, 0] >> 24 == 255)
        #expect(frame == (try Self.filled(host, size: size, scale: 1)))
    }
}
