import Foundation
import OmbreGraphics
import Testing

/// `-o` never destroys what its path names: regular files are replaced atomically, links are
/// followed, devices and FIFOs written through, and a failed write is reported.
@Suite struct OutputFileTests {
    private func render(to path: String) throws -> (status: Int32, out: String, err: String) {
        try runOmbre(["render", "gradient", "--size", "8x8", "-o", path])
    }

    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test func aRegularFileIsReplacedAndKeepsItsMode() throws {
        let path = try temporaryDirectory().appendingPathComponent("out.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("old".utf8)))
        #expect(chmod(path, 0o640) == 0)
        #expect(try render(to: path).status == 0)
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.size == PixelSize(width: 8, height: 8))
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & 0o777 == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: (path as NSString).deletingLastPathComponent)
        #expect(leftovers == ["out.png"], "temporary files left: \(leftovers)")
    }

    @Test func aSymbolicLinkIsFollowedToItsTarget() throws {
        let dir = try temporaryDirectory()
        let target = dir.appendingPathComponent("target.png").path
        let link = dir.appendingPathComponent("link.png").path
        #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        #expect(symlink("target.png", link) == 0)
        #expect(try render(to: link).status == 0)
        #expect(fileType(link) == S_IFLNK, "the link itself must stay a link")
        #expect(try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: target)))).width == 8)
    }

    @Test func aFIFOIsWrittenThroughNotReplaced() throws {
        let path = try temporaryDirectory().appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o600) == 0)
        let received = Received()
        let reader = Thread {
            let fd = open(path, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while fd >= 0 {
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { break }
                received.add(Array(buffer[0..<count]))
            }
            close(fd)
        }
        reader.start()
        #expect(try render(to: path).status == 0)
        #expect(fileType(path) == S_IFIFO)
        #expect(waitUntil(timeout: 5) { (try? PixelBuffer(pngData: received.bytes))?.width == 8 })
    }

    @Test func devNullStaysADevice() throws {
        #expect(try render(to: "/dev/null").status == 0)
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test func aFullDeviceIsAFailureWithStatusOne() throws {
        let result = try render(to: "/dev/full")
        #expect(result.status == 1)
        #expect(result.err.contains("ombre: cannot write /dev/full: No space left on device"), "\(result.err)")
    }

    @Test func aMissingFolderIsAFailureThatLeavesNothingBehind() throws {
        let result = try render(to: "/nonexistent-ombre-folder/out.png")
        #expect(result.status == 1)
        #expect(result.err.contains("cannot write /nonexistent-ombre-folder/out.png"), "\(result.err)")
    }
}

/// Bytes a reader thread collects.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [UInt8] = []
    var bytes: [UInt8] { lock.withLock { data } }
    func add(_ more: [UInt8]) { lock.withLock { data += more } }
}
