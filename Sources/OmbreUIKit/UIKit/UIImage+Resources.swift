import Foundation
import OmbreGraphics

/// The type `#imageLiteral(resourceName:)` makes where the code names no other, as on iOS.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}

extension UIImage {
    /// Where a scene's images are: the folder of its first file, which `ombre` passes to the
    /// scene's process, or else the current directory.
    static var resourceFolder: String {
        ProcessInfo.processInfo.environment["OMBRE_SCENE_RESOURCES"]
            ?? FileManager.default.currentDirectoryPath
    }

    /// The PNG called `name` in `folder` and the scale its name gives; nil when there is no
    /// such file or it does not decode.
    static func resource(named name: String, in folder: String) -> (CGImage, CGFloat)? {
        guard !name.isEmpty, !name.hasPrefix("/") else { return nil }
        let file = URL(fileURLWithPath: folder).appendingPathComponent(name)
        let path = file.pathExtension.isEmpty ? file.appendingPathExtension("png") : file
        guard let data = FileManager.default.contents(atPath: path.path),
            let pixels = try? PixelBuffer(pngData: Array(data))
        else { return nil }
        let stem = path.deletingPathExtension().lastPathComponent
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        return (CGImage(pixels: pixels, hasAlpha: true), scale)
    }
}
