import Foundation

/// The UIKit layer a scene's code links against (`libOmbreSceneRuntime.so` and the modules it
/// is imported through), built once from Ombre's sources in release mode and built again only
/// when those sources or the compiler change.
struct RuntimeLibrary {
    /// The folder with the library and `Modules/`.
    let products: String
    /// The compiler flags that let `import OmbreUIKit` find every module behind it.
    let compilerFlags: [String]
    /// Changes whenever the library is rebuilt, so built scenes are keyed by it.
    let fingerprint: String

    private static let lock = NSLock()

    /// The library for `toolchain`, built first when missing or stale; `progress` gets the
    /// package manager's lines while it builds.
    ///
    /// - Throws: `SwiftSceneError.setup` when the build fails.
    static func prepare(_ toolchain: SwiftToolchain, progress: (String) -> Void) throws(SwiftSceneError)
        -> RuntimeLibrary
    {
        lock.lock()
        defer { lock.unlock() }
        // One build per checkout of the sources, so two checkouts never rebuild each other's.
        var checkout = FNV1a()
        checkout.add(toolchain.sources)
        let scratch = "\(toolchain.cache)/runtime-\(checkout.hex)"
        let products = "\(scratch)/release"
        let fingerprint = Self.fingerprint(toolchain)
        let stamp = "\(scratch)/fingerprint"
        let library = "\(products)/libOmbreSceneRuntime.so"
        let built = (try? String(contentsOfFile: stamp, encoding: .utf8)) == fingerprint
        if !built || !FileManager.default.fileExists(atPath: library) {
            progress("building Ombre's UIKit layer for Swift scenes (once per Ombre version; about a minute)")
            let run = try ToolRun.run(
                toolchain.swift,
                [
                    "build", "-c", "release", "--product", "OmbreSceneRuntime", "--package-path", toolchain.sources,
                    "--scratch-path", scratch,
                ],
                onLine: { line in if line.hasPrefix("[") || line.contains("error") { progress(line) } })
            guard run.status == 0 else {
                throw .setup(
                    "Ombre's UIKit layer did not build from \(toolchain.sources):\n"
                        + run.output.split(separator: "\n").suffix(20).joined(separator: "\n"))
            }
            try? fingerprint.write(toFile: stamp, atomically: true, encoding: .utf8)
        }
        return RuntimeLibrary(
            products: products, compilerFlags: flags(products: products, sources: toolchain.sources),
            fingerprint: fingerprint)
    }

    /// Module search paths: Swift modules in `Modules/`, the C targets' generated module maps,
    /// the system libraries' own maps and the headers pkg-config would name for them.
    private static func flags(products: String, sources: String) -> [String] {
        var flags = [
            "-I", "\(products)/Modules", "-L", products, "-lOmbreSceneRuntime", "-Xlinker", "-rpath",
            "-Xlinker", products,
        ]
        let generated = ["COmbreSIMD", "COmbreRaster", "COmbrePNG", "COmbreSystem"].map {
            "\(products)/\($0).build/module.modulemap"
        }
        let system = ["CPNG", "CFreeType"].map { "\(sources)/Sources/\($0)/module.modulemap" }
        for map in generated + system { flags += ["-Xcc", "-fmodule-map-file=\(map)"] }
        for include in ["/usr/include/freetype2", "/usr/include/libpng16"] { flags += ["-Xcc", "-I\(include)"] }
        return flags
    }

    /// Sizes and modification times of the sources the library is built from, and the compiler's.
    private static func fingerprint(_ toolchain: SwiftToolchain) -> String {
        var hash = FNV1a()
        let manager = FileManager.default
        func add(_ path: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { return }
            hash.add(path)
            hash.add("\((attributes[.size] as? Int) ?? 0)")
            hash.add("\(((attributes[.modificationDate] as? Date) ?? .distantPast).timeIntervalSince1970)")
        }
        add(toolchain.swiftc)
        add("\(toolchain.sources)/Package.swift")
        let folder = "\(toolchain.sources)/Sources"
        for target in (try? manager.contentsOfDirectory(atPath: folder).sorted()) ?? [] {
            let files = manager.enumerator(atPath: "\(folder)/\(target)")?.allObjects as? [String] ?? []
            for file in files.sorted() { add("\(folder)/\(target)/\(file)") }
        }
        return hash.hex
    }
}

/// The 64-bit FNV-1a hash, for cache keys (not for security).
struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(0)
    }

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    var hex: String { String(value, radix: 16) }
}
