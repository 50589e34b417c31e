import Foundation
import OmbreGraphics
import OmbreScene
import Synchronization

/// Renders and compares the cases of a snapshot suite on every usable CPU, writing the images the
/// report shows into `report/images`.
struct SnapshotRunner: Sendable {
    /// The folder of reference images.
    let references: URL
    /// The report folder (`report` or `report-K-of-N` inside `references`).
    let report: URL
    let tolerance: Int
    /// Write the renderings as the new references instead of comparing.
    let record: Bool
    let threads: Int

    /// Runs `cases`, returning their results in the same order; `report` gets each result in
    /// that order as soon as it and every one before it are done.
    /// - Throws: `CLIError` for trouble (a scene that no longer loads, a file that cannot be written).
    func run(
        _ cases: [SnapshotCase], report: @escaping @Sendable (SnapshotResult) -> Void = { _ in }
    ) throws(CLIError) -> [SnapshotResult] {
        // The results so far, and how many of them have been passed to `report`.
        let results = Mutex(([SnapshotResult?](repeating: nil, count: cases.count), 0))
        let failure = Mutex<CLIError?>(nil)
        let next = Atomic(0)
        let workers = max(1, min(threads, cases.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while failure.withLock({ $0 == nil }) {
                let (i, _) = next.add(1, ordering: .relaxed)
                guard i < cases.count else { return }
                do throws(CLIError) {
                    let result = try run(cases[i])
                    results.withLock { state in
                        state.0[i] = result
                        while state.1 < cases.count, let done = state.0[state.1] {
                            report(done)
                            state.1 += 1
                        }
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { $0.0.compactMap { $0 } }
    }

    private func run(_ snapshot: SnapshotCase) throws(CLIError) -> SnapshotResult {
        let actual = try snapshot.settings.render(try loadScene(snapshot.scene))
        let referenceURL = references.appendingPathComponent(snapshot.referencePath)
        var result = SnapshotResult(
            index: snapshot.index, scene: snapshot.scene, reference: snapshot.referencePath,
            width: snapshot.pixels.width, height: snapshot.pixels.height, scale: snapshot.settings.geometry.scale,
            time: snapshot.settings.time, status: .passed, message: "")
        if record {
            try createFolder(referenceURL.deletingLastPathComponent())
            try writePNG(actual, to: referenceURL.path)
            result.status = .recorded
            return result
        }
        let stem = "images/" + snapshot.referencePath.dropLast(4)
        try createFolder(report.appendingPathComponent(stem).deletingLastPathComponent())
        let actualURL = report.appendingPathComponent(stem + "-actual.png")
        result.actualImage = stem + "-actual.png"
        guard FileManager.default.fileExists(atPath: referenceURL.path) else {
            try writePNG(actual, to: actualURL.path)
            result.status = .missing
            result.message = "no reference image; run with --record to write it"
            return result
        }
        let reference: PixelBuffer
        do {
            reference = try ImageInput.readPNG(referenceURL.path)
        } catch {
            try writePNG(actual, to: actualURL.path)
            result.status = .failed
            result.message = "cannot use the reference: \(error)"
            return result
        }
        let comparison = ImageComparison(reference, actual, tolerance: tolerance)
        result.status = comparison.isWithinTolerance ? .passed : .failed
        result.message = comparison.isWithinTolerance ? "" : comparison.summary
        result.figures = SnapshotResult.Figures(comparison)
        result.referenceImage = stem + "-reference.png"
        result.differenceImage = stem + "-difference.png"
        try copyFile(referenceURL, to: report.appendingPathComponent(result.referenceImage!))
        if comparison.sizesMatch && comparison.maxChannelDifference == 0 {
            // The same pixels: the reference's file serves for both, with no second encoding.
            result.actualImage = result.referenceImage
        } else {
            try writePNG(actual, to: actualURL.path)
        }
        let heat = DifferenceImages.heatMap(reference, actual, tolerance: tolerance)
        try writePNG(heat, to: report.appendingPathComponent(result.differenceImage!).path)
        return result
    }
}

/// Copies the file at `source` to `destination`, replacing what is there.
func copyFile(_ source: URL, to destination: URL) throws(CLIError) {
    let manager = FileManager.default
    do {
        if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
        try manager.copyItem(at: source, to: destination)
    } catch {
        throw .runtime("cannot copy \(source.path) to \(destination.path): \(error.localizedDescription)")
    }
}

/// Creates `folder` and its parents when missing.
func createFolder(_ folder: URL) throws(CLIError) {
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
        throw .runtime("cannot create folder \(folder.path): \(error.localizedDescription)")
    }
}
