import Foundation
import Ombre
import Testing

/// The program a client package writes against the `Ombre` product (Tests/OmbreLibraryAcceptance,
/// compiled unchanged from the issue that asked for it), run in a fresh folder.
@Suite struct AcceptanceTests {
    /// Runs the acceptance program in a new temporary folder and returns the folder.
    func runAcceptanceProgram() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ombre-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("OmbreLibraryAcceptance")
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return folder
    }

    func image(_ folder: URL, _ name: String) throws -> PixelBuffer {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try PixelBuffer(pngData: [UInt8](data))
    }

    /// Whether the pixel at (x, y) is within `tolerance` levels of `hex` (#RRGGBB) in every channel.
    func pixel(_ image: PixelBuffer, _ x: Int, _ y: Int, isNear hex: String, tolerance: Float = 6) throws -> Bool {
        let expected = try Color(parsing: hex)
        let actual = Color(pixel: image[x, y])
        let distance = [
            actual.red - expected.red, actual.green - expected.green, actual.blue - expected.blue,
        ].map { abs($0) * 255 }.max()!
        if distance > tolerance { Issue.record("pixel (\(x), \(y)) is \(actual), expected near \(hex)") }
        return distance <= tolerance
    }

    @Test func snippetWritesTwoFramesWithEachViewsColors() throws {
        let folder = try runAcceptanceProgram()
        let t0 = try image(folder, "out-t0.png")
        let t1 = try image(folder, "out-t1.png")
        #expect(t0.size == PixelSize(width: 600, height: 200))
        #expect(t1.size == PixelSize(width: 600, height: 200))

        // LDGradientView at 45°: red at the bottom-left corner, blue at the top-right, the same at
        // both times; as a gradient layer shows them on iOS, (255, 38, 0) and (5, 51, 255).
        #expect(try pixel(t0, 1, 198, isNear: "#FF2600", tolerance: 8))
        #expect(try pixel(t0, 198, 1, isNear: "#0533FF", tolerance: 8))
        #expect(t0.region(x: 0, y: 0, width: 200, height: 200) == t1.region(x: 0, y: 0, width: 200, height: 200))

        // AnimatedGradientView's first frame flows up: #2BC0E4 at the bottom, #EAECC6 at the top.
        #expect(try pixel(t0, 300, 199, isNear: "#2BC0E4"))
        #expect(try pixel(t0, 300, 0, isNear: "#EAECC6"))
        // Halfway into the 2-second transition to the second frame, it has moved.
        let animated = (200..<400).flatMap { x in (0..<200).map { y in (x, y) } }
        let changed = animated.filter { t0[$0.0, $0.1] != t1[$0.0, $0.1] }.count
        #expect(changed > animated.count / 2)

        // GradientProgressView at 70 %: light gray in the corner and in the unrevealed wedge
        // (10:30 o'clock), mostly blue near the center inside the revealed part (3 o'clock).
        #expect(try pixel(t0, 402, 2, isNear: "#AAAAAA", tolerance: 1))
        #expect(try pixel(t0, 470, 70, isNear: "#AAAAAA", tolerance: 1))
        let revealed = Color(pixel: t0[530, 100])
        #expect(revealed.blue > 0.75 && revealed.red < 0.05 && revealed.green < 0.3)
    }
}
