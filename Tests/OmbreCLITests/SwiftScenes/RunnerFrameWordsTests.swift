import OmbreGraphics
import OmbreScene
import Testing

@testable import OmbreSceneRuntime
@testable import OmbreSwiftScene

/// The runner's side of a frame's exchange: the words of the request it reads, and the reply
/// line it writes, which the parent reads back as the same parts.
@Suite struct RunnerFrameWordsTests {
    func words(_ text: String) -> [String] {
        var words = RequestWords(text[...])
        var all: [String] = []
        while let word = words.next() { all.append(String(word)) }
        return all
    }

    @Test func aRequestsWordsLieBetweenSpaces() {
        #expect(words("64 32 2.0 0.5 1 4278190080 7 1") == ["64", "32", "2.0", "0.5", "1", "4278190080", "7", "1"])
        #expect(words("  64   32 ") == ["64", "32"])
        #expect(words("").isEmpty && words("   ").isEmpty)
        #expect(words("é x") == ["é", "x"])
    }

    @Test func aFrameReplyReadsBackAsWritten() throws {
        let size = PixelSize(width: 64, height: 32)
        var reply = FrameReply()
        let rects = [IntRect(minX: 0, minY: 0, maxX: 64, maxY: 32), IntRect(minX: 2, minY: 3, maxX: 6, maxY: 8)]
        reply.write(
            width: 64, height: 32, animating: true, conflict: false, rects: rects, code: 41_000, drawing: 322_500)
        #expect(String(decoding: reply.bytes, as: UTF8.self) == "frame 64 32 1 0 0,0,64,32;2,3,4,5 41000 322500\n")
        let frame = try #require(RunnerProcess.frameReply(ArraySlice(reply.bytes.dropLast()), size: size))
        #expect(frame.animating && !frame.constraintConflict && frame.drawn == rects)
        #expect(frame.times == LiveFrameTimes(code: 0.041, drawing: 0.3225))
        // The same memory, written again with less in it.
        reply.write(width: 64, height: 32, animating: false, conflict: true, rects: [], code: 0, drawing: 7)
        #expect(String(decoding: reply.bytes, as: UTF8.self) == "frame 64 32 0 1 - 0 7\n")
        let still = try #require(RunnerProcess.frameReply(ArraySlice(reply.bytes.dropLast()), size: size))
        #expect(!still.animating && still.constraintConflict && still.drawn.isEmpty)
    }
}
