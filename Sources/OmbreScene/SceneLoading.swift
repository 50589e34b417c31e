import Foundation
import OmbreGraphics

/// Why a scene reference could not be turned into a scene.
public enum SceneLoadError: Error, CustomStringConvertible, Sendable {
    /// Neither a built-in name nor an existing file.
    case notFound(String)
    /// The path names a folder or something else that is not a scene file.
    case notAFile(String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The path names a device, FIFO or socket, which could be read forever.
    case notRegular(path: String, kind: String)
    /// The file is larger than `SceneLimits.fileBytes`.
    case tooLarge(path: String, bytes: Int)
    /// The text has errors.
    case invalid(SceneError)

    /// A message naming the scene and what went wrong.
    public var description: String {
        switch self {
        case .notFound(let reference):
            let names = BuiltinScene.all.map(\.name)
            if let near = likelyMeant((reference as NSString).lastPathComponent, among: names), !reference.contains("/")
            {
                return "no scene file or built-in demo named \"\(abbreviated(reference))\" (did you mean \"\(near)\"?)"
            }
            return
                "no scene file or built-in demo named \"\(abbreviated(reference))\" (built-in demos: \(names.joined(separator: ", ")); see `ombre demos`)"
        case .notAFile(let path):
            return "\(path) is a folder, not a scene file"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notRegular(let path, let kind):
            return "\(path) is \(kind), not a scene file"
        case .tooLarge(let path, _):
            return "\(path) is larger than \(SceneLimits.fileBytes >> 20) MiB, the most a scene file may be"
        case .invalid(let error):
            return error.description
        }
    }
}

extension SceneLoadError {
    /// The most scene errors a summary lists.
    public static let maximumListedErrors = 100

    /// The description, listing at most `maximumErrors` of a scene's problems and counting
    /// the rest ("and N more errors"), so that a file with a hundred thousand errors prints
    /// a screenful.
    public func summary(maximumErrors: Int = maximumListedErrors) -> String {
        guard case .invalid(let invalid) = self, invalid.diagnostics.count > maximumErrors else {
            return description
        }
        let shown = invalid.diagnostics.prefix(maximumErrors).map(\.description)
        let more = invalid.diagnostics.count - maximumErrors
        return (shown + ["and \(more) more error\(more == 1 ? "" : "s")"]).joined(separator: "\n")
    }
}

extension Scene {
    /// Loads a scene from a file path, or a built-in demo by name when no such file exists.
    ///
    /// - Throws: `SceneLoadError` when nothing matches, the file cannot be read, or the text
    ///   has errors.
    public static func load(_ reference: String) throws(SceneLoadError) -> Scene {
        let (text, file) = try source(of: reference)
        do {
            return try Scene(text: text, file: file)
        } catch {
            throw .invalid(error)
        }
    }

    /// The text of a scene reference and the name to report it under.
    ///
    /// Only regular files are read, at most `SceneLimits.fileBytes` of them: a device, FIFO
    /// or socket could be read forever, so it is refused before anything is read.
    public static func source(of reference: String) throws(SceneLoadError) -> (text: String, file: String) {
        var status = stat()
        guard stat(reference, &status) == 0 else {
            if let builtin = BuiltinScene.named(reference) {
                return (builtin.text, reference)
            }
            if errno == ENOENT || errno == ENOTDIR { throw .notFound(reference) }
            throw .unreadable(path: reference, reason: String(cString: strerror(errno)))
        }
        let data = try readRegularFile(reference)
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalid(
                SceneError([
                    SceneDiagnostic(file: reference, line: 1, column: 1, message: "the file is not UTF-8 text")
                ]))
        }
        return (text, reference)
    }

    /// The bytes of the regular file at `path`, checked on the open descriptor so that the
    /// file cannot be swapped for a FIFO between the check and the read.
    private static func readRegularFile(_ path: String) throws(SceneLoadError) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notAFile(path)
        case S_IFIFO: throw .notRegular(path: path, kind: "a FIFO")
        case S_IFCHR, S_IFBLK: throw .notRegular(path: path, kind: "a device")
        case S_IFSOCK: throw .notRegular(path: path, kind: "a socket")
        default: throw .notRegular(path: path, kind: "not a regular file")
        }
        let limit = SceneLimits.fileBytes
        if Int(status.st_size) > limit { throw .tooLarge(path: path, bytes: Int(status.st_size)) }
        // Read one byte past the limit: files that report no size (/proc) or grow meanwhile stop there.
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, limit + 1 - data.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        if data.count > limit { throw .tooLarge(path: path, bytes: data.count) }
        return data
    }
}
