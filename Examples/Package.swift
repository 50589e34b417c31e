// swift-tools-version:6.1
import PackageDescription

// The Ombre product and the per-module products it re-exports; see the comment in `targets`.
let ombre: [Target.Dependency] = [
    "Ombre", "OmbreGraphics", "OmbreAnimation", "OmbreViews", "OmbreScene", "OmbrePreview",
]
.map { .product(name: $0, package: "Ombre") }

/// Three programs that rebuild the demos of the components Ombre previews, written against the
/// `Ombre` library product as any client package would use it. Each opens a live window, or
/// with `--render out.png [--time T]` writes one frame.
let package = Package(
    name: "OmbreExamples",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Ombre", path: "..")
    ],
    targets: [
        // Ombre re-exports the per-module products; listing them too makes incremental builds
        // recompile these programs when a module changes (the umbrella's interface never does).
        .target(name: "ExampleSupport", dependencies: ombre),
        .executableTarget(
            name: "ld-gradient-angles",
            dependencies: ["ExampleSupport"] + ombre,
            path: "Sources/LDGradientAngles"),
        .executableTarget(
            name: "animated-gradients",
            dependencies: ["ExampleSupport"] + ombre,
            path: "Sources/AnimatedGradients"),
        .executableTarget(
            name: "gradient-progress",
            dependencies: ["ExampleSupport"] + ombre,
            path: "Sources/GradientProgress"),
        // UIKit code on OmbreUIKit; its sources include the UIKit fixtures of the main package's tests.
        .executableTarget(
            name: "uikit-progress",
            dependencies: ["ExampleSupport", "UIKit", .product(name: "OmbreUIKit", package: "Ombre")] + ombre,
            path: "Sources/UIKitProgress",
            // This fixture imports the AnimatedGradientView library, a module only `ombre` and the tests map.
            exclude: ["Fixtures/QuickstartGradientController.swift"]),
        // The fixtures say `import UIKit`, as they do when `ombre` builds them: OmbreUIKit under that name.
        .target(name: "UIKit", dependencies: [.product(name: "OmbreUIKit", package: "Ombre")], path: "Sources/UIKit"),
    ],
    swiftLanguageModes: [.v6]
)
