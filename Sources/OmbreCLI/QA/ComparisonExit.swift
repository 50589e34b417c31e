import ArgumentParser

/// Runs the body of a comparison command (`diff`, `snapshot`) under diff(1)'s exit statuses:
/// 0 when `body` returns true (same within tolerance), 1 when it returns false (different),
/// 2 for bad input and for trouble, runtime failures included.
func exitLikeDiff(_ body: () throws -> Bool) throws {
    let same: Bool
    do {
        same = try body()
    } catch let error as CLIError {
        printError("ombre: \(error)")
        throw ExitCode(2)
    }
    if !same { throw ExitCode(1) }
}

/// The paragraph on exit statuses that the comparison commands' help shows.
let comparisonExitStatusHelp = """
    Exit status, as diff(1) and ImageMagick's compare (the one place where 1
    means "different", not a runtime failure):
      0  same within --tolerance
      1  different
      2  bad input or trouble (unreadable files, I/O)
    """
