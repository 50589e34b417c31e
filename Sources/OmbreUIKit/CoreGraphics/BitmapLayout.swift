import Foundation
import OmbreGraphics

/// Where a bitmap context's caller-given memory keeps each pixel's components, as its color
/// space and `bitmapInfo` describe them: 8 bits each, gray in one byte, color in four.
struct BitmapLayout {
    /// Byte offsets of red, green, blue and alpha within a color pixel (alpha nil when skipped).
    let red: Int
    let green: Int
    let blue: Int
    let alpha: Int?
    /// Whether color components are already multiplied by alpha.
    let premultiplied: Bool
    let isGray: Bool

    /// The layout `bitmapInfo` names for 8-bit components in a gray or RGB space.
    ///
    /// The alpha info says whether alpha comes first or last and is kept or skipped; the byte
    /// order, whether the 32-bit pixel is stored big-endian (the default: `…First` is A, R, G,
    /// B in memory) or little-endian (`byteOrder32Little` with `…First` is B, G, R, A). RGB
    /// without alpha, which Core Graphics refuses for a context, is read as skipped-last.
    init(bitmapInfo: UInt32, isGray: Bool) {
        self.isGray = isGray
        let info = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        let first = [.premultipliedFirst, .first, .noneSkipFirst].contains(info)
        // Offsets in big-endian order: the named order of the components.
        var offsets = first ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
        if bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue == CGBitmapInfo.byteOrder32Little.rawValue {
            offsets = (a: 3 - offsets.a, r: 3 - offsets.r, g: 3 - offsets.g, b: 3 - offsets.b)
        }
        red = offsets.r
        green = offsets.g
        blue = offsets.b
        alpha = info.hasAlpha ? offsets.a : nil
        premultiplied = info != .first && info != .last
    }

    /// Bytes per pixel.
    var bytesPerPixel: Int { isGray ? 1 : 4 }

    /// Ombre's premultiplied pixels for the `width` × `height` pixels at `data`, rows
    /// `bytesPerRow` apart, top row first.
    func pixels(from data: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) -> PixelBuffer {
        let buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let source = data.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = buffer.row(y)
            for x in 0..<width {
                row[x] = pixel(at: source + x * bytesPerPixel)
            }
        }
        return buffer
    }

    /// Writes `pixels` (Ombre's premultiplied BGRA) into `data` in this layout, rows
    /// `bytesPerRow` apart, top row first: the inverse of `pixels(from:…)`.
    func write(_ pixels: PixelBuffer, to data: UnsafeMutableRawPointer, bytesPerRow: Int) {
        for y in 0..<pixels.height {
            let target = data.advanced(by: y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let row = pixels.row(y)
            for x in 0..<pixels.width {
                store(row[x], at: target + x * bytesPerPixel)
            }
        }
    }

    /// Stores premultiplied pixel `p` as the components at `q`.
    private func store(_ p: UInt32, at q: UnsafeMutablePointer<UInt8>) {
        let a = p >> 24
        var (r, g, b) = (p >> 16 & 0xFF, p >> 8 & 0xFF, p & 0xFF)
        if isGray {
            q[0] = UInt8(CGImage.grayLevel(p))
            return
        }
        if !premultiplied && a > 0 && a < 255 {
            let straight = { (c: UInt32) in min((c * 255 + a / 2) / a, 255) }
            (r, g, b) = (straight(r), straight(g), straight(b))
        }
        q[red] = UInt8(r)
        q[green] = UInt8(g)
        q[blue] = UInt8(b)
        if let alpha { q[alpha] = UInt8(a) }
    }

    /// The premultiplied pixel of the components at `p`.
    private func pixel(at p: UnsafePointer<UInt8>) -> UInt32 {
        if isGray { return 0xFF00_0000 | UInt32(p[0]) * 0x1_0101 }
        let a = alpha.map { UInt32(p[$0]) } ?? 0xFF
        var (r, g, b) = (UInt32(p[red]), UInt32(p[green]), UInt32(p[blue]))
        if premultiplied {
            // A premultiplied component above its alpha is no color; keep it within.
            (r, g, b) = (min(r, a), min(g, a), min(b, a))
        } else {
            (r, g, b) = ((r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255)
        }
        return a << 24 | r << 16 | g << 8 | b
    }
}
