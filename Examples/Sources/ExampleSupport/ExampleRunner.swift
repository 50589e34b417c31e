import Foundation
import Ombre

/// Runs an example: with `--render FILE.png [--time T]` it writes the frame at scene time T
/// (default 0) and exits; with no arguments it opens the live preview window.
///
/// Bad arguments print a usage line and exit with status 2; a failure to write the file or to
/// open the window exits with status 1.
public func runExample(
    _ root: View, size: CGSize, title: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())
) -> Never {
    let name = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "example"
    let request: ExampleRequest
    do {
        request = try ExampleRequest(arguments)
    } catch {
        fail("\(name): \(error)\nusage: \(name) [--render FILE.png [--time T]]", status: 2)
    }
    switch request {
    case .window:
        do {
            try Preview.show(root, size: size, title: title)
        } catch {
            fail("\(name): \(error)", status: 1)
        }
    case .render(let path, let time):
        do {
            try render(root, size: size, at: time).writePNG(to: path)
            print("wrote \(path) at \(time) s")
        } catch {
            fail("\(name): \(error)", status: 1)
        }
    }
    exit(0)
}

private func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

/// What the command line asks an example to do.
enum ExampleRequest: Equatable {
    case window
    case render(path: String, time: Double)

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws(Problem) {
        var path: String?
        var time = 0.0
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--render":
                guard let value = rest.popFirst() else { throw Problem(description: "--render needs a file name") }
                path = value
            case "--time":
                guard let value = rest.popFirst(), let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                    throw Problem(description: "--time needs a number of seconds, 0 or more")
                }
                time = seconds
            default:
                throw Problem(description: "unknown argument \"\(argument)\"")
            }
        }
        if let path {
            self = .render(path: path, time: time)
        } else if arguments.contains("--time") {
            throw Problem(description: "--time only goes with --render")
        } else {
            self = .window
        }
    }
}
