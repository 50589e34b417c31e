import Foundation
import OmbreGraphics

/// The result of comparing an image with its frozen reference.
public enum SnapshotResult: Equatable {
    case matches
    /// The reference was (re)written because recording was asked for.
    case recorded(String)
    /// Describes the failure and where the actual and diff images were written.
    case failed(String)
}

/// Compares `image` with the reference `__Snapshots__/<name>.png` beside the test file.
///
/// Channels may differ by at most `tolerance` levels. A missing reference fails; set
/// OMBRE_RECORD_SNAPSHOTS=1 to write references. On failure `<name>.actual.png` and
/// `<name>.diff.png` (differing pixels in red) are written next to the reference.
public func verifySnapshot(
    _ image: PixelBuffer, named name: String, tolerance: Int = 0, testFile: String = #filePath
) -> SnapshotResult {
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let reference = folder.appendingPathComponent("\(name).png")
    precondition(image.width <= 256 && image.height <= 256, "reference images stay small (≤ 256×256)")
    if ProcessInfo.processInfo.environment["OMBRE_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(image.pngData()).write(to: reference)
        return .recorded(reference.path)
    }
    guard let data = try? Data(contentsOf: reference) else {
        let actual = folder.appendingPathComponent("\(name).actual.png")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(image.pngData()).write(to: actual)
        return .failed(
            "missing reference \(reference.path); actual written to \(actual.path); "
                + "run with OMBRE_RECORD_SNAPSHOTS=1 to record it")
    }
    guard let expected = try? PixelBuffer(pngData: Array(data)) else {
        return .failed("reference \(reference.path) is not a readable PNG")
    }
    let (worst, diff) = compare(image, expected)
    if let worst, worst <= tolerance { return .matches }
    let actualURL = folder.appendingPathComponent("\(name).actual.png")
    let diffURL = folder.appendingPathComponent("\(name).diff.png")
    try? Data(image.pngData()).write(to: actualURL)
    if let diff { try? Data(diff.pngData()).write(to: diffURL) }
    let why =
        worst.map { "differs by up to \($0) levels (tolerance \(tolerance))" }
        ?? "has size \(image.width)x\(image.height), reference \(expected.width)x\(expected.height)"
    print("snapshot \(name): actual \(actualURL.path), diff \(diffURL.path)")
    return .failed("snapshot \(name) \(why); actual: \(actualURL.path), diff: \(diffURL.path)")
}

/// The largest channel difference and a diff image, or nil when the sizes differ.
private func compare(_ a: PixelBuffer, _ b: PixelBuffer) -> (Int?, PixelBuffer?) {
    guard a.width == b.width, a.height == b.height else { return (nil, nil) }
    let diff = PixelBuffer(width: a.width, height: a.height)
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let d = maxChannelDifference(a[x, y], b[x, y])
            worst = max(worst, d)
            diff[x, y] = d == 0 ? 0xFF20_2020 : 0xFFFF_0000
        }
    }
    return (worst, diff)
}

/// The largest difference between corresponding 8-bit channels of two pixels.
public func maxChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var worst = 0
    for shift in stride(from: 0, to: 32, by: 8) {
        worst = max(worst, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
    }
    return worst
}
