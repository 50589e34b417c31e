import Testing

@testable import OmbreUIKit

/// `ProcessInfo()`, which Linux's Foundation keeps internal, builds as on iOS (the simulator
/// branch of libraries reads `ProcessInfo().environment`), and the type's other uses still do.
@Suite struct ProcessInfoTests {
    @Test func processInfoMadeWithItsInitializerIsTheProcesssOwn() {
        let made = ProcessInfo()
        #expect(made === ProcessInfo.processInfo)
        #expect(made.environment == ProcessInfo.processInfo.environment)
        #expect(ProcessInfo().environment["SIMULATOR_MODEL_IDENTIFIER"] ?? "" == "")
    }

    @Test func theTypeStillNamesItselfUnambiguously() {
        let type: ProcessInfo.Type = ProcessInfo.self
        let list = [ProcessInfo]()
        let any: Any = ProcessInfo.processInfo
        #expect(type == ProcessInfo.self && list.isEmpty && any is ProcessInfo)
        #expect(ProcessInfo.processInfo.processIdentifier > 0)
    }
}
