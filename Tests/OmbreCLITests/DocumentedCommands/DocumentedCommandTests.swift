import Foundation
import OmbreGraphics
import OmbreTestSupport
import Testing

/// Every `ombre …` command in README.md and the DocC articles runs through the built binary and
/// does what the documentation says (`DocumentedCommand` tells how commands and their stated
/// results are read), so that a documented command that breaks fails the tests. Blocks that
/// open a window and blocks that export video run in tests of their own, which need Xvfb and
/// ffmpeg (with CI=true they always run); one test runs at a time, each on every usable CPU.
@Suite(.serialized) struct DocumentedCommandTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Commands the documentation shows that are not run here, and why: they name files that
    /// stand for the reader's own and that the documentation does not create.
    static let skipped: [String: String] = [
        "ombre snapshot scenes/*.yaml --reference refs --device iphone-15,ipad-air-11 --times 0,2.5 --shard 1/2":
            "scenes/ stands for the reader's folder of scenes",
        "ombre snapshot scenes/*.yaml --reference refs --device iphone-15,ipad-air-11 --times 0,2.5 --shard 2/2":
            "scenes/ stands for the reader's folder of scenes",
        "ombre snapshot --merge --reference refs":
            "joins the reports of the two shard runs before it, which run over the reader's scenes",
    ]

    /// README.md and every DocC article, relative to the package.
    static let documents: [String] = {
        let manager = FileManager.default
        let sources = package.appendingPathComponent("Sources")
        var articles: [String] = []
        for module in (try? manager.contentsOfDirectory(atPath: sources.path)) ?? [] {
            let catalogs = (try? manager.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)) ?? []
            for catalog in catalogs where catalog.hasSuffix(".docc") {
                let folder = "Sources/\(module)/\(catalog)"
                let files =
                    (try? manager.contentsOfDirectory(atPath: package.appendingPathComponent(folder).path)) ?? []
                articles += files.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
            }
        }
        return ["README.md"] + articles.sorted()
    }()

    /// Every documented block, in the order of the documents.
    static func blocks() throws -> [DocumentedBlock] {
        try documents.flatMap { document in
            let text = try String(contentsOf: package.appendingPathComponent(document), encoding: .utf8)
            return DocumentedCommand.blocks(in: text, file: document)
        }
    }

    /// What a block needs beyond the built `ombre`.
    enum Need {
        case nothing, window, ffmpeg

        init(_ block: DocumentedBlock) {
            if block.commands.contains(where: \.opensWindow) {
                self = .window
            } else if block.commands.contains(where: \.exportsVideo) {
                self = .ffmpeg
            } else {
                self = .nothing
            }
        }
    }

    /// Whether ffmpeg is on PATH; with CI=true the video examples run and fail without it.
    static let ffmpegFound =
        ProcessInfo.processInfo.environment["CI"] == "true"
        || (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            access("\($0)/ffmpeg", X_OK) == 0
        }

    @Test func documentedCommandsDoWhatTheDocumentationSays() throws {
        try run(.nothing)
    }

    @Test(.enabled(if: XvfbServer.testsEnabled, "needs Xvfb (or CI=true to require it)"))
    func documentedWindowCommandsOpenAndCloseTheirWindows() throws {
        try run(.window)
    }

    @Test(.enabled(if: ffmpegFound, "needs ffmpeg (or CI=true to require it)"))
    func documentedVideoExportsWriteTheirFiles() throws {
        try run(.ffmpeg)
    }

    /// Runs the blocks that need `need`, the skipped commands left out, on every usable CPU.
    private func run(_ need: Need) throws {
        let all = try Self.blocks().filter { Need($0) == need }
        for command in all.flatMap(\.commands) {
            if let reason = Self.skipped[command.command] { print("skipped \(command): \(reason)") }
        }
        // Blocks that build Swift code take longest; starting them first shortens the run.
        let blocks = all.map { block in
            DocumentedBlock(commands: block.commands.filter { Self.skipped[$0.command] == nil }, files: block.files)
        }.filter { !$0.commands.isEmpty }.sorted { first, second in
            first.commands.contains(where: \.buildsSwift) && !second.commands.contains(where: \.buildsSwift)
        }
        let server = need == .window ? try XvfbServer(screen: "1920x1080x24") : nil
        defer { server?.stop() }
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let runner = DocumentedCommandRunner(
            package: Self.package, binaries: binaries, display: server?.name, frames: 30, timeout: 600)
        let started = Date()
        let outcomes = runner.run(blocks, workers: UsableCPUs.count)
        for outcome in outcomes {
            print(String(format: "%6.1f s  %@", outcome.seconds, outcome.command.description))
            #expect(outcome.failures.isEmpty, "\(outcome.command): \(outcome.failures.joined(separator: "; "))")
        }
        print(
            String(
                format: "%d documented commands run in %.1f s on %d workers", outcomes.count,
                Date().timeIntervalSince(started), UsableCPUs.count))
        #expect(!outcomes.isEmpty, "the documentation shows commands of this kind")
    }

    @Test func skipListNamesOnlyDocumentedCommands() throws {
        let commands = Set(try Self.blocks().flatMap(\.commands).map(\.command))
        for command in Self.skipped.keys {
            #expect(commands.contains(command), "skipped, but no longer documented: \(command)")
        }
    }

    @Test func readmeShowsTheMainCommandsWithTheirResults() throws {
        let text = try String(contentsOf: Self.package.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = DocumentedCommand.blocks(in: text, file: "README.md")
        let commands = blocks.flatMap(\.commands)
        #expect(commands.contains { $0.subcommand == "render" } && commands.contains { $0.subcommand == "preview" })
        #expect(commands.contains { $0.claims.contains(.pixels(width: 1179, height: 2556)) })
        let diff = try #require(commands.first { $0.command.hasPrefix("ombre diff Examples/UIKit/") })
        #expect(diff.claims.contains(.prints("same within tolerance")) && diff.expectedStatus == 0)
        #expect(blocks.contains { !$0.files.isEmpty }, "the YAML example is a file its commands use")
        #expect(text.contains("```sh\nswift test\n```"), "CI runs the test command the README gives")
    }

    @Test func commentsStateResultsInTheirOwnWords() throws {
        let block = """
            ```yaml file=a.yaml
            root: {gradient: {}}
            ```
            ```sh
            $ swift run ombre render progress -o p.png --device iphone-15   # 1179x2556 pixels
            ombre render animated -o frames --duration 2 \\
                --fps 10    # writes frames/frame-00000.png … frame-00019.png; a folder of frames
            ombre diff a.png b.png  # prints "different"; exit 1
            ombre preview a.yaml --set tint=#FF0000
            ombre render a.yaml -o a.png   # 80×60 pixels; exits 0; a plain frame
            ```
            ```text
            ombre render SCENE -o OUT
            ```
            """
        let blocks = DocumentedCommand.blocks(in: block, file: "x.md")
        #expect(blocks.count == 1 && blocks[0].files == ["a.yaml": "root: {gradient: {}}\n"])
        let commands = blocks.flatMap(\.commands)
        #expect(
            commands.map(\.command) == [
                "ombre render progress -o p.png --device iphone-15",
                "ombre render animated -o frames --duration 2 --fps 10",
                "ombre diff a.png b.png",
                "ombre preview a.yaml --set tint=#FF0000",
                "ombre render a.yaml -o a.png",
            ])
        #expect(commands.map(\.line) == [5, 6, 8, 9, 10])
        #expect(commands[0].claims == [.pixels(width: 1179, height: 2556)] && commands[0].output == "p.png")
        #expect(commands[1].claims == [.writes(["frames/frame-00000.png", "frames/frame-00019.png"])])
        #expect(commands[2].claims == [.prints("different"), .exit(1)] && commands[2].expectedStatus == 1)
        #expect(commands.map(\.opensWindow) == [false, false, false, true, false])
        #expect(commands[4].claims == [.unreadable("80×60 pixels")], "a misspelt result is not prose")
    }
}
