// swift-tools-version:6.2
import PackageDescription

/// Warnings are errors in our own targets only, so that a newer toolchain's new
/// warning in a dependency never breaks a user's build.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "Ombre",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "Ombre", targets: ["Ombre"]),
        .library(name: "OmbreGraphics", targets: ["OmbreGraphics"]),
        .library(name: "OmbreAnimation", targets: ["OmbreAnimation"]),
        .library(name: "OmbreViews", targets: ["OmbreViews"]),
        .library(name: "OmbreScene", targets: ["OmbreScene"]),
        .library(name: "OmbrePreview", targets: ["OmbrePreview"]),
        .library(name: "OmbreUIKit", targets: ["OmbreUIKit"]),
        .library(name: "OmbreLayout", targets: ["OmbreLayout"]),
        .executable(name: "ombre", targets: ["ombre"]),
        // What a Swift scene's code is linked against when `ombre` builds it.
        .library(name: "OmbreSceneRuntime", type: .dynamic, targets: ["OmbreSceneRuntime"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev", "libxext-dev"])]
        ),
        // fontconfig's pkg-config entry requires freetype2, so it brings FreeType's flags too.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "fonts-dejavu-core"])]
        ),
        .target(name: "COmbreSIMD"),
        .target(name: "COmbreRaster"),
        .target(name: "COmbreSystem"),
        .target(name: "COmbrePNG", dependencies: ["CPNG"]),
        .target(
            name: "OmbreGraphics",
            dependencies: ["CPNG", "COmbrePNG", "CFreeType", "COmbreSIMD", "COmbreRaster", "COmbreSystem"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbreAnimation",
            dependencies: ["OmbreGraphics"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbreViews",
            dependencies: ["OmbreGraphics", "OmbreAnimation"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbreScene",
            dependencies: [
                "OmbreViews", "OmbreAnimation", "OmbreGraphics", .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strict
        ),
        // The constraint solver under Auto Layout; it knows nothing of views.
        .target(name: "OmbreLayout", swiftSettings: strict),
        .target(
            name: "OmbreUIKit",
            dependencies: ["OmbreViews", "OmbreAnimation", "OmbreGraphics", "OmbreLayout"],
            swiftSettings: strict
        ),
        .target(name: "OmbreSwiftUI", dependencies: ["OmbreUIKit"], swiftSettings: strict),
        .target(
            name: "OmbreSceneRuntime",
            dependencies: ["OmbreUIKit", "OmbreSwiftUI", "OmbreViews", "OmbreGraphics"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbreSwiftScene",
            dependencies: ["OmbreScene", "OmbreViews", "OmbreGraphics"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbreX11",
            dependencies: ["CX11", "OmbreGraphics"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbrePreview",
            dependencies: ["OmbreScene", "OmbreViews", "OmbreGraphics", "OmbreX11"],
            swiftSettings: strict
        ),
        .target(
            name: "Ombre",
            dependencies: ["OmbreGraphics", "OmbreAnimation", "OmbreViews", "OmbreScene", "OmbrePreview"],
            swiftSettings: strict
        ),
        .target(
            name: "OmbreCLI",
            dependencies: [
                "OmbreScene", "OmbreSwiftScene", "OmbreViews", "OmbreGraphics", "OmbreX11", "OmbrePreview",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "ombre", dependencies: ["OmbreCLI"], swiftSettings: strict),
        .target(name: "OmbreTestSupport", dependencies: ["OmbreGraphics"], path: "Tests/OmbreTestSupport"),
        .testTarget(
            name: "OmbreGraphicsTests", dependencies: ["OmbreGraphics", "OmbreTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "OmbreLayoutTests", dependencies: ["OmbreLayout", "OmbreTestSupport"]),
        .testTarget(name: "OmbreAnimationTests", dependencies: ["OmbreAnimation", "OmbreGraphics"]),
        .testTarget(name: "OmbreX11Tests", dependencies: ["OmbreX11", "OmbreGraphics", "OmbreTestSupport"]),
        .testTarget(
            name: "OmbreViewsTests", dependencies: ["OmbreViews", "OmbreGraphics", "OmbreTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "OmbreSceneTests",
            dependencies: ["OmbreScene", "OmbreViews", "OmbreGraphics", "OmbreTestSupport"],
            exclude: ["__Snapshots__"]
        ),
        // The re-exported modules are listed as well as Ombre: the umbrella module's interface never
        // changes, so without them an incremental build would keep code compiled against old layouts.
        .executableTarget(
            name: "OmbreLibraryAcceptance",
            dependencies: ["Ombre", "OmbreGraphics", "OmbreAnimation", "OmbreViews", "OmbreScene", "OmbrePreview"],
            path: "Tests/OmbreLibraryAcceptance"),
        .testTarget(
            name: "OmbreLibraryTests",
            dependencies: [
                "Ombre", "OmbreGraphics", "OmbreAnimation", "OmbreViews", "OmbreScene", "OmbrePreview",
                "OmbreLibraryAcceptance", "OmbreTestSupport",
            ]),
        .testTarget(
            name: "OmbreFuzzTests", dependencies: ["OmbreScene", "OmbreViews", "OmbreGraphics", "OmbreTestSupport"],
            exclude: ["Corpus"]),
        // The fixtures say `import UIKit` and `import AnimatedGradientView`, as they do when `ombre`
        // builds them as scenes.
        .target(name: "AnimatedGradientView", dependencies: ["OmbreUIKit"], path: "Tests/AnimatedGradientViewModule"),
        .target(name: "UIKit", dependencies: ["OmbreUIKit"], path: "Tests/UIKitModule"),
        .testTarget(
            name: "OmbreUIKitTests",
            dependencies: [
                "OmbreUIKit", "UIKit", "AnimatedGradientView", "OmbreScene", "OmbreViews", "OmbreGraphics",
                "OmbreTestSupport",
            ]
        ),
        .testTarget(
            name: "OmbreCLITests",
            dependencies: [
                "OmbreCLI", "OmbrePreview", "OmbreScene", "OmbreViews", "OmbreGraphics", "OmbreSceneRuntime",
                "OmbreTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
