import Foundation
import Testing

/// `ombre diff` of two scenes renders both at one size and one scale, chosen in a fixed order
/// (the option, else A's window setting, else B's, else the default), and says which.
@Suite struct DiffSharedSizeTests {
    /// Two scenes that draw the same gradient, with the `window` settings given (nil: none).
    private func scenes(_ a: String?, _ b: String?) throws -> (a: String, b: String) {
        let dir = try temporaryDirectory()
        func write(_ window: String?, _ name: String) throws -> String {
            let url = dir.appendingPathComponent(name)
            let head = window.map { "window: {\($0)}\n" } ?? ""
            try (head + "root: {gradient: {startColor: \"#FF5F6D\", endColor: \"#2BC0E4\", angle: 30}}\n")
                .write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        return (try write(a, "a.yaml"), try write(b, "b.yaml"))
    }

    /// Runs `ombre diff A B options --json` and returns its object.
    private func diff(_ pair: (a: String, b: String), _ options: [String] = []) throws -> [String: Any] {
        let result = try runOmbre(["diff", pair.a, pair.b, "--json"] + options)
        #expect(result.status == 0, "both draw the same gradient at one size: \(result.out)\(result.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    }

    @Test func sizeOptionWinsOverBothScenesSizes() throws {
        let object = try diff(try scenes("size: [48, 32]", "size: [20, 10]"), ["--size", "40x30"])
        #expect(object["render_size"] as? [Int] == [40, 30])
        #expect(object["render_size_from"] as? String == "--size")
        #expect(object["size_a"] as? [Int] == [40, 30] && object["size_b"] as? [Int] == [40, 30])
    }

    @Test func firstScenesSizeWinsOverTheSecondsAndIsNamed() throws {
        let pair = try scenes("size: [48, 32]", "size: [20, 10]")
        let object = try diff(pair)
        #expect(object["render_size"] as? [Int] == [48, 32])
        #expect(object["render_size_from"] as? String == "a")
        #expect(object["size_a"] as? [Int] == [48, 32] && object["size_b"] as? [Int] == [48, 32])
        let text = try runOmbre(["diff", pair.a, pair.b])
        #expect(
            text.out.contains(
                "both scenes render at 48x32 points (A's window.size) at 1x (the default: neither sets window.scale)"),
            "\(text.out)")
        #expect(text.out.contains("size: 48x32 (same)"))
    }

    @Test func secondScenesSizeServesWhenTheFirstSetsNone() throws {
        let pair = try scenes(nil, "size: [20, 10]")
        let object = try diff(pair)
        #expect(object["render_size"] as? [Int] == [20, 10])
        #expect(object["render_size_from"] as? String == "b")
        #expect(object["size_a"] as? [Int] == [20, 10] && object["size_b"] as? [Int] == [20, 10])
        #expect(try runOmbre(["diff", pair.a, pair.b]).out.contains("(B's window.size)"))
    }

    @Test func defaultSizeServesWhenNeitherSceneSetsOne() throws {
        let pair = try scenes("title: A", nil)
        let object = try diff(pair)
        #expect(object["render_size"] as? [Int] == [800, 600])
        #expect(object["render_size_from"] as? String == "default")
        #expect(object["size_a"] as? [Int] == [800, 600] && object["size_b"] as? [Int] == [800, 600])
        #expect(
            try runOmbre(["diff", pair.a, pair.b]).out.contains(
                "800x600 points (the default: neither sets window.size)"))
    }

    @Test func scaleFollowsTheSameOrderAsTheSize() throws {
        let pair = try scenes("scale: 2", "size: [20, 10], scale: 3")
        let fromA = try diff(pair)
        #expect(fromA["render_size"] as? [Int] == [20, 10] && fromA["render_size_from"] as? String == "b")
        #expect(fromA["render_scale"] as? Double == 2 && fromA["render_scale_from"] as? String == "a")
        #expect(fromA["size_a"] as? [Int] == [40, 20] && fromA["size_b"] as? [Int] == [40, 20])
        let fromB = try diff(try scenes(nil, "size: [20, 10], scale: 3"))
        #expect(fromB["render_scale"] as? Double == 3 && fromB["render_scale_from"] as? String == "b")
        #expect(fromB["size_a"] as? [Int] == [60, 30])
        let option = try diff(pair, ["--scale", "0.5"])
        #expect(option["render_scale_from"] as? String == "--scale" && option["size_b"] as? [Int] == [10, 5])
    }

    @Test func deviceSetsSizeAndScaleForBoth() throws {
        let pair = try scenes("size: [48, 32]", "size: [20, 10]")
        let object = try diff(pair, ["--device", "iphone-se"])
        #expect(object["render_size_from"] as? String == "--device")
        #expect(object["size_a"] as? [Int] == [750, 1334] && object["size_b"] as? [Int] == [750, 1334])
        #expect(
            try runOmbre(["diff", pair.a, pair.b, "--device", "iphone-se"]).out.contains(
                "both scenes render at 375x667 points at 2x (--device iphone-se)"))
    }

    @Test func sceneAgainstAnImageKeepsTheScenesOwnSize() throws {
        let pair = try scenes("size: [48, 32]", "size: [20, 10]")
        let png = try temporaryDirectory().appendingPathComponent("b.png").path
        #expect(try runOmbre(["render", pair.b, "-o", png]).status == 0)
        let result = try runOmbre(["diff", pair.a, png, "--json"])
        #expect(result.status == 1, "A renders at its own 48x32 against the 20x10 image")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["size_a"] as? [Int] == [48, 32] && object["render_size"] == nil)
    }
}
