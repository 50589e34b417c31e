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
        for part in bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            let numbers = part.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).compactMap(
                integer)
            guard numbers.count == 4, numbers[0] >= 0, numbers[1] >= 0, numbers[2] > 0, numbers[3] > 0,
                numbers[0] <= size.width - numbers[2], numbers[1] <= size.height - numbers[3]
            else { return nil }
            rects.append(
                IntRect(
                    minX: numbers[0], minY: numbers[1], maxX: numbers[0] + numbers[2], maxY: numbers[1] + numbers[3]))
        }
        return rects
    }
}
