import Foundation
import OmbreGraphics
import OmbrePreview
import OmbreScene
import OmbreViews

/// Renders a stretch of a scene's time to a folder of frames, a video or a contact sheet, on
/// several threads.
struct FrameExport {
    let scene: Scene
    /// Where the scene came from, so that each thread can load its own copy.
    let reference: String
    /// The frame size in pixels.
    let size: PixelSize
    /// Pixels per point.
    let scale: Double
    let fps: Int
    /// The scene time of the first frame.
    let start: Double
    let duration: Double
    let threads: Int

    /// The number of frames `duration` holds at `fps` (at least 1).
    var frameCount: Int { max(1, Int((duration * Double(fps)).rounded())) }

    /// Frame i's scene time: start + i / fps, the time `render --time` takes for that frame.
    func frameTime(_ index: Int) -> Double {
        start + Double(index) / Double(fps)
    }

    /// Writes `frame-00000.png` … and `frames.json` into `folder`.
    func writeFolder(_ folder: FrameFolder, overwrite: Bool) throws(CLIError) {
        try folder.prepare(overwrite: overwrite)
        let times = (0..<frameCount).map(frameTime)
        let pipeline = try FramePipeline(scene: scene, reference: reference, threads: threads, count: times.count)
        let progress = ProgressReporter(total: times.count)
        let size = size
        try pipeline.run { (index, scene) throws(CLIError) in
            let frame = OmbreViews.render(
                root: scene.root, size: size, scale: scale, at: times[index], background: scene.background)
            try checkScene(scene)
            try writePNG(frame, to: folder.filePath(index), compression: .frames)
        } deliver: { index, _ in
            progress.advance(to: index + 1)
        }
        try folder.writeManifest(times: times, fps: fps)
        progress.finish(message: "wrote \(times.count) frames and frames.json to \(folder.path)")
    }

    /// Pipes the frames to ffmpeg, which writes `path` in `format`.
    func writeVideo(_ path: String, format: VideoFormat) throws(CLIError) {
        let count = frameCount
        let encoder = try VideoEncoder(path: path, format: format, size: size, fps: fps)
        let pipeline = try FramePipeline(scene: scene, reference: reference, threads: threads, count: count)
        let progress = ProgressReporter(total: count)
        let size = size
        do throws(CLIError) {
            try pipeline.run { (index, scene) throws(CLIError) in
                let frame = OmbreViews.render(
                    root: scene.root, size: size, scale: scale, at: frameTime(index), background: scene.background)
                try checkScene(scene)
                return encoder.bytes(of: frame)
            } deliver: { (index, bytes) throws(CLIError) in
                try encoder.write(bytes)
                progress.advance(to: index + 1)
            }
        } catch {
            _ = try? encoder.finish()
            throw error
        }
        try encoder.finish()
        progress.finish(message: "wrote \(count) frames to \(path)")
    }

    /// Lays out `layout.count` frames spread evenly over the duration (frame k at
    /// start + k · duration / count) in one PNG, row by row, each stamped with its scene time
    /// in its bottom-left corner when `stamps`.
    func writeSheet(_ path: String, layout: SheetLayout, stamps: Bool) throws(CLIError) {
        let sheetSize = PixelSize(width: size.width * layout.columns, height: size.height * layout.rows)
        guard sheetSize.width <= PixelSize.maximumSide, sheetSize.height <= PixelSize.maximumSide else {
            throw .badInput(
                "a \(layout.columns)x\(layout.rows) sheet of \(size.width)x\(size.height) frames would be "
                    + "\(sheetSize.width)x\(sheetSize.height) pixels, more than \(PixelSize.maximumSide) a side; "
                    + "use a smaller --size or fewer cells")
        }
        let sheet = PixelBuffer(size: sheetSize)
        let pipeline = try FramePipeline(scene: scene, reference: reference, threads: threads, count: layout.count)
        let progress = ProgressReporter(total: layout.count)
        let size = size
        try pipeline.run { (index, scene) throws(CLIError) in
            let cell = sheet.region(
                x: index % layout.columns * size.width, y: index / layout.columns * size.height,
                width: size.width, height: size.height)
            let time = sheetTime(index, of: layout)
            OmbreViews.render(root: scene.root, into: cell, scale: scale, at: time, background: scene.background)
            try checkScene(scene)
            guard stamps else { return }
            do throws(FontError) {
                let caption = Caption([PreviewPlayback.formatTime(time)], frameHeight: size.height)
                try caption.draw(on: cell, at: .bottomLeft)
            } catch {
                throw .runtime("cannot stamp the sheet's times: \(error.description); or add --no-stamp")
            }
        } deliver: { index, _ in
            progress.advance(to: index + 1)
        }
        try writePNG(sheet, to: path)
        progress.finish(message: "wrote a \(layout.columns)x\(layout.rows) sheet to \(path)")
    }

    /// Cell k's scene time: start + k · duration / (columns · rows).
    func sheetTime(_ index: Int, of layout: SheetLayout) -> Double {
        start + Double(index) * duration / Double(layout.count)
    }
}
