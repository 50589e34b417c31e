import Foundation

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The reader's chosen text size, as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
}

/// The environment a view draws in, as UIKit's `UITraitCollection`: appearance, display scale,
/// size classes and text size.
///
/// A scene's screen has the light appearance unless `--appearance dark` was given, its frames'
/// pixels per point, the `.large` text size, and size classes from its size (see
/// `UIKitWorld.screenTraits`). `UITraitCollection.current` is what dynamic colors resolve
/// against when they become `CGColor`s.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0,
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        category: UIContentSizeCategory = .unspecified
    ) {
        userInterfaceStyle = style
        displayScale = scale
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        preferredContentSizeCategory = category
        super.init()
    }

    /// A collection with every trait unspecified.
    public override convenience init() { self.init(style: .unspecified) }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// The traits of `collections` together: for each trait, the last one that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var merged = UITraitCollection()
        for other in collections { merged = merged.overridden(by: other) }
        self.init(
            style: merged.userInterfaceStyle, scale: merged.displayScale, horizontal: merged.horizontalSizeClass,
            vertical: merged.verticalSizeClass, category: merged.preferredContentSizeCategory)
    }

    /// These traits with those `other` specifies put over them.
    func overridden(by other: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            style: other.userInterfaceStyle != .unspecified ? other.userInterfaceStyle : userInterfaceStyle,
            scale: other.displayScale != 0 ? other.displayScale : displayScale,
            horizontal: other.horizontalSizeClass != .unspecified ? other.horizontalSizeClass : horizontalSizeClass,
            vertical: other.verticalSizeClass != .unspecified ? other.verticalSizeClass : verticalSizeClass,
            category: other.preferredContentSizeCategory != .unspecified
                ? other.preferredContentSizeCategory : preferredContentSizeCategory)
    }

    /// The traits of the code running now: a view's own while UIKit calls its `draw(_:)`,
    /// `layoutSubviews()`, `updateProperties()` or `traitCollectionDidChange(_:)`, the screen's
    /// otherwise. Dynamic colors resolve against it.
    open class var current: UITraitCollection {
        get { UIKitWorld.current.currentTraits ?? UIKitWorld.current.screenTraits }
        set { UIKitWorld.current.currentTraits = newValue }
    }

    /// Runs `body` with these traits as `current`, restoring the previous ones after.
    open func performAsCurrent(_ body: () throws -> Void) rethrows {
        let world = UIKitWorld.current
        let previous = world.currentTraits
        world.currentTraits = self
        defer { world.currentTraits = previous }
        try body()
    }

    /// Whether every trait `other` specifies has the same value here.
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return overridden(by: other) == self
    }

    /// Whether dynamic colors may resolve differently in `other` (a different appearance).
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return hasSameTraits(as: other)
    }

    /// Whether `other` holds the same traits: `isEqual(_:)` without its cast, for the update
    /// pass, which compares every view's traits every frame.
    func hasSameTraits(as other: UITraitCollection?) -> Bool {
        guard let other else { return false }
        if other === self { return true }
        return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }
}

/// Something with traits, as UIKit's `UITraitEnvironment`: screens, views and controllers.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
