import Foundation
import OmbreGraphics
import OmbreScene
import OmbreViews

/// The preview's `l` overlay for debugging a layout: every view's frame outlined, the view
/// under the pointer outlined in yellow and named, with its constraints, in a caption and
/// (its first line) in the title.
///
/// A Swift scene's views live in its runner process, which is asked for the outline after
/// each frame; a YAML scene's view tree is walked here.
struct PreviewLayoutOverlay {
    var isShown = false
    /// The outline drawn last, for the title.
    private(set) var outline: LayoutOutline?
    /// The description last printed, so that one is printed once per view pointed at.
    private var printed: [String] = []

    /// Asks `scene` for its outline with the view at `pointer` (window points).
    mutating func refresh(scene: Scene, pointer: Point?) {
        if let live = scene.live {
            outline = live.layoutOutline(at: pointer)
        } else {
            outline = LayoutOutline(root: scene.root, at: pointer)
        }
        let pointed = outline?.pointed ?? []
        if pointed != printed, !pointed.isEmpty {
            // On the terminal too, where the constraints can be read whole and copied.
            for line in pointed { printError("ombre: layout: \(line)") }
        }
        printed = pointed
    }

    /// Draws the outlines over `frame` (pixels at `scale` per point), and the description of
    /// the view under the pointer in a caption in the corner away from the pointer, or at the
    /// bottom when `topTaken` (the `h` overlay is there).
    /// - Throws: `FontError` when no font can be found for the caption.
    func draw(on frame: PixelBuffer, scale: Double, pointerY: Double?, topTaken: Bool) throws(FontError) {
        guard let outline else { return }
        outline.drawOutlines(on: frame, scale: scale)
        guard !outline.pointed.isEmpty else { return }
        let pointerAbove = (pointerY ?? 0) * scale < Double(frame.height) / 2
        let corner: Caption.Corner = pointerAbove || topTaken ? .bottomLeft : .topLeft
        let lines = outline.pointed.prefix(1) + outline.pointed.dropFirst().map(Self.brief)
        // Small text (11 pixels), so that long constraints fit more of themselves.
        try Caption(Array(lines), frameHeight: 132).draw(on: frame, at: corner)
    }

    /// A constraint's description without what every line repeats (`<NSLayoutConstraint:0x… `
    /// and `   (active)>`), to leave the caption's width to what differs; stderr has it whole.
    static func brief(_ description: String) -> String {
        var text = Substring(description)
        if text.hasPrefix("<NSLayoutConstraint:"), let space = text.firstIndex(of: " ") {
            text = text[text.index(after: space)...]
        }
        for tail in ["   (active)>", ">"] where text.hasSuffix(tail) {
            text = text.dropLast(tail.count)
            break
        }
        return String(text)
    }

    /// What the title adds: the view under the pointer and its frame.
    var titleSuffix: String {
        guard isShown else { return "" }
        guard let first = outline?.pointed.first else { return " — layout" }
        return " — layout: " + first
    }
}
