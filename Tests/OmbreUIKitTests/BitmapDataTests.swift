import Foundation
import OmbreGraphics
import Testing

@testable import OmbreUIKit

/// A pixel as libraries lay one out in their own memory for a bitmap context: alpha first.
private struct AlphaFirstPixel {
    var a: UInt8
    var r: UInt8
    var g: UInt8
    var b: UInt8
}

/// Bitmap contexts made over memory the caller filled, as libraries build gradient images
/// pixel by pixel and then ask the context for an image of them.
@MainActor @Suite struct BitmapDataTests {
    private let rgb = CGColorSpaceCreateDeviceRGB()

    @Test func bitmapContextStartsWithThePixelsItsMemoryHolds() throws {
        // Top row: red, half-transparent green (premultiplied); bottom row: blue, white.
        var pixels = [
            AlphaFirstPixel(a: 255, r: 255, g: 0, b: 0), AlphaFirstPixel(a: 128, r: 0, g: 128, b: 0),
            AlphaFirstPixel(a: 255, r: 0, g: 0, b: 255), AlphaFirstPixel(a: 255, r: 255, g: 255, b: 255),
        ]
        let image = try #require(
            CGContext(
                data: &pixels, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)?.makeImage())
        // The memory's first row is the image's top row.
        #expect(image.pixels[0, 0] == Color.red.pixel && image.pixels[1, 0] == 0x8000_8000)
        #expect(image.pixels[0, 1] == Color.blue.pixel && image.pixels[1, 1] == Color.white.pixel)
    }

    @Test func whatIsDrawnReachesTheMemoryWhenDataIsRead() throws {
        // A 2 × 1 context over the caller's memory, alpha first: the left pixel filled red
        // (in Core Graphics' y-up space), the right one half-transparent blue, unpremultiplied.
        var pixels = [AlphaFirstPixel](repeating: AlphaFirstPixel(a: 0, r: 0, g: 0, b: 0), count: 2)
        try pixels.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                    bitmapInfo: CGImageAlphaInfo.first.rawValue))
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.setFillColor(UIColor.blue.withAlphaComponent(0.5).cgColor)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(context.data == memory.baseAddress && context.bytesPerRow == 8)
        }
        #expect(pixels[0].a == 255 && pixels[0].r == 255 && pixels[0].g == 0 && pixels[0].b == 0)
        #expect(pixels[1].a == 128 && pixels[1].b == 255 && pixels[1].r == 0, "unpremultiplied: \(pixels[1])")
        // A context given no memory makes its own, which `data` gives.
        let own = try #require(
            CGContext(
                data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        own.setFillColor(UIColor.green.cgColor)
        own.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let bytes = try #require(own.data).assumingMemoryBound(to: UInt8.self)
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 4)) == [0, 255, 0, 255])
        #expect(own.bytesPerRow == 12)
    }

    @Test func anImagesBytesAreReadThroughCoreFoundationData() throws {
        let image = try #require(
            UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }.cgImage)
        let data = try #require(image.dataProvider?.data)
        #expect(CFDataGetLength(data) == image.bytesPerRow * image.height)
        let bytes = try #require(CFDataGetBytePtr(data))
        // Premultiplied BGRA, blue first: red is (0, 0, 255, 255).
        #expect(Array(UnsafeBufferPointer(start: bytes, count: 4)) == [0, 0, 255, 255])
        #expect((data as Data).count == CFDataGetLength(data))
    }

    @Test func byteOrderAndAlphaInfoPlaceTheComponents() throws {
        // One orange pixel (r 255, g 128, b 0), opaque, in each layout.
        let layouts: [(bytes: [UInt8], info: UInt32)] = [
            ([255, 255, 128, 0], CGImageAlphaInfo.premultipliedFirst.rawValue),
            ([255, 128, 0, 255], CGImageAlphaInfo.premultipliedLast.rawValue),
            (
                [0, 128, 255, 255],
                CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            ),
            (
                [255, 0, 128, 255],
                CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            ),
            ([7, 255, 128, 0], CGImageAlphaInfo.noneSkipFirst.rawValue),
        ]
        for layout in layouts {
            var bytes = layout.bytes
            let image = try #require(
                CGContext(
                    data: &bytes, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: rgb,
                    bitmapInfo: layout.info)?.makeImage())
            #expect(image.pixels[0, 0] == 0xFFFF_8000, "bitmapInfo \(layout.info)")
        }
        // Straight (not premultiplied) alpha is multiplied in; a gray byte is a level.
        var straight: [UInt8] = [255, 0, 0, 128]
        let halfRed = try #require(
            CGContext(
                data: &straight, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: rgb,
                bitmapInfo: CGImageAlphaInfo.last.rawValue)?.makeImage())
        #expect(halfRed.pixels[0, 0] == 0x8080_0000)
        var level: [UInt8] = [64]
        let gray = try #require(
            CGContext(
                data: &level, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 1,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)?.makeImage())
        #expect(gray.pixels[0, 0] == 0xFF40_4040)
    }

    @Test func drawingGoesOverThePixelsTheMemoryHeldAndClearRemovesThem() throws {
        var pixels = [AlphaFirstPixel](repeating: AlphaFirstPixel(a: 255, r: 0, g: 0, b: 255), count: 4)
        let context = try #require(
            CGContext(
                data: &pixels, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue))
        // y up: the unit square at the origin is the bottom-left pixel.
        context.setFillColor(UIColor.red.withAlphaComponent(0.5).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.clear)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let image = try #require(context.makeImage())
        #expect(image.pixels[0, 0] == Color.blue.pixel && image.pixels[1, 1] == Color.blue.pixel)
        // Half red over the memory's blue, and the cleared pixel transparent.
        let mixed = image.pixels[0, 1]
        #expect(mixed >> 24 == 0xFF && abs(Int((mixed >> 16) & 0xFF) - 128) <= 1 && abs(Int(mixed & 0xFF) - 127) <= 1)
        #expect(image.pixels[1, 0] == 0)
    }
}
