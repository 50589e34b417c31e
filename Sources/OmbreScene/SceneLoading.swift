import Foundation

/// Why a scene reference could not be turned into a scene.
public enum SceneLoadError: Error, CustomStringConvertible, Sendable {
    /// Neither a built-in name nor an existing file.
    case notFound(String)
    /// The path names a folder or something else that is not a scene file.
    case notAFile(String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The text has errors.
    case invalid(SceneError)

    /// A message naming the scene and what went wrong.
    public var description: String {
        switch self {
        case .notFound(let reference):
            let names = BuiltinScene.all.map(\.name).joined(separator: ", ")
            return "no scene file or built-in demo named \"\(reference)\" (built-in demos: \(names); see `ombre demos`)"
        case .notAFile(let path):
            return "\(path) is a folder, not a scene file"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalid(let error):
            return error.description
        }
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
    public static func source(of reference: String) throws(SceneLoadError) -> (text: String, file: String) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw .notAFile(reference) }
            guard let data = FileManager.default.contents(atPath: reference) else {
                throw .unreadable(path: reference, reason: "permission denied or I/O error")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw .invalid(
                    SceneError([
                        SceneDiagnostic(file: reference, line: 1, column: 1, message: "the file is not UTF-8 text")
                    ]))
            }
            return (text, reference)
        }
        if let builtin = BuiltinScene.named(reference) {
            return (builtin.text, reference)
        }
        throw .notFound(reference)
    }
}
