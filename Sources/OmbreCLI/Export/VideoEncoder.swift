import Foundation
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An ffmpeg process that turns raw frames written to its standard input into a video or an
/// animated image.
final class VideoEncoder {
    private let process = Process()
    private let input: Pipe
    private let errors: Pipe
    private let errorOutput = ErrorOutput()
    private let path: String
    let format: VideoFormat

    /// Starts ffmpeg writing `path` from frames of `size` at `fps`.
    /// - Throws: `CLIError.runtime` naming Debian's `ffmpeg` package when no `ffmpeg` is on
    ///   PATH, or when it cannot be started.
    init(path: String, format: VideoFormat, size: PixelSize, fps: Int) throws(CLIError) {
        let ffmpeg = try Self.locateFFmpeg(for: format)
        self.path = path
        self.format = format
        // A closed pipe must come back as an error from write(), not end the process.
        signal(SIGPIPE, SIG_IGN)
        input = Pipe()
        errors = Pipe()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = Self.arguments(format: format, size: size, fps: fps, output: path)
        if format == .mp4, size.width % 2 == 1 || size.height % 2 == 1 {
            // Said, not silent: the file is not the size asked for.
            FileHandle.standardError.writeDroppingOnFailure(
                "ombre: H.264 needs even sides; \(path) is \(size.width + size.width % 2)x\(size.height + size.height % 2)"
                    + " (\(size.width)x\(size.height) and a row or column of black)\n")
        }
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .runtime("cannot start \(ffmpeg): \(error.localizedDescription)")
        }
        errorOutput.read(from: errors.fileHandleForReading)
    }

    /// What ffmpeg is told: raw frames on standard input, and the settings of each format.
    static func arguments(format: VideoFormat, size: PixelSize, fps: Int, output: String) -> [String] {
        let input = [
            "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo",
            "-pix_fmt", format == .apng ? "bgra" : "bgr0", "-s", "\(size.width)x\(size.height)",
            "-framerate", "\(fps)", "-i", "pipe:0",
        ]
        let encode: [String]
        switch format {
        case .mp4:
            // H.264 in 4:2:0 needs even sides: an odd side gets one row or column of padding.
            encode = [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-crf", "16", "-pix_fmt", "yuv420p",
                "-movflags", "+faststart", "-f", "mp4",
            ]
        case .webm:
            encode = [
                "-c:v", "libvpx-vp9", "-crf", "24", "-b:v", "0", "-pix_fmt", "yuv420p", "-row-mt", "1",
                "-deadline", "good", "-cpu-used", "4", "-f", "webm",
            ]
        case .gif:
            // One palette for the whole clip and an ordered (Bayer) dither: gradients do not band,
            // and unchanged areas keep the same pixels from frame to frame, so they neither
            // shimmer nor cost bytes (error diffusion re-dithers them on every frame).
            encode = [
                "-filter_complex",
                "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_scale=3",
                "-loop", "0", "-f", "gif",
            ]
        case .apng:
            encode = ["-plays", "0", "-f", "apng"]
        }
        return input + encode + [output]
    }

    /// The bytes ffmpeg expects for `frame`.
    func bytes(of frame: PixelBuffer) -> [UInt8] {
        format == .apng ? frame.straightBGRA() : frame.premultipliedBGRA()
    }

    /// Sends one frame's bytes.
    /// - Throws: `CLIError.runtime` with ffmpeg's message when it stopped taking frames.
    func write(_ bytes: [UInt8]) throws(CLIError) {
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + sent, $0.count - sent) }
            if result < 0 {
                if errno == EINTR { continue }
                _ = try? finish()
                throw .runtime("ffmpeg stopped taking frames for \(path): \(ffmpegMessage())")
            }
            sent += result
        }
    }

    /// Closes the input and waits for ffmpeg to finish the file.
    /// - Throws: `CLIError.runtime` with ffmpeg's message when it failed.
    func finish() throws(CLIError) {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw .runtime("ffmpeg could not write \(path): \(ffmpegMessage())")
        }
    }

    private func ffmpegMessage() -> String {
        let text = String(decoding: errorOutput.wait(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "exit status \(process.terminationStatus)" : text
    }

    /// The first executable `ffmpeg` on PATH.
    /// - Throws: `CLIError.runtime` naming Debian's `ffmpeg` package when there is none.
    static func locateFFmpeg(for format: VideoFormat) throws(CLIError) -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw .runtime(
            "writing .\(format.rawValue) needs ffmpeg, which is not installed (or not on PATH); "
                + "install it with `sudo apt-get install ffmpeg` (Debian's ffmpeg package)")
    }
}

/// ffmpeg's standard error, read on another thread so that a full pipe never blocks it.
private final class ErrorOutput: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchGroup()

    func read(from handle: FileHandle) {
        done.enter()
        DispatchQueue.global().async {
            self.data = handle.readToEndAndClose()
            self.done.leave()
        }
    }

    /// Everything ffmpeg wrote, once it closed standard error.
    func wait() -> Data {
        done.wait()
        return data
    }
}
