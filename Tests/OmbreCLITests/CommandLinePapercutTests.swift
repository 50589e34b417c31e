import Foundation
import OmbreGraphics
import Testing

@testable import OmbreCLI

/// What a new user types by mistake gets a message that says what is wrong.
@Suite struct CommandLinePapercutTests {
    @Test(arguments: [
        (["rendr", "gradient", "-o", "x.png"], "ombre: unknown command 'rendr' (did you mean 'render'?)"),
        (["chek", "gradient"], "ombre: unknown command 'chek' (did you mean 'check'?)"),
        (["render", "gradient", "-o", "/tmp/x.png", "--time", "-1"], "ombre: --time must be a number of seconds"),
        (["render", "gradient", "-o", "/tmp/x.png", "--size", "-1x5"], "ombre: --size -1x5: width and height must"),
        (["render", "gradient", "-o", "/tmp/x.png", "--time", "0x10"], "ombre: --time 0x10: not a decimal number"),
        (["render", "gradient", "-o", "/tmp/x.png", "--time=nan"], "ombre: --time nan: not a decimal number"),
        (["render", "gradient", "-o", "/tmp/x.png", "--fps", "-3"], "ombre: --fps must be 1...1000 (got -3)"),
        (["render", "gradient", "-o", "/tmp/x", "--duration", "-2"], "ombre: --duration must be"),
        (["bench", "gradient", "--frames", "-5"], "ombre: --frames must be"),
    ])
    func mistakesExitWithStatusTwoAndSayWhatIsWrong(arguments: [String], message: String) throws {
        let result = try runOmbre(arguments)
        #expect(result.status == 2, "\(result.err)")
        #expect(result.err.contains(message), "stderr: \(result.err)")
        let lines = result.err.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("ombre: ") }, "stderr: \(result.err)")
    }

    @Test func everyLineOfASceneErrorCarriesThePrefix() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("bad.yaml")
        try "root:\n  gradient:\n    startColor: grean\n    angel: 45\n".write(
            to: scene, atomically: true, encoding: .utf8)
        let result = try runOmbre(["check", scene.path])
        let lines = result.err.split(separator: "\n")
        #expect(lines.count >= 2 && lines.allSatisfy { $0.hasPrefix("ombre: \(scene.path):") }, "\(result.err)")
    }

    @Test func aHundredThousandErrorsPrintAScreenful() throws {
        let dir = try temporaryDirectory()
        let scene = dir.appendingPathComponent("many.yaml")
        var text = "root:\n  view:\n    children:\n"
        for j in 0..<100 {
            text += "      - gradientLayer: {colors: [\((0..<1000).map { "bad\(j)x\($0)" }.joined(separator: ", "))]}\n"
        }
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runOmbre(["check", scene.path])
        #expect(result.status == 2)
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.last == "ombre: and 99900 more errors")
    }

    @Test func negativeValuesReachTheOptionThatJudgesThem() {
        #expect(
            CommandLineWords.joiningNegativeValues(["render", "x", "--time", "-1", "--size", "-1x5", "-o", "-"])
                == ["render", "x", "--time=-1", "--size=-1x5", "-o", "-"])
        #expect(CommandLineWords.joiningNegativeValues(["--time", "-.5"]) == ["--time=-.5"])
        #expect(CommandLineWords.joiningNegativeValues(["--stats", "--no-shm"]) == ["--stats", "--no-shm"])
    }

    @Test func optionTypesAreFoundByReflection() {
        let rules = CommandLineWords.valueRules(for: [Render.self])
        #expect(rules["--time"]?("0x10") != nil && rules["--time"]?("2.5") == nil)
        #expect(rules["--duration"]?("inf") != nil)
        #expect(rules["--size"]?("0x10") != nil && rules["--size"]?("64x48") == nil)
        #expect(rules["--output"] == nil && rules["--fps"] == nil)
        #expect(CommandLineWords.kebabCase("noSHM") == "no-shm" && CommandLineWords.kebabCase("startAt") == "start-at")
    }
}
