import ArgumentParser
import OmbreScene

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the iPhone and iPad presets that --device accepts.",
        discussion: """
            Each renders at the device's size in points times its scale, in portrait, for example
            `ombre render scene.yaml -o out.png --device iphone-15` writes 1179x2556 pixels.
            """)

    func run() {
        print(DevicePreset.table)
    }
}
