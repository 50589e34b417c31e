import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes command output to a path without ever destroying what the path names.
///
/// A regular file (or a new one) is replaced atomically: the bytes go to a temporary file in
/// the same folder, which is renamed over the target only once they are all written, so a
/// failure leaves the old file whole. A symbolic link is followed and its target written.
/// Devices and FIFOs (`/dev/null`, `/dev/stdout`, a pipe made with `mkfifo`) are written
/// through, never replaced by a regular file.
package enum OutputFile {
    /// Writes `bytes` to `path`.
    /// - Throws: `OutputFileError` when `path` is a folder or the bytes cannot all be written
    ///   (a full disk, `/dev/full`, a missing folder).
    package static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
        let target = resolvingLinks(path)
        var status = stat()
        if stat(target, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw OutputFileError(description: "\(path) is a folder, not a file")
            case S_IFREG:
                try replace(target, with: bytes, mode: status.st_mode & 0o7777, shownAs: path)
            default:
                try writeThrough(target, bytes: bytes, shownAs: path)
            }
        } else {
            try replace(target, with: bytes, mode: nil, shownAs: path)
        }
    }

    /// The path a chain of symbolic links ends at (the path itself when it is not a link);
    /// a dangling link resolves to where its target would be.
    package static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        return current
    }

    private static func failure(_ path: String, _ code: Int32 = errno) -> OutputFileError {
        OutputFileError(description: "cannot write \(path): \(String(cString: strerror(code)))")
    }

    /// Writes every byte to `fd`, retrying short writes and interruptions.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8], shownAs path: String) throws(OutputFileError) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path)
            }
            offset += count
        }
    }

    private static func writeThrough(_ target: String, bytes: [UInt8], shownAs path: String) throws(OutputFileError) {
        let fd = open(target, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        do throws(OutputFileError) {
            try writeAll(fd, bytes, shownAs: path)
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw failure(path) }
    }

    private static func replace(_ target: String, with bytes: [UInt8], mode: mode_t?, shownAs path: String)
        throws(OutputFileError)
    {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(
            ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(".\(name).XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var problem: OutputFileError?
        do throws(OutputFileError) {
            try writeAll(fd, bytes, shownAs: path)
            // mkstemp makes the file private; give it the old file's mode, or what a new file gets.
            if fchmod(fd, mode ?? (0o666 & ~currentUmask())) != 0 { problem = failure(path) }
        } catch {
            problem = error
        }
        if close(fd) != 0, problem == nil { problem = failure(path) }
        if let problem {
            unlink(temporary)
            throw problem
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

/// Why output could not be written; the description names the path and the reason.
package struct OutputFileError: Error, CustomStringConvertible {
    package var description: String
}
