import OmbreGraphics

/// How a TrueColor visual lays out one pixel in an image, and how to write our pixels in it.
///
/// Our pixels are premultiplied, so writing their color channels and dropping alpha shows them
/// composited over black, which is what an opaque window shows.
struct X11PixelFormat: Equatable {
    var bitsPerPixel: Int
    var redMask: UInt32
    var greenMask: UInt32
    var blueMask: UInt32
    /// Whether the image stores the least significant byte of a pixel first.
    var leastSignificantByteFirst: Bool

    /// A format for a visual of class TrueColor with the given layout.
    /// - Throws: `X11Error.unsupportedVisual` for other visual classes, pixel sizes other than
    ///   16, 24 or 32 bits, and masks that are empty, overlap or are wider than 8 bits.
    init(
        isTrueColor: Bool, depth: Int, bitsPerPixel: Int, redMask: UInt, greenMask: UInt, blueMask: UInt,
        leastSignificantByteFirst: Bool
    ) throws {
        guard isTrueColor else {
            throw X11Error.unsupportedVisual("the default visual (depth \(depth)) is not TrueColor")
        }
        guard [16, 24, 32].contains(bitsPerPixel) else {
            throw X11Error.unsupportedVisual("depth \(depth) uses \(bitsPerPixel) bits per pixel")
        }
        let masks = [redMask, greenMask, blueMask]
        let limit = UInt(1) << UInt(bitsPerPixel)
        guard masks.allSatisfy({ $0 != 0 && $0 < limit && Self.isContiguous($0) && $0.nonzeroBitCount <= 8 }),
            redMask & greenMask == 0, redMask & blueMask == 0, greenMask & blueMask == 0
        else {
            let hex = masks.map { "0x" + String($0, radix: 16) }.joined(separator: "/")
            throw X11Error.unsupportedVisual("depth \(depth) has color masks \(hex)")
        }
        self.bitsPerPixel = bitsPerPixel
        self.redMask = UInt32(redMask)
        self.greenMask = UInt32(greenMask)
        self.blueMask = UInt32(blueMask)
        self.leastSignificantByteFirst = leastSignificantByteFirst
    }

    /// True when our BGRA memory already is this format (X ignores the alpha byte), so rows are copied.
    var isStraightCopy: Bool {
        bitsPerPixel == 32 && redMask == 0xff_0000 && greenMask == 0xff00 && blueMask == 0xff
            && leastSignificantByteFirst == Self.hostIsLittleEndian
    }

    var bytesPerPixel: Int { bitsPerPixel / 8 }

    /// Writes `source` to the top-left of an image at `destination` whose rows are
    /// `bytesPerLine` apart and which holds at least `source.height` rows.
    func write(_ source: PixelBuffer, to destination: UnsafeMutableRawPointer, bytesPerLine: Int) {
        if isStraightCopy {
            for y in 0..<source.height {
                (destination + y * bytesPerLine).copyMemory(from: source.row(y), byteCount: source.width * 4)
            }
            return
        }
        let tables = ChannelTables(format: self)
        let bytes = bytesPerPixel
        for y in 0..<source.height {
            let row = source.row(y)
            let line = destination + y * bytesPerLine
            if bytes == 2 && leastSignificantByteFirst == Self.hostIsLittleEndian {
                // The common 565 case: one typed store per pixel.
                let out = line.assumingMemoryBound(to: UInt16.self)
                for x in 0..<source.width {
                    out[x] = UInt16(truncatingIfNeeded: tables.pixel(row[x]))
                }
                continue
            }
            for x in 0..<source.width {
                let value = tables.pixel(row[x])
                let out = line + x * bytes
                for i in 0..<bytes {
                    let shift = leastSignificantByteFirst ? 8 * i : 8 * (bytes - 1 - i)
                    out.storeBytes(
                        of: UInt8(truncatingIfNeeded: value >> UInt32(shift)), toByteOffset: i, as: UInt8.self)
                }
            }
        }
    }

    /// The pixel value this format stores for the 8-bit channels `r`, `g`, `b` (rounded to nearest).
    func pixelValue(red r: UInt8, green g: UInt8, blue b: UInt8) -> UInt32 {
        Self.scale(r, to: redMask) | Self.scale(g, to: greenMask) | Self.scale(b, to: blueMask)
    }

    static func scale(_ value: UInt8, to mask: UInt32) -> UInt32 {
        let shift = UInt32(mask.trailingZeroBitCount)
        let maximum = mask >> shift
        return ((UInt32(value) * maximum + 127) / 255) << shift
    }

    private static func isContiguous(_ mask: UInt) -> Bool {
        let shifted = mask >> UInt(mask.trailingZeroBitCount)
        return shifted & (shifted + 1) == 0
    }

    private static let hostIsLittleEndian = 1.littleEndian == 1
}

/// Per-channel lookup tables from an 8-bit channel to its bits in the pixel value.
private struct ChannelTables {
    var red: [UInt32]
    var green: [UInt32]
    var blue: [UInt32]

    init(format: X11PixelFormat) {
        red = (0...255).map { X11PixelFormat.scale(UInt8($0), to: format.redMask) }
        green = (0...255).map { X11PixelFormat.scale(UInt8($0), to: format.greenMask) }
        blue = (0...255).map { X11PixelFormat.scale(UInt8($0), to: format.blueMask) }
    }

    /// The value for one premultiplied BGRA pixel (alpha dropped: composited over black).
    func pixel(_ bgra: UInt32) -> UInt32 {
        red[Int((bgra >> 16) & 0xff)] | green[Int((bgra >> 8) & 0xff)] | blue[Int(bgra & 0xff)]
    }
}
