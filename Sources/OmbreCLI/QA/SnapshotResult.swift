import OmbreGraphics

/// What one comparison of a snapshot suite found, as the report stores it (`cases.json`).
struct SnapshotResult: Codable, Sendable {
    enum Status: String, Codable, Sendable {
        case passed, failed, missing, recorded

        /// Whether the case fails the suite.
        var isFailure: Bool { self == .failed || self == .missing }
    }

    /// The figures of a comparison, with the names `ombre diff --json` uses.
    struct Figures: Codable, Sendable {
        var sizeMatch: Bool
        var maxChannelDifference: Int
        var pixelsOverTolerance: Int
        var comparedPixels: Int
        var shareOverTolerance: Double
        var deltaEMean: Double
        var deltaEMax: Double
        /// [x, y, width, height], absent when nothing is over tolerance.
        var boundingBox: [Int]?

        init(_ c: ImageComparison) {
            sizeMatch = c.sizesMatch
            maxChannelDifference = c.maxChannelDifference
            pixelsOverTolerance = c.pixelsOverTolerance
            comparedPixels = c.comparedPixels
            shareOverTolerance = c.shareOverTolerance
            deltaEMean = c.meanDeltaE
            deltaEMax = c.maxDeltaE
            boundingBox = c.differingBounds.map { [$0.minX, $0.minY, $0.width, $0.height] }
        }

        enum CodingKeys: String, CodingKey {
            case sizeMatch = "size_match"
            case maxChannelDifference = "max_channel_difference"
            case pixelsOverTolerance = "pixels_over_tolerance"
            case comparedPixels = "compared_pixels"
            case shareOverTolerance = "share_over_tolerance"
            case deltaEMean = "delta_e_mean"
            case deltaEMax = "delta_e_max"
            case boundingBox = "bounding_box"
        }
    }

    /// The case's position in the whole suite.
    var index: Int
    var scene: String
    /// The reference's path inside the reference folder.
    var reference: String
    var width: Int
    var height: Int
    var scale: Double
    var time: Double
    var status: Status
    /// One line saying what was found.
    var message: String
    var figures: Figures?
    /// The report's copies of the images, relative to the report folder; nil where absent.
    var referenceImage: String?
    var actualImage: String?
    var differenceImage: String?

    /// The line `ombre snapshot` prints for this case.
    var line: String {
        let tag: String
        switch status {
        case .passed: tag = "ok     "
        case .failed: tag = "FAIL   "
        case .missing: tag = "MISSING"
        case .recorded: tag = "RECORD "
        }
        return "\(tag) \(reference)" + (message.isEmpty ? "" : ": \(message)")
    }

    /// Failures first, each group in suite order.
    static func reportOrder(_ a: SnapshotResult, _ b: SnapshotResult) -> Bool {
        if a.status.isFailure != b.status.isFailure { return a.status.isFailure }
        return a.index < b.index
    }
}
