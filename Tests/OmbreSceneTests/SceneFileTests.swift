import Foundation
import Testing

@testable import OmbreScene

/// Only regular files of a bounded size are read as scenes; anything that could be read
/// forever is refused before a byte is read.
@Suite struct SceneFileTests {
    private func loadError(_ path: String) -> SceneLoadError? {
        do {
            _ = try Scene.load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test func devicesAreRefused() {
        guard case .notRegular(_, let kind)? = loadError("/dev/zero") else {
            Issue.record("expected /dev/zero to be refused, got \(String(describing: loadError("/dev/zero")))")
            return
        }
        #expect(kind == "a device")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ombre-fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        guard case .notRegular(_, let kind)? = loadError(path) else {
            Issue.record("expected the FIFO to be refused")
            return
        }
        #expect(kind == "a FIFO")
    }

    @Test func aFolderIsRefused() {
        guard case .notAFile? = loadError(FileManager.default.temporaryDirectory.path) else {
            Issue.record("expected the folder to be refused")
            return
        }
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ombre-big-\(UUID().uuidString).yaml")
            .path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("root: {gradient: {}}\n".utf8)))
        defer { unlink(path) }
        #expect(truncate(path, off_t(SceneLimits.fileBytes + 1)) == 0)
        guard case .tooLarge? = loadError(path) else {
            Issue.record("expected the large file to be refused")
            return
        }
        #expect(truncate(path, off_t(SceneLimits.fileBytes)) == 0)
        // At the limit the file is read (and is not a valid scene, being mostly zero bytes).
        guard case .invalid? = loadError(path) else {
            Issue.record("expected a file at the limit to be read")
            return
        }
    }

    @Test func summariesCountWhatTheyLeaveOut() {
        let diagnostics = (1...250).map { SceneDiagnostic(file: "f", line: $0, column: 1, message: "bad") }
        let summary = SceneLoadError.invalid(SceneError(diagnostics)).summary()
        let lines = summary.split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.last == "and 150 more errors")
        #expect(lines.first == "f:1:1: bad")
    }

    @Test func missingDemosSuggestTheNearestName() {
        #expect(loadError("gradent")?.description.contains("did you mean \"gradient\"?") == true)
    }
}
