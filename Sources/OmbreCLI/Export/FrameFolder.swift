import Foundation

/// A folder of numbered PNG frames with a `frames.json` manifest beside them.
struct FrameFolder {
    let path: String

    /// The file name of frame `index`: `frame-00042.png`.
    static func fileName(_ index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    func filePath(_ index: Int) -> String {
        (path as NSString).appendingPathComponent(Self.fileName(index))
    }

    /// Makes the folder ready for new frames: creates it, refuses one that already holds
    /// `frame-*.png` files unless `overwrite`, in which case those files are removed first.
    /// - Throws: `CLIError.badInput` when `path` is a file or holds frames without
    ///   `overwrite`; `CLIError.runtime` when it cannot be created or cleared.
    func prepare(overwrite: Bool) throws(CLIError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .badInput("\(path) is a file; with --duration, -o names a folder for the frames")
            }
            let old = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter(Self.isFrameFile).sorted()
            guard !old.isEmpty else { return }
            guard overwrite else {
                throw .badInput(
                    "\(path) already holds \(old.count) frame files (\(old[0]) …); add --overwrite to replace "
                        + "them, or choose another folder")
            }
            for name in old + ["frames.json"] where manager.fileExists(atPath: appending(name)) {
                do {
                    try manager.removeItem(atPath: appending(name))
                } catch {
                    throw .runtime("cannot remove \(appending(name)): \(error.localizedDescription)")
                }
            }
        } else {
            do {
                try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw .runtime("cannot create folder \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Writes `frames.json`: the frame rate and, for each frame, its index, file and scene time.
    func writeManifest(times: [Double], fps: Int) throws(CLIError) {
        let frames = times.enumerated().map { index, time in
            "    {\"index\": \(index), \"file\": \"\(Self.fileName(index))\", \"time\": \(time)}"
        }
        let text = "{\n  \"fps\": \(fps),\n  \"frames\": [\n" + frames.joined(separator: ",\n") + "\n  ]\n}\n"
        let manifest = appending("frames.json")
        guard FileManager.default.createFile(atPath: manifest, contents: Data(text.utf8)) else {
            throw .runtime("cannot write \(manifest): check that the folder is writable")
        }
    }

    private func appending(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    /// Whether `name` is one of the files an earlier export left: `frame-<anything>.png`.
    private static func isFrameFile(_ name: String) -> Bool {
        name.hasPrefix("frame-") && name.hasSuffix(".png")
    }
}
