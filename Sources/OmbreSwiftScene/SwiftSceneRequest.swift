/// What to build and show of a Swift scene, as the command line gives it.
public struct SwiftSceneRequest: Sendable {
    /// One `--set NAME=VALUE`.
    public struct Setting: Sendable, Equatable {
        /// The property's name.
        public var name: String
        /// The value as text, read by the property's type.
        public var value: String

        /// A setting of `name` to `value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The `.swift` files, built together.
    public var files: [String]
    /// `--view TYPE`: a `UIView` subclass to make with `init(frame:)`.
    public var view: String?
    /// `--controller TYPE`: a `UIViewController` subclass whose view fills the window.
    public var controller: String?
    /// `@IBInspectable` values set before the first frame, in order.
    public var settings: [Setting]
    /// Seconds one frame of the code may take before its run is stopped.
    public var frameDeadline: Double
    /// Touches played at their scene times (`--tap`, `--drag`).
    public var touches: ScriptedTouches
    /// The Swift language mode the files are compiled in: 5 or 6.
    public var swiftVersion: Int
    /// `--preview NAME`: a `#Preview` block to show (the empty name: the first).
    public var preview: String?
    /// The screen's safe-area insets in points (a `--device`'s), which `safeAreaInsets` and
    /// `safeAreaLayoutGuide` follow; none without a device.
    public var safeAreaInsets: (top: Double, left: Double, bottom: Double, right: Double)?
    /// `--appearance dark`: the screen's traits have the dark appearance (light otherwise).
    public var darkAppearance = false

    /// A request for `files`, showing what the options choose.
    public init(
        files: [String], view: String? = nil, controller: String? = nil, settings: [Setting] = [],
        frameDeadline: Double = 5, touches: ScriptedTouches = ScriptedTouches(), swiftVersion: Int = 5,
        preview: String? = nil
    ) {
        self.touches = touches
        self.swiftVersion = swiftVersion
        self.preview = preview
        self.files = files
        self.view = view
        self.controller = controller
        self.settings = settings
        self.frameDeadline = frameDeadline
    }
}
