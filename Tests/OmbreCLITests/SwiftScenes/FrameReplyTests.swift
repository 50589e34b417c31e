import OmbreGraphics
import OmbreScene
import Testing

@testable import OmbreSwiftScene

/// A runner's reply to a frame request, read from its bytes: the frame's size, whether it
/// animates and its constraints conflict, the rectangles drawn and the process's times; anything
/// else is no reply at all.
@Suite struct FrameReplyTests {
    let size = PixelSize(width: 64, height: 32)

    func reply(_ text: String) -> (animating: Bool, constraintConflict: Bool, drawn: [IntRect], times: LiveFrameTimes)?
    {
        RunnerProcess.frameReply(ArraySlice(text.utf8), size: size)
    }

    @Test func aFrameReplyReadsAsItsParts() throws {
        let frame = try #require(reply("frame 64 32 1 0 0,0,64,32;2,3,4,5 41000 322500"))
        #expect(frame.animating && !frame.constraintConflict)
        #expect(
            frame.drawn == [
                IntRect(minX: 0, minY: 0, maxX: 64, maxY: 32), IntRect(minX: 2, minY: 3, maxX: 6, maxY: 8),
            ])
        #expect(frame.times == LiveFrameTimes(code: 0.041, drawing: 0.3225))
        let still = try #require(reply("frame 64 32 0 1 - 7 8"))
        #expect(!still.animating && still.constraintConflict && still.drawn.isEmpty)
    }

    @Test func anythingElseIsNoFrameReply() {
        for text in [
            "", "frame", "frame 64 32 1 0 - 1", "frame 64 32 1 0 - 1 2 3", "frame 63 32 1 0 - 1 2",
            "frame 64 32 2 0 - 1 2", "frame 64 32 1 0 0,0,65,32 1 2", "frame 64 32 1 0 0,0,0,32 1 2",
            "frame 64 32 1 0 -1,0,4,4 1 2", "frame 64 32 1 0 0,0,4 1 2", "frame 64 32 1 0 0,0,4,4; 1 2",
            "frame 64 32 1 0 - 1 x", "frame 64 32 1 0 - 99999999999999999999 2", "frame  64 32 1 0 - 1 2",
            "refused bad frame request", "frame 64 32 1 0 - 1 2 ", "frame 64 32 1 0 - -1 2", "frame 64 32 1 0 - 1 -2",
            "frame 64 32 1 0 0,0,x,4,4 1 2", "frame 64 32 1 0 0,0,4,4, 1 2", "frame 64 32 1 0 ;0,0,4,4 1 2",
        ] {
            #expect(reply(text) == nil, "\(text)")
        }
    }
}
