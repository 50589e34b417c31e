import Foundation

/// Where the Swift compiler, Ombre's sources and the build cache are.
struct SwiftToolchain {
    /// `swiftc`, which builds a scene's files.
    let swiftc: String
    /// `swift`, whose package manager builds the UIKit layer from Ombre's sources.
    let swift: String
    /// A checkout of Ombre: `Package.swift` and `Sources/`.
    let sources: String
    /// Built UIKit layers and scenes, kept between runs.
    let cache: String

    /// Finds the toolchain on `PATH`, the sources in `OMBRE_SOURCES` or where this `ombre` was
    /// built from, and the cache in `OMBRE_CACHE`, `$XDG_CACHE_HOME/ombre` or `~/.cache/ombre`.
    ///
    /// - Throws: `SwiftSceneError.setup` naming what to install when something is missing.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SwiftSceneError)
        -> SwiftToolchain
    {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        func find(_ name: String) -> String? {
            path.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        guard let swiftc = find("swiftc"), let swift = find("swift") else {
            throw .setup(
                "a .swift scene is compiled at run time, and no swiftc and swift are on PATH; install the Swift "
                    + "toolchain (6.2 or later, from swift.org) and add its usr/bin to PATH")
        }
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let sources = environment["OMBRE_SOURCES"] ?? built
        let manager = FileManager.default
        guard manager.fileExists(atPath: "\(sources)/Package.swift"),
            manager.fileExists(atPath: "\(sources)/Sources/OmbreSceneRuntime")
        else {
            throw .setup(
                "a .swift scene is built against Ombre's sources, which are not at \(sources); clone Ombre and "
                    + "set OMBRE_SOURCES to the checkout")
        }
        let cache =
            environment["OMBRE_CACHE"]
            ?? environment["XDG_CACHE_HOME"].map { "\($0)/ombre" }
            ?? "\(environment["HOME"] ?? NSTemporaryDirectory())/.cache/ombre"
        return SwiftToolchain(swiftc: swiftc, swift: swift, sources: sources, cache: cache)
    }
}
