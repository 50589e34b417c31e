import OmbreGraphics

/// Fields of a runner's reply read straight from its bytes, for the reply that comes every
/// frame.
enum ReplyBytes {
    /// A decimal integer with an optional leading `-`; nil for anything else, or past `Int`.
    static func integer(_ bytes: ArraySlice<UInt8>) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return negative ? -value : value
    }

    /// `1` as true and `0` as false; nil for anything else.
    static func flag(_ bytes: ArraySlice<UInt8>) -> Bool? {
        guard bytes.count == 1 else { return nil }
        switch bytes.first {
        case UInt8(ascii: "1"): return true
        case UInt8(ascii: "0"): return false
        default: return nil
        }
    }

    /// `X,Y,W,H;…` (or `-` for none) as rectangles, nil unless each reads as one and lies
    /// inside `size`.
    static func rectangles(_ bytes: ArraySlice<UInt8>, inside size: PixelSize) -> [IntRect]? {
        guard !bytes.elementsEqual("-".utf8) else { return [] }
        var rects: [IntRect] = []
        var parts = ByteFields(bytes, separator: UInt8(ascii: ";"))
        while let part = parts.next() {
            var numbers = ByteFields(part, separator: UInt8(ascii: ","))
            guard let x = numbers.next().flatMap(integer), let y = numbers.next().flatMap(integer),
                let width = numbers.next().flatMap(integer), let height = numbers.next().flatMap(integer),
                numbers.next() == nil, x >= 0, y >= 0, width > 0, height > 0, x <= size.width - width,
                y <= size.height - height
            else { return nil }
            rects.append(IntRect(minX: x, minY: y, maxX: x + width, maxY: y + height))
        }
        return rects
    }
}

/// The parts of some bytes between separators, empty ones included (as `split` with
/// `omittingEmptySubsequences: false` gives them), one at a time: a frame's reply is read
/// every frame, and arrays of its parts cost more than reading them.
struct ByteFields: IteratorProtocol {
    private var rest: ArraySlice<UInt8>?
    private let separator: UInt8

    init(_ bytes: ArraySlice<UInt8>, separator: UInt8) {
        rest = bytes
        self.separator = separator
    }

    mutating func next() -> ArraySlice<UInt8>? {
        guard let bytes = rest else { return nil }
        guard let end = bytes.firstIndex(of: separator) else {
            rest = nil
            return bytes
        }
        rest = bytes[(end + 1)...]
        return bytes[..<end]
    }
}
