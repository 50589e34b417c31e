import OmbreGraphics
import OmbreX11

/// The preview window's visual-QA tools: the pixel inspector (i), and with a reference image
/// the onion skin (o) and the difference view (d).
///
/// It turns the rendered frame into the shown one and says what the title should add; the
/// session owns the frame clock and the window.
package final class PreviewQATools {
    /// What is shown instead of the plain frame.
    enum Overlay {
        case none, onionSkin, difference
    }

    /// The image `o` and `d` compare against, aligned at the top-left corner.
    let reference: PixelBuffer?
    /// Pixels per point, for the inspector's point coordinates.
    var scale: Double = 1
    private(set) var inspecting = false
    private(set) var overlay = Overlay.none
    private var pointer: X11PointerPosition?
    /// The last frame shown, overlays included.
    private var shown: PixelBuffer?
    private var composed: PixelBuffer?

    package init(reference: PixelBuffer?) {
        self.reference = reference
    }

    /// Acts on the commands that belong to the tools; returns whether the shown frame changes.
    func handle(_ command: X11Command) -> Bool {
        switch command {
        case .inspect:
            inspecting.toggle()
            return false
        case .onionSkin:
            return toggle(.onionSkin, key: "o")
        case .difference:
            return toggle(.difference, key: "d")
        default:
            return false
        }
    }

    private func toggle(_ mode: Overlay, key: String) -> Bool {
        guard reference != nil else {
            printError("ombre: \(key) compares with a reference image: start the preview with --reference FILE.png")
            return false
        }
        overlay = overlay == mode ? .none : mode
        return true
    }

    func pointerMoved(to position: X11PointerPosition?) {
        pointer = position
    }

    /// What the window shows for `frame`: the frame itself, or it mixed with the reference.
    func present(_ frame: PixelBuffer) -> PixelBuffer {
        guard let reference, overlay != .none else {
            shown = frame
            return frame
        }
        let out = composed.flatMap { $0.size == frame.size ? $0 : nil } ?? PixelBuffer(size: frame.size)
        composed = out
        switch overlay {
        case .onionSkin: DifferenceImages.onionSkin(frame, reference, into: out)
        case .difference: DifferenceImages.difference(frame, reference, into: out)
        case .none: break
        }
        shown = out
        return out
    }

    /// What the title adds: the overlay's name, and with the inspector on, the pointer's
    /// position in points and pixels and the hex color shown there.
    var titleSuffix: String {
        var parts: [String] = []
        switch overlay {
        case .onionSkin: parts.append("onion skin")
        case .difference: parts.append("difference")
        case .none: break
        }
        if inspecting {
            if let pointer, let shown, (0..<shown.width).contains(pointer.x), (0..<shown.height).contains(pointer.y) {
                let pixel = shown[pointer.x, pointer.y]
                let points = "\(Self.points(pointer.x, scale)), \(Self.points(pointer.y, scale))"
                parts.append("\(points) pt (\(pointer.x), \(pointer.y) px) \(Self.hex(pixel))")
            } else {
                parts.append("inspector: point at the window")
            }
        }
        return parts.isEmpty ? "" : " — " + parts.joined(separator: " — ")
    }

    /// The point coordinate of pixel `p` at `scale`, as briefly as it reads exactly enough.
    private static func points(_ p: Int, _ scale: Double) -> String {
        let value = Double(p) / scale
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// `#RRGGBB` of the color a pixel shows (windows show premultiplied colors over black).
    static func hex(_ pixel: UInt32) -> String {
        let digits = String(pixel & 0xFF_FFFF, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}
