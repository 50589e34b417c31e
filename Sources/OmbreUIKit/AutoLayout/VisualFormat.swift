import Foundation
import OmbreGraphics

extension NSLayoutConstraint {
    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: aligning every view
    /// in the format by one attribute across the format's direction.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

        static let alignments: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
    }

    /// The constraints a Visual Format Language string describes, such as
    /// `"H:|-[label]-8-[field(>=100@750)]-|"`: `views` names the views, `metrics` the numbers.
    /// Standard spacing (`-`) is 8 points between views and 20 to the superview's edge.
    ///
    /// A format that cannot be read prints UIKit's "Unable to parse constraint format" with
    /// the format and a caret under the problem to stderr, and gives no constraints.
    public class func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: options)
        do {
            return try parser.parse()
        } catch {
            let message =
                "Unable to parse constraint format: \n\(error.reason)\n\(format)\n"
                + String(repeating: " ", count: error.offset) + "^\n"
            FileHandle.standardError.writeDroppingOnFailure(message)
            return []
        }
    }
}

/// Why and where a visual format could not be read.
struct VisualFormatError: Error {
    let reason: String
    let offset: Int
}
