/// A failure the command line reports with its own exit status.
enum CLIError: Error, CustomStringConvertible {
    /// Bad input: usage, a scene file, a color. Exit status 2.
    case badInput(String)
    /// The work could not be done: display lost, I/O. Exit status 1.
    case runtime(String)

    var description: String {
        switch self {
        case .badInput(let m), .runtime(let m): m
        }
    }

    var exitStatus: Int32 {
        switch self {
        case .badInput: 2
        case .runtime: 1
        }
    }
}
