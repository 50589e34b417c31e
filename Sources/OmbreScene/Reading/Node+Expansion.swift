import Yams

extension Node {
    /// The first node at which the document grows past `limit` nodes when every alias is
    /// expanded where it is used, or nil when it stays within.
    ///
    /// Aliases share their anchor's node, so a few hundred bytes can stand for billions of
    /// nodes; this walk stops as soon as the count passes the limit, so it costs at most
    /// `limit` steps whatever the document.
    func nodeBeyondExpansion(limit: Int) -> Node? {
        var pending = [self]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            // Every pending node will be counted too, so the stack never outgrows the limit.
            if count + pending.count > limit { return node }
            switch node {
            case .mapping(let mapping):
                if count + pending.count + 2 * mapping.count > limit { return node }
                for (key, value) in mapping {
                    pending.append(value)
                    pending.append(key)
                }
            case .sequence(let sequence):
                if count + pending.count + sequence.count > limit { return node }
                pending.append(contentsOf: sequence.reversed())
            case .scalar, .alias:
                break
            }
        }
        return nil
    }
}
