import Foundation

/// A scene's files compiled with a generated entry point into a runner executable, kept in
/// the cache under a key made of the files' paths and contents and the UIKit layer's
/// fingerprint, so the same files are compiled once.
struct SceneBuild {
    /// The executable.
    let runner: String

    private static let lock = NSLock()

    /// How the code is optimized: as a release build is, but in one job for the whole module
    /// (which builds in less time than a job per file) and with `assert` still checked, as a
    /// debug build checks it. A frame of `ReshapingProgressController` at 1920×1080 takes about
    /// 0.8 of its `-Onone` time, and a rebuild about 0.4 s more (`Benchmarks/README.md`).
    static let optimization = ["-O", "-whole-module-optimization", "-assert-config", "Debug"]

    /// Compiles `files` (paths and texts) showing any of `entries`.
    ///
    /// - Throws: `SwiftSceneError.compile` with the compiler's messages, `.setup` when the
    ///   cache cannot be written.
    static func build(
        files: [(path: String, text: String)], rewrites: [SourceRewrite], entries: [SceneEntryCode],
        toolchain: SwiftToolchain, runtime: RuntimeLibrary, swiftVersion: Int = 5
    ) throws(SwiftSceneError) -> SceneBuild {
        lock.lock()
        defer { lock.unlock() }
        var hash = FNV1a()
        hash.add(runtime.fingerprint)
        hash.add(toolchain.swiftc)
        hash.add("swift \(swiftVersion)")
        hash.add(optimization.joined(separator: " "))
        for entry in entries { hash.add(entry.code) }
        for file in files {
            hash.add(file.path)
            hash.add(file.text)
        }
        let scenes = "\(toolchain.cache)/scenes"
        let folder = "\(scenes)/\(hash.hex)"
        let runner = "\(folder)/runner"
        let manager = FileManager.default
        if manager.isExecutableFile(atPath: runner) {
            try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: folder)
            return SceneBuild(runner: runner)
        }
        let work = "\(folder).\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        defer { try? manager.removeItem(atPath: work) }
        do {
            try manager.createDirectory(atPath: work, withIntermediateDirectories: true)
        } catch {
            throw .setup("cannot write the build cache \(scenes): \(error.localizedDescription)")
        }
        var sources: [String] = []
        var registrations: [String] = []
        for (index, rewrite) in rewrites.enumerated() {
            let copy = "\(work)/\(index)-\(URL(fileURLWithPath: files[index].path).lastPathComponent)"
            try write(rewrite.text, to: copy)
            sources.append(copy)
            if let registration = rewrite.registration { registrations.append(registration) }
        }
        try write(entryPoint(entries, registrations: registrations), to: "\(work)/main.swift")
        // The LLVM style quotes each line as the file has it: the default style numbers the
        // lines it quotes as they stand after the `#sourceLocation` line that `SourceRewrite` adds.
        // Should the driver compile each file in a job of its own, by default it stops at the
        // first job that fails, and the errors of the other files would go unreported.
        let arguments =
            ["-swift-version", "\(swiftVersion)"] + optimization
            + ["-suppress-warnings", "-diagnostic-style=llvm", "-continue-building-after-errors", "-D", "DEBUG"]
            + ["-module-name", "OmbreUserScene"]
            + runtime.compilerFlags + ["-o", "\(work)/runner", "\(work)/main.swift"] + sources
        let run = try ToolRun.run(toolchain.swiftc, arguments)
        guard run.status == 0 else {
            throw .compile(userDiagnostics(run.output, files: files, entryPoint: "\(work)/main.swift"))
        }
        // Another process may have built the same files meanwhile; either copy serves.
        if rename(work, folder) != 0 && !manager.isExecutableFile(atPath: runner) {
            throw .setup("cannot write the build cache \(folder): \(String(cString: strerror(errno)))")
        }
        prune(scenes, keeping: 40)
        return SceneBuild(runner: runner)
    }

    /// The files as the compiler gets them (see `SourceRewrite`), each file's `#selector`s
    /// resolved against the `@objc` methods and protocol requirements of all of them.
    static func rewritten(_ files: [(path: String, text: String)]) -> [SourceRewrite] {
        let tokens = files.map { SwiftTokens($0.text) }
        let protocols = files.indices.map { ObjCProtocols(tokens[$0], text: Array(files[$0].text.utf8)) }
        let requirements = protocols.flatMap(\.requirements)
        let adopted = ObjCProtocols.adopted(protocols)
        let own = files.indices.map { ObjCMethods(tokens[$0], text: Array(files[$0].text.utf8), adopted: adopted) }
        let all = own.flatMap(\.methods)
        let declarations = SwiftDeclarations(files: files)
        // Classes whose chain ends at NSObject, whose messaging methods Swift on Linux lacks.
        let objectClasses = Set(declarations.classes.map(\.name).filter { declarations.base(of: $0) == "NSObject" })
        var previews = 0
        var rewrites = files.indices.map {
            let rewrite = SourceRewrite(
                files[$0].text, path: files[$0].path, index: $0, own: own[$0],
                methods: all + requirements.map(\.method),
                protocols: protocols[$0], requirements: requirements, firstPreview: previews,
                layerMakers: declarations.layerMakerInsertions(in: files[$0].path), objectClasses: objectClasses)
            previews += rewrite.previews.count
            return rewrite
        }
        // The files of a scene form one module. When one of them imports UIKit, the others
        // are taken as files of a framework target (a CocoaPods pod, say), whose umbrella
        // header gives every file UIKit: there a file with no `import` at all builds.
        if rewrites.contains(where: { $0.imports.contains("UIKit") }) {
            for index in rewrites.indices where rewrites[index].imports.isEmpty {
                rewrites[index].importUIKitImplicitly()
            }
        }
        return rewrites
    }

    /// One statement per inspectable and per type, so each is type-checked on its own. They
    /// run on the main actor, as UIKit code does: top-level code runs on the main thread, but
    /// only Swift 6 takes it as main-actor isolated, so the entry point says so.
    private static func entryPoint(_ entries: [SceneEntryCode], registrations: [String]) -> String {
        var text = "import OmbreUIKit\nimport OmbreSceneRuntime\n\n"
        text += "@MainActor func _ombreSceneEntries() -> [SceneEntry] {\n"
        for registration in registrations { text += "\(registration)()\n" }
        text += "var entries: [SceneEntry] = []\n"
        for entry in entries { text += entry.code }
        return text + "return entries\n}\n\nMainActor.assumeIsolated { SceneRunner.run(_ombreSceneEntries()) }\n"
    }

    /// The compiler's messages about the user's `files`; all of them, the generated entry
    /// point's included, only when none is about the files, since the others follow from them.
    /// Each message quotes the line as the user wrote it, not as `SourceRewrite` gave it to
    /// the compiler (the columns are the same, so the caret under it stays right).
    static func userDiagnostics(_ output: String, files: [(path: String, text: String)], entryPoint: String) -> String {
        var blocks: [[Substring]] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.range(of: #"^\S+:\d+:\d+: (error|warning|note)"#, options: .regularExpression) != nil
                || blocks.isEmpty
            {
                blocks.append([line])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        for (index, block) in blocks.enumerated() where block.count > 1 {
            let header = block[0]
            guard let file = files.first(where: { header.hasPrefix($0.path + ":") }),
                let number = Int(header.dropFirst(file.path.count + 1).prefix { $0.isNumber }),
                number >= 1
            else { continue }
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            if number <= lines.count { blocks[index][1] = lines[number - 1] }
        }
        let user = blocks.filter { block in files.contains { (block.first ?? "").hasPrefix($0.path + ":") } }
        let chosen = user.contains { ($0.first ?? "").contains(": error:") } ? user : blocks
        return chosen.map { $0.joined(separator: "\n") }.joined(separator: "\n")
            .replacingOccurrences(of: entryPoint, with: "(the generated entry point, which makes the shown types)")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func write(_ text: String, to path: String) throws(SwiftSceneError) {
        do {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        } catch {
            throw .setup("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// Removes all but the `count` most recently used builds.
    private static func prune(_ folder: String, keeping count: Int) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder), names.count > count else { return }
        let dated = names.filter { !$0.contains(".") }.map { name in
            let date = (try? manager.attributesOfItem(atPath: "\(folder)/\(name)"))?[.modificationDate] as? Date
            return (name, date ?? .distantPast)
        }
        for (name, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(count) {
            try? manager.removeItem(atPath: "\(folder)/\(name)")
        }
    }
}

/// One type of the files, as the generated entry point lists it.
struct SceneEntryCode {
    let code: String

    init(name: String, isController: Bool, inspectables: [String]) {
        let append =
            isController
            ? "entries.append(.controller(\"\(name)\", inspectables: inspectables) { \(name)() })"
            : "entries.append(.view(\"\(name)\", inspectables: inspectables) { \(name)(frame: $0) })"
        code = Self.block(root: name, inspectables: inspectables, append: append)
    }

    /// A `#Preview` block, listed as `name`: the global closure `variable` makes its view or
    /// controller; the inspectables are those of the class `root` it makes.
    init(preview name: String, variable: String, root: String?, inspectables: [String]) {
        code = Self.block(
            root: root ?? "", inspectables: root == nil ? [] : inspectables,
            append: "entries.append(.preview(\"\(name)\", inspectables: inspectables, make: \(variable)))")
    }

    private static func block(root: String, inspectables: [String], append: String) -> String {
        var text = "do {\n    var inspectables: [SceneInspectable] = []\n"
        for property in inspectables {
            text += "    inspectables.append(SceneInspectable(\"\(property)\", \\\(root).\(property), ombreParse))\n"
        }
        return text + "    \(append)\n}\n"
    }
}
