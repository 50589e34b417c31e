import Foundation
import OmbreGraphics
import Testing

/// Code that plays Audio Toolbox's system sounds (a tap's click, a vibration) builds and runs:
/// its sounds get IDs as on a device, and the preview says once that it plays none.
@Suite struct SystemSoundTests {
    static let scene = """
        import UIKit
        #if canImport(AudioToolbox)
        import AudioToolbox
        #endif

        final class ClickingView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .red
                let url = URL(fileURLWithPath: "/nonexistent/click.caf")
                var first: SystemSoundID = 0
                var again: SystemSoundID = 0
                var other: SystemSoundID = 0
                AudioServicesCreateSystemSoundID(url as CFURL, &first)
                AudioServicesCreateSystemSoundID(url as CFURL, &again)
                let status: OSStatus = AudioServicesCreateSystemSoundID(
                    URL(fileURLWithPath: "/nonexistent/pop.caf") as CFURL, &other)
                print("registered \\(first != 0) same \\(first == again) other \\(first != other) status \\(status)")
                AudioServicesPlaySystemSound(first)
                AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
                AudioServicesPlayAlertSound(other)
                AudioServicesDisposeSystemSoundID(first)
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        """

    @Test func systemSoundsGetIDsAndArePlayedSilently() throws {
        let file = try SwiftSceneFixtures.write(Self.scene, as: "Clicking.swift")
        let out = try temporaryDirectory().appendingPathComponent("clicking.png").path
        let result = try runOmbre(["render", file, "-o", out, "--size", "8x8"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("registered true same true other true status 0"), "\(result.err)")
        let notes = result.err.components(separatedBy: "system sounds are not played").count - 1
        #expect(notes == 1, "\(result.err)")
        let image = try PixelBuffer(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(Color(pixel: image[4, 4]) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
