/// Required constraints that cannot all hold: adding or changing `constraint` would break at
/// least one of `conflicting`, which includes it.
///
/// The solver and its constraints live on one thread; the error carries them back to it.
package struct LayoutConflict: Error, @unchecked Sendable, CustomStringConvertible {
    /// The constraint being added or changed when the conflict was found.
    package let constraint: LayoutConstraint
    /// The smallest set of required constraints found that cannot hold together, `constraint`
    /// last.
    package let conflicting: [LayoutConstraint]

    package var description: String {
        "required constraints conflict: " + conflicting.map(\.description).joined(separator: "; ")
    }
}
