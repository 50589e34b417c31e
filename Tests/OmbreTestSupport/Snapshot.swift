import Foundation
import OmbreGraphics
import Testing

/// How far a rendering may stray from its reference image.
public enum SnapshotTolerance: Sendable {
    /// Every channel of every pixel must match.
    case exact
    /// Channels may differ by at most this many levels (name the reason at the call site).
    case levels(Int)

    /// The largest channel difference allowed, in levels.
    public var levels: Int {
        switch self {
        case .exact: 0
        case .levels(let n): n
        }
    }
}

/// Compares `image` with `__Snapshots__/<name>.png` next to the calling test file and records a test
/// issue when they differ or the reference is missing.
///
/// With `OMBRE_RECORD_SNAPSHOTS=1` the reference is (re)written instead, and the test fails
/// so that a recording run is never mistaken for a passing one. On a mismatch
/// `<name>.actual.png` and `<name>.diff.png` (differences in red over a dimmed reference) are
/// written next to the reference and their paths printed.
public func expectSnapshot(
    _ image: PixelBuffer, named name: String, tolerance: SnapshotTolerance = .exact,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    precondition(image.width <= 256 && image.height <= 256, "reference images stay small (≤ 256×256)")
    let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    let reference = folder.appendingPathComponent("\(name).png")
    let actualURL = folder.appendingPathComponent("\(name).actual.png")
    let diffURL = folder.appendingPathComponent("\(name).diff.png")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if ProcessInfo.processInfo.environment["OMBRE_RECORD_SNAPSHOTS"] == "1" {
            try Data(image.pngData()).write(to: reference)
            Issue.record(
                "recorded \(reference.path); run again without OMBRE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            try Data(image.pngData()).write(to: actualURL)
            print("snapshot \(name): missing reference; actual \(actualURL.path)")
            Issue.record(
                "missing reference \(reference.path) (actual: \(actualURL.path)); record with OMBRE_RECORD_SNAPSHOTS=1",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try PixelBuffer(pngData: Array(Data(contentsOf: reference)))
        guard expected.width == image.width, expected.height == image.height else {
            try Data(image.pngData()).write(to: actualURL)
            print("snapshot \(name): actual \(actualURL.path)")
            Issue.record(
                "\(name) is \(image.width)x\(image.height), reference \(expected.width)x\(expected.height)",
                sourceLocation: sourceLocation)
            return
        }
        let (worst, diff) = difference(image, expected)
        guard worst > tolerance.levels else {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return
        }
        try Data(image.pngData()).write(to: actualURL)
        try Data(diff.pngData()).write(to: diffURL)
        print("snapshot \(name): actual \(actualURL.path), diff \(diffURL.path)")
        let message =
            "\(name) differs by up to \(worst) levels (tolerance \(tolerance.levels)); "
            + "actual: \(actualURL.path), diff: \(diffURL.path)"
        Issue.record("\(message)", sourceLocation: sourceLocation)
    } catch {
        Issue.record("snapshot \(name): \(error)", sourceLocation: sourceLocation)
    }
}

/// The largest channel difference, and an image of where the two differ.
private func difference(_ a: PixelBuffer, _ b: PixelBuffer) -> (Int, PixelBuffer) {
    let diff = PixelBuffer(width: a.width, height: a.height)
    var worst = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            var d = 0
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                d = max(d, abs(Int(a[x, y] >> shift & 0xFF) - Int(b[x, y] >> shift & 0xFF)))
            }
            worst = max(worst, d)
            // Matching pixels show the reference's alpha as a dim gray, so the shape stays readable.
            let dim = UInt32(b[x, y] >> 24) / 4
            diff[x, y] = d == 0 ? 0xFF00_0000 | dim * 0x01_0101 : 0xFF00_0000 | UInt32(min(255, 128 + d)) << 16
        }
    }
    return (worst, diff)
}
