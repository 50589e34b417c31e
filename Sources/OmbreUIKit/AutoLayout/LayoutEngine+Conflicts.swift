import Foundation
import OmbreGraphics
import OmbreLayout

extension LayoutEngine {
    /// UIKit's message for required constraints that cannot all hold, on stderr: the
    /// constraints involved, and the one left out, which is the one added last (or whose
    /// constant or priority changed last), as UIKit breaks the constraint it is adding when it
    /// finds the conflict.
    func report(_ conflict: LayoutConflict) {
        let list = conflict.conflicting.map { "    \"\($0.label)\"" }.joined(separator: ",\n")
        let message = """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(conflict.constraint.label)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.

            """
        UIKitWorld.current.lastConstraintConflict = message
        FileHandle.standardError.writeDroppingOnFailure(message)
    }
}
