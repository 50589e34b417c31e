// swift-tools-version:6.1
import PackageDescription

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
        .target(name: "ExampleSupport", dependencies: [.product(name: "Ombre", package: "Ombre")]),
        .executableTarget(
            name: "ld-gradient-angles",
            dependencies: ["ExampleSupport", .product(name: "Ombre", package: "Ombre")],
            path: "Sources/LDGradientAngles"),
        .executableTarget(
            name: "animated-gradients",
            dependencies: ["ExampleSupport", .product(name: "Ombre", package: "Ombre")],
            path: "Sources/AnimatedGradients"),
        .executableTarget(
            name: "gradient-progress",
            dependencies: ["ExampleSupport", .product(name: "Ombre", package: "Ombre")],
            path: "Sources/GradientProgress"),
    ],
    swiftLanguageModes: [.v6]
)
