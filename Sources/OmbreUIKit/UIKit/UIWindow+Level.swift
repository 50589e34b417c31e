import Foundation

extension UIWindow {
    /// A window's place in the stack of windows: higher levels show above lower ones. The
    /// values are UIKit's (`UIWindowLevelNormal` 0, `…StatusBar` 1000, `…Alert` 2000).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of an app's windows.
        public static let normal = Level(0)
        /// The status bar's level.
        public static let statusBar = Level(1000)
        /// The level of alerts.
        public static let alert = Level(2000)

        /// The level `rhs` above `lhs`, as `UIWindow.Level.alert + 1` gives.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }
}
