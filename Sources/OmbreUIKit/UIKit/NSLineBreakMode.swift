import Foundation

/// How a label's lines wrap and how text that does not fit ends, as `NSLineBreakMode`.
///
/// The wrapping modes (`.byWordWrapping`, `.byCharWrapping`) and `.byClipping` cut off what
/// does not fit at the edge; the truncating modes wrap at words and put "…" in the last line
/// shown, at its start, middle or end.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    var wrapping: TextLines.Wrapping { self == .byCharWrapping ? .characters : .words }

    var truncation: TextLines.Truncation {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        case .byTruncatingTail: .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        }
    }
}
