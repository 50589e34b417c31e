import OmbreGraphics
import Testing

@testable import OmbreScene

@Suite struct DevicePresetTests {
    @Test func anIPhone15Is393By852PointsAtThreeTimes() throws {
        let phone = try #require(DevicePreset.named("iphone-15"))
        #expect(phone.points == PixelSize(width: 393, height: 852) && phone.scale == 3)
        #expect(phone.pixels == PixelSize(width: 1179, height: 2556))
        #expect(DevicePreset.named("iPhone-15") == phone, "names match case-insensitively")
    }

    @Test(arguments: [
        ("iphone-se", 750, 1334), ("iphone-16-pro", 1206, 2622), ("iphone-16-pro-max", 1320, 2868),
        ("ipad-mini", 1488, 2266), ("ipad-pro-13", 2064, 2752),
    ])
    func presetsGiveTheDevicesPixels(name: String, width: Int, height: Int) throws {
        #expect(try #require(DevicePreset.named(name)).pixels == PixelSize(width: width, height: height))
    }

    @Test func namesAreUniqueAndTheTableListsEveryOne() {
        let names = DevicePreset.all.map(\.name)
        #expect(Set(names).count == names.count)
        let lines = DevicePreset.table.split(separator: "\n")
        #expect(lines.count == names.count)
        #expect(
            lines.contains { $0.hasPrefix("iphone-15 ") && $0.contains("393×852 pt") && $0.contains("1179×2556 px") })
    }

    @Test func aMisspeltNameSuggestsTheNearest() {
        #expect(DevicePreset.named("iphone15") == nil)
        #expect(DevicePreset.suggestion(for: "iphone15") == "iphone-15")
        #expect(
            DevicePreset.suggestion(for: "ipad-pro-12") == "ipad-pro-11"
                || DevicePreset.suggestion(for: "ipad-pro-12") == "ipad-pro-13")
        #expect(DevicePreset.suggestion(for: "toaster") == nil)
    }

    @Test func windowScaleIsReadAndDefaultsToOne() throws {
        let plain = try Scene(text: "root: {view: }", file: "a.yaml")
        #expect(plain.scale == 1)
        let retina = try Scene(text: "window: {size: [100, 50], scale: 2}\nroot: {view: }", file: "b.yaml")
        #expect(retina.scale == 2 && retina.designSize == PixelSize(width: 100, height: 50))
    }

    @Test(arguments: [
        ("window: {scale: 0}\nroot: {view: }", "1:17"), ("window: {scale: big}\nroot: {view: }", "1:17"),
        ("window: {size: [9000, 10], scale: 2}\nroot: {view: }", "1:35"),
    ])
    func badScalesAreReportedWhereTheyAre(text: String, position: String) {
        #expect {
            _ = try Scene(text: text, file: "s.yaml")
        } throws: { error in
            "\(error)".contains("s.yaml:\(position)") && "\(error)".contains("scale")
        }
    }
}
