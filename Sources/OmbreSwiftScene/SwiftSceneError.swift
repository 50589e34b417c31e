/// Why a Swift scene could not be built or shown.
public enum SwiftSceneError: Error, CustomStringConvertible, Sendable {
    /// The command line asked for something the files do not have (a type, an inspectable, a
    /// value of the wrong kind), or the files show nothing: exit 2.
    case usage(String)
    /// The compiler refused the files; its `file:line:col` messages: exit 2.
    case compile(String)
    /// The toolchain or Ombre's sources are missing, or the UIKit layer does not build: exit 1.
    case setup(String)
    /// The user's code stopped (a trap, a crash, a frame deadline overrun): exit 1.
    case stopped(String)

    /// The message, without the `ombre:` prefix.
    public var description: String {
        switch self {
        case .usage(let message), .compile(let message), .setup(let message), .stopped(let message): message
        }
    }

    /// Whether the fault is in what the user gave (exit 2) rather than in running it (exit 1).
    public var isBadInput: Bool {
        switch self {
        case .usage, .compile: true
        case .setup, .stopped: false
        }
    }
}
