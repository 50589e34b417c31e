import Foundation
import OmbreGraphics
import Testing

@testable import OmbreCLI

/// `--size` is in points, `--scale` and `--device` turn points into pixels.
@Suite struct ScaleOptionsTests {
    private func renderedSize(_ arguments: [String]) throws -> PixelSize {
        let out = try temporaryDirectory().appendingPathComponent("out.png").path
        #expect(ombreMain(["render"] + arguments + ["-o", out]) == 0)
        return try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out)))).size
    }

    @Test func sizeIsInPointsAndScaleMakesPixels() throws {
        #expect(try renderedSize(["gradient", "--size", "40x30", "--scale", "2"]) == PixelSize(width: 80, height: 60))
        #expect(try renderedSize(["gradient", "--size", "40x30"]) == PixelSize(width: 40, height: 30))
    }

    @Test func aDeviceRendersAtItsPixelsWhateverTheScenesSize() throws {
        // The gradient demo is written for 800×600 points; the device's size wins.
        #expect(try renderedSize(["gradient", "--device", "iphone-15"]) == PixelSize(width: 1179, height: 2556))
    }

    @Test func aScenesWindowScaleApplies() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("retina.yaml").path
        try "window: {size: [30, 20], scale: 3}\nroot: {gradient: {startColor: red}}\n".write(
            toFile: scene, atomically: true, encoding: .utf8)
        #expect(try renderedSize([scene]) == PixelSize(width: 90, height: 60))
        #expect(try renderedSize([scene, "--scale", "1"]) == PixelSize(width: 30, height: 20), "--scale wins")
    }

    @Test func aFivePointStrokeIsFifteenPixelsOnAnIPhone15() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("square.yaml").path
        try """
        window: {size: [100, 100], background: white}
        root:
          progress: {points: [[1, 1], [-1, 1], [-1, -1], [1, -1]], colors: [white], startAngle: 0}
        """.write(toFile: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("p.png").path
        #expect(ombreMain(["render", scene, "-o", out, "--device", "iphone-15"]) == 0)
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        // The square's left side crosses the middle row; its darkness adds up to the stroke's width.
        let y = image.height / 2
        let width = (0..<(image.width / 2)).map { 1 - Double(image[$0, y] & 0xFF) / 255 }.reduce(0, +)
        #expect(abs(width - 15) < 0.25, "measured \(width) px")
    }

    @Test(arguments: [
        (["--scale", "0"], "--scale must be a number 0.25...8"),
        (["--scale", "nine"], "--scale"),
        (["--scale", "9"], "--scale must be a number 0.25...8"),
        (["--device", "iphone15"], "unknown device \"iphone15\" (did you mean \"iphone-15\"?)"),
        (["--device", "toaster"], "`ombre devices` lists them"),
        (["--device", "ipad", "--size", "10x10"], "--device sets both the size and the scale"),
        (["--size", "9000x10", "--scale", "2"], "more than 16384 pixels on a side"),
    ])
    func badScalesAndDevicesAreBadInput(arguments: [String], message: String) throws {
        let out = try temporaryDirectory().appendingPathComponent("x.png").path
        let result = try runOmbre(["render", "gradient", "-o", out] + arguments)
        #expect(result.status == 2)
        #expect(result.err.contains(message), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func devicesListsThePresets() throws {
        let listed = try runOmbre(["devices"])
        #expect(listed.status == 0)
        #expect(listed.out.contains("iphone-15 ") && listed.out.contains("1179×2556 px"))
        #expect(listed.out.contains("ipad-pro-13") && listed.out.contains("iphone-se"))
        let viaOption = try runOmbre(["render", "gradient", "-o", "unused.png", "--device", "list"])
        #expect(viaOption.status == 0 && viaOption.out == listed.out)
    }

    @Test func benchReportsPixelsAtTheScale() throws {
        let result = try runOmbre(["bench", "gradient", "--size", "20x10", "--scale", "3", "--frames", "2", "--json"])
        #expect(result.status == 0)
        #expect(result.out.contains("\"width\":60") && result.out.contains("\"height\":30"), "\(result.out)")
    }
}
