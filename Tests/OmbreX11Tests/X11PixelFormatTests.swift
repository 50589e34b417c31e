import OmbreGraphics
import Testing

@testable import OmbreX11

struct X11PixelFormatTests {
    func format(
        bits: Int, red: UInt, green: UInt, blue: UInt, lsbFirst: Bool = true, trueColor: Bool = true
    ) throws -> X11PixelFormat {
        try X11PixelFormat(
            isTrueColor: trueColor, depth: bits == 32 ? 24 : bits, bitsPerPixel: bits, redMask: red, greenMask: green,
            blueMask: blue, leastSignificantByteFirst: lsbFirst)
    }

    @Test func bgrx32IsAStraightCopyOfPremultipliedPixels() throws {
        let bgrx = try format(bits: 32, red: 0xff_0000, green: 0xff00, blue: 0xff)
        #expect(bgrx.isStraightCopy)
        let source = PixelBuffer(width: 3, height: 2)
        source[0, 0] = 0x8040_2010
        source[2, 1] = 0xff12_3456
        var out = [UInt32](repeating: 0xdead_beef, count: 8)  // 4 pixels per row: padding stays
        out.withUnsafeMutableBytes { bgrx.write(source, to: $0.baseAddress!, bytesPerLine: 16) }
        #expect(out == [0x8040_2010, 0, 0, 0xdead_beef, 0, 0, 0xff12_3456, 0xdead_beef])
    }

    @Test func rgb565RoundsEachChannel() throws {
        let rgb565 = try format(bits: 16, red: 0xf800, green: 0x07e0, blue: 0x001f)
        #expect(!rgb565.isStraightCopy)
        let source = PixelBuffer(width: 3, height: 1)
        source[0, 0] = 0xffff_ffff
        source[1, 0] = 0xff84_8200  // 0x84 -> 16 of 31, 0x82 -> 32 of 63
        source[2, 0] = 0x8080_0000  // half-transparent red, premultiplied: shown over black
        var out = [UInt16](repeating: 0, count: 3)
        out.withUnsafeMutableBytes { rgb565.write(source, to: $0.baseAddress!, bytesPerLine: 6) }
        #expect(out == [0xffff, 16 << 11 | 32 << 5, 16 << 11])
    }

    @Test func bigEndianAndPackedLayoutsWriteBytesInOrder() throws {
        let rgbx = try format(bits: 32, red: 0xff, green: 0xff00, blue: 0xff_0000, lsbFirst: false)
        #expect(!rgbx.isStraightCopy)
        let source = PixelBuffer(width: 1, height: 1)
        source[0, 0] = 0xff11_2233
        var out = [UInt8](repeating: 0, count: 4)
        out.withUnsafeMutableBytes { rgbx.write(source, to: $0.baseAddress!, bytesPerLine: 4) }
        #expect(out == [0x00, 0x33, 0x22, 0x11])
        let packed = try format(bits: 24, red: 0xff_0000, green: 0xff00, blue: 0xff)
        var three = [UInt8](repeating: 0, count: 3)
        three.withUnsafeMutableBytes { packed.write(source, to: $0.baseAddress!, bytesPerLine: 3) }
        #expect(three == [0x33, 0x22, 0x11])
    }

    @Test func unusableVisualsAreRefusedWithAReason() {
        #expect(throws: X11Error.self) { try format(bits: 8, red: 0xe0, green: 0x1c, blue: 0x03) }
        #expect(throws: X11Error.self) {
            try format(bits: 32, red: 0xff_0000, green: 0xff00, blue: 0xff, trueColor: false)
        }
        #expect(throws: X11Error.self) { try format(bits: 32, red: 0xff_0000, green: 0xff_0000, blue: 0xff) }
        #expect(throws: X11Error.self) { try format(bits: 32, red: 0x3ff0_0000, green: 0xffc00, blue: 0x3ff) }
        let error = #expect(throws: X11Error.self) { try format(bits: 16, red: 0xf00f, green: 0x07e0, blue: 0x0010) }
        #expect(error?.description.contains("0xf00f") == true)
    }
}
