import Foundation

/// The parts of structure values key paths reach, as Core Animation's key-value coding
/// extensions name them: `x`/`y` of a point, `width`/`height` of a size, `origin`, `size` and
/// their parts of a rectangle, and `scale`, `scale.x`, `scale.y`, `rotation`, `rotation.z`,
/// `translation`, `translation.x`, `translation.y` of a transform.
enum StructurePart {
    /// The part `part` of `whole`; nil when `whole` has no such part.
    static func read(_ part: String, of whole: Any) -> Any? {
        switch whole {
        case let p as CGPoint: point(part, p)
        case let s as CGSize: size(part, s)
        case let r as CGRect: rect(part, r)
        case let t as CATransform3D: transform(part, t)
        default: nil
        }
    }

    /// `whole` with part `part` set to `value`; nil when there is no such part or `value`
    /// does not fit it.
    static func write(_ value: Any?, to part: String, of whole: Any) -> Any? {
        switch whole {
        case var p as CGPoint:
            guard let n = coerced(value, to: CGFloat.self) else { return nil }
            switch part {
            case "x": p.x = n
            case "y": p.y = n
            default: return nil
            }
            return p
        case var s as CGSize:
            guard let n = coerced(value, to: CGFloat.self) else { return nil }
            switch part {
            case "width": s.width = n
            case "height": s.height = n
            default: return nil
            }
            return s
        case var r as CGRect:
            let (head, rest) = split(part)
            switch head {
            case "origin":
                let part = rest.map { write(value, to: $0, of: r.origin) } ?? value
                guard let origin = coerced(part, to: CGPoint.self) else { return nil }
                r.origin = origin
            case "size":
                let part = rest.map { write(value, to: $0, of: r.size) } ?? value
                guard let size = coerced(part, to: CGSize.self) else { return nil }
                r.size = size
            default: return nil
            }
            return r
        case let t as CATransform3D:
            return writeTransform(value, part, t)
        default:
            return nil
        }
    }

    private static func split(_ part: String) -> (String, String?) {
        guard let dot = part.firstIndex(of: ".") else { return (part, nil) }
        return (String(part[..<dot]), String(part[part.index(after: dot)...]))
    }

    private static func point(_ part: String, _ p: CGPoint) -> Any? {
        switch part {
        case "x": p.x
        case "y": p.y
        default: nil
        }
    }

    private static func size(_ part: String, _ s: CGSize) -> Any? {
        switch part {
        case "width": s.width
        case "height": s.height
        default: nil
        }
    }

    private static func rect(_ part: String, _ r: CGRect) -> Any? {
        let (head, rest) = split(part)
        switch head {
        case "origin": return rest.map { point($0, r.origin) } ?? r.origin
        case "size": return rest.map { size($0, r.size) } ?? r.size
        default: return nil
        }
    }

    /// A transform's part, read from its affine part taken apart; "scale" is the mean of the
    /// x and y scales (Core Animation averages x, y and z; with no z scale here, the mean of x
    /// and y is our guess at what a 2D layer reads), the z parts of a 2D transform are 0 (1
    /// for scale.z).
    private static func transform(_ part: String, _ t: CATransform3D) -> Any? {
        let parts = TransformParts(t.affine)
        switch part {
        case "scale": return CGFloat((parts.scaleX + parts.scaleY) / 2)
        case "scale.x": return CGFloat(parts.scaleX)
        case "scale.y": return CGFloat(parts.scaleY)
        case "scale.z": return CGFloat(1)
        case "rotation", "rotation.z": return CGFloat(parts.rotation)
        case "rotation.x", "rotation.y", "translation.z": return CGFloat(0)
        case "translation": return CGSize(width: parts.tx, height: parts.ty)
        case "translation.x": return CGFloat(parts.tx)
        case "translation.y": return CGFloat(parts.ty)
        default: return nil
        }
    }

    private static func writeTransform(_ value: Any?, _ part: String, _ t: CATransform3D) -> Any? {
        var parts = TransformParts(t.affine)
        if part == "translation" {
            guard let move = coerced(value, to: CGSize.self) else { return nil }
            (parts.tx, parts.ty) = (Double(move.width), Double(move.height))
            return CATransform3D(parts.transform)
        }
        guard let n = coerced(value, to: Double.self) else { return nil }
        switch part {
        case "scale": (parts.scaleX, parts.scaleY) = (n, n)
        case "scale.x": parts.scaleX = n
        case "scale.y": parts.scaleY = n
        case "rotation", "rotation.z": parts.rotation = n
        case "translation.x": parts.tx = n
        case "translation.y": parts.ty = n
        default: return nil
        }
        return CATransform3D(parts.transform)
    }
}
