import Foundation
import Testing

@testable import OmbreGraphics

@Suite struct PNGEncodingTests {
    /// Every premultiplied value there is: row a holds alpha a, and blue runs 0...a along the
    /// row (then stays at a), with green and red derived from it, so transparent,
    /// half-transparent and opaque pixels all appear.
    static let everyPremultipliedValue: PixelBuffer = {
        let image = PixelBuffer(width: 256, height: 256)
        for a in 0..<256 {
            for x in 0..<256 {
                let blue = UInt32(min(x, a))
                let green = UInt32(a) - blue
                let red = blue / 2
                image[x, a] = UInt32(a) << 24 | red << 16 | green << 8 | blue
            }
        }
        return image
    }()

    /// A dithered gradient from opaque orange to `clear` over transparency, as a view with a
    /// fading gradient renders into a transparent frame.
    static let gradientToClear: PixelBuffer = {
        let image = PixelBuffer(width: 96, height: 64)
        let bounds = Rect(x: 0, y: 0, width: 96, height: 64)
        let gradient = Gradient(
            colors: [Color(red: 1, green: 0.55, blue: 0.1, alpha: 1), .clear], startPoint: Point(x: 0, y: 0),
            endPoint: Point(x: 1, y: 1), interpolation: .srgb)
        Canvas(target: image).fill(bounds, with: .gradient(gradient, bounds: bounds, dither: true))
        return image
    }()

    static let settings: [PNGCompression] = [
        .standard,
        PNGCompression(level: 0, filters: .none)!,
        PNGCompression(level: 1, filters: .sub)!,
        PNGCompression(level: 3, filters: .up)!,
        PNGCompression(level: 9, filters: [.average, .paeth])!,
    ]

    @Test(arguments: settings)
    func everyPremultipliedPixelRoundTripsExactly(compression: PNGCompression) throws {
        let image = Self.everyPremultipliedValue
        let decoded = try PixelBuffer(pngData: image.pngData(compression: compression))
        #expect(decoded == image)
    }

    @Test(arguments: settings)
    func fileStoresTheStraightPixelsOfStraightBGRA(compression: PNGCompression) throws {
        let image = Self.everyPremultipliedValue
        let file = try PixelBuffer.decodeStraightBGRA(image.pngData(compression: compression))
        #expect(file.width == 256 && file.height == 256)
        #expect(file.bytes == image.straightBGRA())
    }

    /// The references under `Tests/*/__Snapshots__` were written by the earlier encoder
    /// (libpng's simplified API); encoding what they decode to must store the very same bytes.
    @Test func frozenReferencesReencodeToTheSameStraightPixels() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folders = try FileManager.default.contentsOfDirectory(atPath: tests.path).map {
            tests.appendingPathComponent($0).appendingPathComponent("__Snapshots__")
        }
        var checked = 0
        var translucent = 0
        for folder in folders where FileManager.default.fileExists(atPath: folder.path) {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            for name in names
            where name.hasSuffix(".png") && !name.hasSuffix(".actual.png") && !name.hasSuffix(".diff.png") {
                let frozen = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
                let old = try PixelBuffer.decodeStraightBGRA(frozen)
                let new = try PixelBuffer.decodeStraightBGRA(PixelBuffer(pngData: frozen).pngData())
                #expect(new.width == old.width && new.height == old.height, "\(name)")
                #expect(new.bytes == old.bytes, "\(name)")
                checked += 1
                if stride(from: 3, to: old.bytes.count, by: 4).contains(where: { old.bytes[$0] != 255 }) {
                    translucent += 1
                }
            }
        }
        #expect(checked >= 20, "found only \(checked) reference images")
        #expect(translucent >= 2, "no reference image with transparency was checked")
    }

    /// `png-*.png` were written by the earlier encoder from the images built here; the new one
    /// must store the same straight bytes, transparent and half-transparent pixels included.
    @Test(arguments: [
        ("png-every-premultiplied-value", everyPremultipliedValue), ("png-gradient-to-clear", gradientToClear),
    ])
    func translucentImagesStoreWhatTheEarlierEncoderStored(name: String, image: PixelBuffer) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let frozen = Array(try Data(contentsOf: folder.appendingPathComponent("\(name).png")))
        let old = try PixelBuffer.decodeStraightBGRA(frozen)
        let new = try PixelBuffer.decodeStraightBGRA(image.pngData())
        #expect(new.bytes == old.bytes)
        #expect(try PixelBuffer(pngData: frozen) == image)
    }

    @Test func compressionSettingsChangeSizeNotPixels() throws {
        let image = Self.everyPremultipliedValue
        let stored = try image.pngData(compression: PNGCompression(level: 0, filters: .none)!)
        let smallest = try image.pngData(compression: PNGCompression(level: 9, filters: .all)!)
        // Level 0 stores: at least the raw 4 bytes per pixel plus a filter byte per row.
        #expect(stored.count >= 256 * (256 * 4 + 1))
        #expect(smallest.count < stored.count / 2)
        #expect(try PixelBuffer(pngData: stored) == PixelBuffer(pngData: smallest))
    }

    @Test func aFlatColorFrameEncodesSmall() throws {
        let image = PixelBuffer(width: 1920, height: 1080)
        image.fill(0xFF33_6699)
        let data = try image.pngData()
        // 8 MB of pixels; deflate packs a repeated pattern about 1000:1.
        #expect(data.count < 16_384, "a flat 1080p frame took \(data.count) bytes")
        let decoded = try PixelBuffer(pngData: data)
        #expect(decoded.width == 1920 && decoded.height == 1080)
        #expect(decoded.pixels.allSatisfy { $0 == 0xFF33_6699 })
    }

    @Test func libpngErrorsComeBackAsSwiftErrors() throws {
        // A zero width reaches libpng, which reports it by longjmp inside the C shim.
        let error = #expect(throws: PNGError.self) {
            try [UInt8]().withUnsafeBytes { pixels in
                try PixelBuffer.encodePNG(straightBGRA: pixels, width: 0, height: 4, compression: .standard)
            }
        }
        #expect(error?.description.hasPrefix("libpng: ") == true)
        #expect(error?.description.contains("IHDR") == true, "\(error?.description ?? "")")
        // The failed encode left nothing behind that spoils the next one.
        let image = PixelBuffer(width: 2, height: 2)
        image.fill(0x8040_2010)
        #expect(try PixelBuffer(pngData: image.pngData()) == image)
    }

    @Test func anEmptyImageIsRefusedClearly() {
        let error = #expect(throws: PNGError.self) { try PixelBuffer(width: 0, height: 0).pngData() }
        #expect(error?.description == "cannot encode an empty image")
    }

    @Test func writingWhereNoFileCanBeIsAClearError() {
        let image = PixelBuffer(width: 4, height: 4)
        let missing = #expect(throws: PNGError.self) { try image.writePNG(to: "/nonexistent-folder/out.png") }
        #expect(missing?.description == "cannot write /nonexistent-folder/out.png: No such file or directory")
        let full = #expect(throws: PNGError.self) { try image.writePNG(to: "/dev/full") }
        #expect(full?.description == "cannot write /dev/full: No space left on device")
    }

    @Test func compressionRefusesLevelsAndFiltersThatDoNotExist() {
        #expect(PNGCompression(level: -1, filters: .all) == nil)
        #expect(PNGCompression(level: 10, filters: .all) == nil)
        #expect(PNGCompression(level: 6, filters: []) == nil)
        #expect(PNGCompression(level: 6, filters: PNGCompression.Filters(rawValue: 64)) == nil)
        #expect(PNGCompression(level: 9, filters: .paeth)?.filters == .paeth)
    }
}
