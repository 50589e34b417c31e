import ArgumentParser

/// The `ombre` command: previews, renders and checks gradient scenes.
struct Ombre: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ombre",
        abstract: "Preview iOS-style gradient views live on the Linux desktop, or render them to PNG.",
        discussion: """
            SCENE is a YAML or JSON scene file, a .swift file of UIKit code (built against
            Ombre's UIKit layer and rebuilt on save), or a built-in demo: \(demoNames).

            Examples:
              ombre                           open the gallery of every demo
              ombre preview scene.yaml        live window, reloaded on save
              ombre render gradient -o g.png  one frame to PNG
              ombre render animated -o frames --duration 5 --fps 30
              ombre render scene.yaml -o g.png --size 1920x1080 --time 2.5
              ombre render progress -o p.png --device iphone-15   1179x2556 pixels
              ombre devices                   the iPhone and iPad presets
              ombre check scene.yaml          every error, as file:line:column
              ombre diff a.png scene.yaml -o diff.png
              ombre snapshot scene.yaml --reference refs --sizes 64x48,390x844
              ombre demos --show animated > my-scene.yaml
              ombre new view Sunset.swift     a starter @IBDesignable view
              ombre preview Sunset.swift --set angle=45   UIKit code, rebuilt on save
              ombre render Intro.swift Tile.swift -o i.png --controller Intro
              ombre render Answer.swift -o a.png --tap 170,205@0.5 --time 1   a scripted touch
              ombre bench layers --size 1920x1080 --frames 200 --json

            Exit status: 0 success, 1 runtime failure (display lost, I/O), 2 bad input.
            diff and snapshot exit as diff(1) does: 0 same, 1 different, 2 bad input
            or trouble.
            """,
        subcommands: [
            Preview.self, Render.self, Check.self, Diff.self, Snapshot.self, Demos.self, New.self, Bench.self,
            Devices.self,
        ],
        defaultSubcommand: Preview.self
    )

    static var demoNames: String {
        OmbreSceneNames.all.joined(separator: ", ")
    }
}
