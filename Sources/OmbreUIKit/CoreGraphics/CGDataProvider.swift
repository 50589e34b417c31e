import Foundation
import OmbreGraphics

/// The bytes behind an image, as `CGImage.dataProvider` gives them: the image's pixels in the
/// layout its `bitsPerPixel` and `bytesPerRow` describe (8-bit gray, or 32-bit premultiplied
/// BGRA, blue first, as iOS's bitmap contexts lay out little-endian pixels).
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes, row after row.
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The provider of `image`'s pixels.
    convenience init(image: CGImage) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(image.bytesPerRow * image.height)
        for y in 0..<image.height {
            let row = image.pixels.row(y)
            for x in 0..<image.width {
                let p = row[x]
                if image.isGray {
                    bytes.append(UInt8(p & 0xFF))
                } else {
                    bytes += [UInt8(p & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p >> 16 & 0xFF), UInt8(p >> 24)]
                }
            }
        }
        self.init(bytes: bytes)
    }

    /// A copy of the bytes, as Core Foundation data (read with `CFDataGetBytePtr`,
    /// `CFDataGetLength`, or as `Data`).
    public var data: CFData? { NSData(bytes: bytes, length: bytes.count) }
}

/// Core Foundation's immutable bytes, which bridge to `Data`.
public typealias CFData = NSData

/// A count of Core Foundation items.
public typealias CFIndex = Int

/// The first byte of `theData`, valid while it lives.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// How many bytes `theData` holds.
public func CFDataGetLength(_ theData: CFData!) -> CFIndex { theData.length }

extension CGImage {
    /// The provider of the image's bytes.
    public var dataProvider: CGDataProvider? { CGDataProvider(image: self) }
}
