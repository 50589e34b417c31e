extension Color {
    /// UIKit's `darkGray`: white 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// UIKit's `lightGray`: white 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// UIKit's `gray`: white 1/2.
    public static let gray = Color(white: 0.5)
    /// UIKit's `red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// UIKit's `green`: full green, not CSS's darker `green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// UIKit's `blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's `cyan`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// UIKit's `yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// UIKit's `magenta`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// UIKit's `orange`: red 1, green 1/2.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// UIKit's `purple`: red and blue 1/2.
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// UIKit's `brown`: 0.6, 0.4, 0.2.
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
