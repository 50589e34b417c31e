// swift-tools-version:6.1
import PackageDescription

/// Ombre's speed benchmarks, kept in their own package so that the main build never pulls in
/// package-benchmark and its dependencies.
let package = Package(
    name: "OmbreBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Ombre", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "OmbreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "OmbreGraphics", package: "Ombre"),
                .product(name: "OmbreViews", package: "Ombre"),
                .product(name: "OmbreAnimation", package: "Ombre"),
                .product(name: "OmbreScene", package: "Ombre"),
            ],
            path: "Benchmarks/OmbreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
