/// The largest difference between corresponding 8-bit channels of two pixels.
public func maxChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var worst = 0
    for shift in stride(from: 0, to: 32, by: 8) {
        worst = max(worst, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
    }
    return worst
}
