import OmbrePreview
import Testing

/// A save is read once it has settled, never in the middle; time is advanced by hand.
@Suite struct WriteSettlerTests {
    private func take(_ settler: inout WriteSettler, at time: Double) -> Bool {
        settler.takeSettled(at: time)
    }

    @Test func aCompletedSaveIsReadAfterAShortQuietTime() {
        var settler = WriteSettler(quiet: 0.05, unfinished: 0.5)
        settler.note(.modified, at: 1.0)
        settler.note(.completed, at: 1.01)
        #expect(!(take(&settler, at: 1.05)))
        #expect((take(&settler, at: 1.06)))
        #expect(!(take(&settler, at: 2)), "one save is read once")
    }

    @Test func aWriterThatPausesMidFileIsWaitedFor() {
        var settler = WriteSettler(quiet: 0.05, unfinished: 0.5)
        settler.note(.modified, at: 1.0)  // truncated and the first half written, still open
        #expect(!(take(&settler, at: 1.3)))
        settler.note(.modified, at: 1.4)  // the second half
        #expect(!(take(&settler, at: 1.8)))
        settler.note(.completed, at: 1.85)  // closed
        #expect((take(&settler, at: 1.91)))
    }

    @Test func aWriterThatNeverClosesIsReadOnceItFallsSilent() {
        var settler = WriteSettler(quiet: 0.05, unfinished: 0.5)
        settler.note(.modified, at: 0)
        #expect(!(take(&settler, at: 0.49)))
        #expect((take(&settler, at: 0.5)))
    }

    @Test func everyEventStartsTheWaitAgain() {
        var settler = WriteSettler(quiet: 0.05, unfinished: 0.5)
        for step in 0..<10 {
            settler.note(.completed, at: Double(step) * 0.04)
            #expect(!(take(&settler, at: Double(step) * 0.04 + 0.03)))
        }
        #expect((take(&settler, at: 0.36 + 0.05)))
        #expect(settler.deadline == nil)
    }
}
