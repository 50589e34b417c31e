import Foundation
import OmbreGraphics

extension ImageComparison {
    /// The figures as lines of text for a terminal.
    var textLines: [String] {
        var lines: [String] = []
        lines.append(
            sizesMatch
                ? "size: \(sizeA) (same)"
                : "size: \(sizeA) and \(sizeB) differ; comparing the \(min(sizeA.width, sizeB.width))x"
                    + "\(min(sizeA.height, sizeB.height)) they share")
        lines.append("largest channel difference: \(maxChannelDifference) levels")
        lines.append(
            "pixels over tolerance \(tolerance): \(pixelsOverTolerance) of \(comparedPixels) "
                + "(\(Self.percent(shareOverTolerance)))")
        lines.append(String(format: "ΔE (OKLab ×100): mean %.3f, largest %.3f", meanDeltaE, maxDeltaE))
        if let box = differingBounds {
            lines.append("differences within: \(box.width)x\(box.height) at (\(box.minX), \(box.minY))")
        } else {
            lines.append("differences within: none")
        }
        return lines
    }

    /// One line for a list of comparisons.
    var summary: String {
        var parts: [String] = []
        if !sizesMatch { parts.append("size \(sizeA) vs \(sizeB)") }
        parts.append("\(pixelsOverTolerance) px over tolerance (\(Self.percent(shareOverTolerance)))")
        parts.append("max diff \(maxChannelDifference)")
        parts.append(String(format: "ΔE mean %.3f max %.3f", meanDeltaE, maxDeltaE))
        if let box = differingBounds { parts.append("in \(box.width)x\(box.height) at (\(box.minX), \(box.minY))") }
        return parts.joined(separator: ", ")
    }

    /// The figures as a JSON-ready dictionary with stable key names.
    var jsonObject: [String: Any] {
        let box: Any = differingBounds.map { [$0.minX, $0.minY, $0.width, $0.height] } ?? NSNull()
        return [
            "size_match": sizesMatch, "size_a": [sizeA.width, sizeA.height], "size_b": [sizeB.width, sizeB.height],
            "max_channel_difference": maxChannelDifference, "tolerance": tolerance,
            "pixels_over_tolerance": pixelsOverTolerance, "compared_pixels": comparedPixels,
            "share_over_tolerance": shareOverTolerance, "delta_e_mean": meanDeltaE, "delta_e_max": maxDeltaE,
            "bounding_box": box, "same": isWithinTolerance,
        ]
    }

    /// `share` (0...1) as a percentage with enough digits to show a single pixel of a large image.
    static func percent(_ share: Double) -> String {
        if share == 0 { return "0%" }
        if share < 0.0001 { return String(format: "%.5f%%", share * 100) }
        return String(format: "%.2f%%", share * 100)
    }
}
