import Foundation
import Testing

/// `ombre check` on the animation vocabulary: bad values are bad input, with a position and a hint.
@Suite struct AnimationVocabularyCheckTests {
    /// Runs `ombre check` on `text` saved as `name`; returns the result and the file's path.
    private func check(_ text: String, as name: String) throws -> (
        result: (status: Int32, out: String, err: String), path: String
    ) {
        let scene = try temporaryDirectory().appendingPathComponent(name)
        try text.write(to: scene, atomically: true, encoding: .utf8)
        return (try runOmbre(["check", scene.path]), scene.path)
    }

    @Test func badAnimationValuesExitWithStatusTwoAndSayWhere() throws {
        let (result, path) = try check(
            """
            root:
              stack:
                children:
                  - animatedGradient:
                      timing: steps(0)
                      startAt: soon
                      style: fancy
                      frames: [{colors: [red], direction: up-right}]
                  - progress:
                      points: [[0, -1], [1, 1], [-1, 1]]
                      dither: maybe
                      animate: {delay: -2, autoreverses: twice}
            """, as: "bad.yaml")
        #expect(result.status == 2)
        let expected = [
            ":5:19: unknown timing \"steps(0)\" (use linear",
            ":6:20: startAt must be a number, not \"soon\"",
            ":7:18: unknown style \"fancy\" (use one of: ios, smooth)",
            ":8:47: unknown direction \"up-right\" (did you mean \"upRight\"?)",
            ":11:19: dither must be true or false, not \"maybe\"",
            ":12:28: delay is -2, outside 0...31536000",
            ":12:46: autoreverses must be true or false, not \"twice\"",
        ]
        for line in expected {
            #expect(result.err.contains(path + line), "\(line)\n\(result.err)")
        }
    }

    @Test func theNewKeysCheckClean() throws {
        let (result, _) = try check(
            """
            root:
              stack:
                children:
                  - gradient: {startColor: red, dither: false}
                  - animatedGradient:
                      style: smooth
                      animationDuration: 2
                      timing: steps(8)
                      autoAnimate: false
                      startAt: 1
                      dither: false
                      frames: [{colors: [red, blue], direction: down left, duration: 3, locations: [0, 0.4]}]
                  - progress:
                      points: [[0, -1], [1, 1], [-1, 1]]
                      dither: false
                      animate: {from: 0, to: 1, duration: 20, timing: steps(200), delay: 1, autoreverses: true}
            """, as: "good.yaml")
        #expect(result.status == 0, "\(result.err)")
    }
}
