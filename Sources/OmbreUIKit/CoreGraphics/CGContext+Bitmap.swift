import Foundation
import OmbreGraphics

/// The pixels behind a bitmap context: its size and whether it keeps alpha or gray levels.
struct BitmapTarget {
    var width: Int
    var height: Int
    var hasAlpha: Bool
    var isGray: Bool
    /// Pixels per point of a context `UIGraphicsBeginImageContextWithOptions` began; nil for others.
    var imageScale: CGFloat?
    /// The pixels the context starts with: what the caller's memory held when it was made.
    var initial: PixelBuffer?
    /// The memory `CGContext.data` gives (the caller's, or the context's own once asked for),
    /// its row stride and layout; nil for image contexts, which have none to give.
    var memory: (pointer: UnsafeMutableRawPointer?, bytesPerRow: Int, layout: BitmapLayout)?
}

/// Memory a bitmap context made for its `data`, freed with the context.
final class BitmapMemory {
    let pointer: UnsafeMutableRawPointer
    init(bytes: Int) { pointer = .allocate(byteCount: max(bytes, 1), alignment: 16) }
    deinit { pointer.deallocate() }
}

extension CGContext {
    /// A bitmap context of `width` × `height` pixels, in Core Graphics' own space: the origin
    /// at the bottom-left, y up, one unit per pixel. Its pixels start as what `data` holds, in
    /// the layout `space` and `bitmapInfo` give (see `BitmapLayout`), as Core Graphics draws
    /// into the caller's memory; with no `data`, transparent (black where there is no alpha).
    ///
    /// Ombre keeps the pixels itself and writes what is drawn into the memory when `data` is
    /// read (and when `makeImage()` makes an image), not after every drawing call as Core
    /// Graphics does; every layout gives 8-bit components. Fails, as Core Graphics does, for
    /// sides below 1, other than 8 bits per component, or a `bytesPerRow` given too small.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        let components = space.isGray ? 1 : 4
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14, bitsPerComponent == 8,
            bytesPerRow == 0 || bytesPerRow >= width * components
        else { return nil }
        var target = BitmapTarget(width: width, height: height, hasAlpha: alpha.hasAlpha, isGray: space.isGray)
        let layout = BitmapLayout(bitmapInfo: bitmapInfo, isGray: space.isGray)
        let stride = bytesPerRow == 0 ? width * components : bytesPerRow
        if let data {
            target.initial = layout.pixels(from: data, width: width, height: height, bytesPerRow: stride)
        }
        target.memory = (data, stride, layout)
        // Core Graphics' y-up space, over pixel rows that run top to bottom.
        self.init(bitmap: target, base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    /// A bitmap context whose user space `base` maps to its pixels (top-left origin, y down).
    convenience init(bitmap: BitmapTarget, base: CGAffineTransform) {
        self.init(bounds: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        self.bitmap = bitmap
        state.ctm = base
    }

    /// Pixels per point of an image context that `UIGraphicsBeginImageContextWithOptions`
    /// began; nil for other contexts.
    var imageScale: CGFloat? {
        get { bitmap?.imageScale }
        set { bitmap?.imageScale = newValue }
    }

    /// Pixels across a bitmap context; 0 for others.
    public var width: Int { bitmap?.width ?? 0 }
    /// Pixels down a bitmap context; 0 for others.
    public var height: Int { bitmap?.height ?? 0 }

    /// A bitmap context's pixels, as drawn so far, in the layout it was made with: the memory
    /// it was given, or memory of its own when it was given none; nil for other contexts.
    /// Reading it writes what has been drawn into that memory.
    public var data: UnsafeMutableRawPointer? {
        guard let bitmap, let memory = bitmap.memory else { return nil }
        let pointer: UnsafeMutableRawPointer
        if let given = memory.pointer {
            pointer = given
        } else {
            let own = BitmapMemory(bytes: memory.bytesPerRow * bitmap.height)
            ownMemory = own
            self.bitmap?.memory = (own.pointer, memory.bytesPerRow, memory.layout)
            pointer = own.pointer
        }
        memory.layout.write(drawnPixels(bitmap), to: pointer, bytesPerRow: memory.bytesPerRow)
        return pointer
    }

    /// Bytes from one row of a bitmap context's pixels to the next; 0 for other contexts.
    public var bytesPerRow: Int { bitmap?.memory?.bytesPerRow ?? 0 }

    /// What a bitmap context holds now, premultiplied.
    private func drawnPixels(_ bitmap: BitmapTarget) -> PixelBuffer {
        let pixels = bitmap.initial?.copy() ?? PixelBuffer(width: bitmap.width, height: bitmap.height)
        // The bitmap is the backing store itself: a copy sets its pixels.
        list.replay(
            into: Canvas(target: pixels),
            deviceBounds: IntRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height), ownBackingStore: true)
        return pixels
    }

    /// An image of what a bitmap context holds now; nil for other contexts.
    public func makeImage() -> CGImage? {
        guard let bitmap else { return nil }
        let pixels = drawnPixels(bitmap)
        if let memory = bitmap.memory, let pointer = memory.pointer {
            memory.layout.write(pixels, to: pointer, bytesPerRow: memory.bytesPerRow)
        }
        if !bitmap.hasAlpha || bitmap.isGray {
            for y in 0..<pixels.height {
                let row = pixels.row(y)
                for x in 0..<pixels.width {
                    // Premultiplied color over black is the color itself, made opaque; a gray
                    // level of premultiplied components stays premultiplied.
                    let p = row[x]
                    let alpha: UInt32 = bitmap.hasAlpha ? p >> 24 : 0xFF
                    guard bitmap.isGray else {
                        row[x] = p | 0xFF00_0000
                        continue
                    }
                    let level = CGImage.grayLevel(p)
                    row[x] = alpha << 24 | level * 0x1_0101
                }
            }
        }
        return CGImage(pixels: pixels, hasAlpha: bitmap.hasAlpha, isGray: bitmap.isGray)
    }

    // MARK: - Images

    /// Draws `image` stretched over `rect`, its top row at `rect`'s maximum y as Core Graphics
    /// draws in its y-up space; in a flipped (UIKit) context it shows upside down, as on a
    /// device. Pixels are sampled bilinearly at device pixel centers.
    public func draw(_ image: CGImage, in rect: CGRect) {
        draw(image.pattern(in: rect), pixelsIn: rect)
    }

    /// Draws `pattern` (in user space) inside `rect`, with the current alpha and shadow.
    func draw(_ pattern: ImagePattern, pixelsIn rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let base = ImagePattern(pixels: pattern.pixels, placement: pattern.placement.concatenating(state.ctm.ombre))
        let area = Path(rect: Rect(r)).applying(state.ctm.ombre)
        record([.fill(area, .image(base), .nonZero, alpha: Double(state.alpha))])
    }

    /// Limits later drawing, until the graphics state is restored, to `rect` and there to the
    /// mask's coverage: the alpha of an image with alpha, else its gray level (white draws).
    /// The mask is laid out over `rect` as `draw(_:in:)` lays out an image.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        let pattern = CGImage(pixels: mask.maskPixels, hasAlpha: true).pattern(in: r)
        let placed = ImagePattern(pixels: pattern.pixels, placement: pattern.placement.concatenating(state.ctm.ombre))
        list.operations.append(.clipToMask(Path(rect: Rect(r)).applying(state.ctm.ombre), placed))
        state.clipBox = state.clipBox.intersection(r.applying(state.ctm))
    }
}
