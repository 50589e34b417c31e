import Testing

@testable import OmbrePreview

@Suite struct PreviewPlaybackTests {
    @Test func playsFromTheStartTimeAtTheGivenSpeed() {
        let playback = PreviewPlayback(fps: 10, startTime: 2, speed: 0.5)
        #expect(playback.sceneTime(at: 0) == 2)
        #expect(playback.sceneTime(at: 4) == 4)
    }

    @Test func stepsLandOnTheFrameGridFromAnywhere() {
        var playback = PreviewPlayback(fps: 10)
        playback.togglePause(at: 0.234)
        #expect(playback.sceneTime(at: 9) == 0.234)
        playback.step(forward: true, wholeSecond: false, at: 9)
        #expect(playback.sceneTime(at: 9) == 3.0 / 10)
        playback.step(forward: true, wholeSecond: false, at: 9)
        #expect(playback.sceneTime(at: 9) == 4.0 / 10)
        playback.step(forward: false, wholeSecond: false, at: 9)
        #expect(playback.sceneTime(at: 9) == 3.0 / 10)
        playback.step(forward: true, wholeSecond: true, at: 9)
        #expect(playback.sceneTime(at: 9) == 13.0 / 10)
        playback.step(forward: false, wholeSecond: true, at: 9)
        playback.step(forward: false, wholeSecond: true, at: 9)
        #expect(playback.sceneTime(at: 9) == 0)
    }

    @Test func stepBackFromBetweenFramesGoesToTheFrameBefore() {
        var playback = PreviewPlayback(fps: 60)
        playback.togglePause(at: 1.01)
        playback.step(forward: false, wholeSecond: false, at: 5)
        #expect(playback.sceneTime(at: 5) == 60.0 / 60)
    }

    @Test func steppingWhilePlayingPauses() {
        var playback = PreviewPlayback(fps: 10)
        playback.step(forward: true, wholeSecond: false, at: 1)
        #expect(playback.isPaused)
        #expect(playback.sceneTime(at: 7) == 11.0 / 10)
    }

    @Test func speedStepsThroughThePresetsAndKeepsTheSceneTimeContinuous() {
        var playback = PreviewPlayback(fps: 60)
        playback.changeSpeed(faster: false, at: 2)
        #expect(playback.speed == 0.5)
        #expect(playback.sceneTime(at: 2) == 2)
        #expect(playback.sceneTime(at: 4) == 3)
        for _ in 0..<5 { playback.changeSpeed(faster: false, at: 4) }
        #expect(playback.speed == 0.1)
        for _ in 0..<9 { playback.changeSpeed(faster: true, at: 4) }
        #expect(playback.speed == 4)
        #expect(playback.sceneTime(at: 5) == 7)
    }

    @Test func aSpeedBetweenPresetsMovesToItsNeighbour() {
        var slower = PreviewPlayback(fps: 60, speed: 0.3)
        slower.changeSpeed(faster: false, at: 0)
        #expect(slower.speed == 0.25)
        var faster = PreviewPlayback(fps: 60, speed: 0.3)
        faster.changeSpeed(faster: true, at: 0)
        #expect(faster.speed == 0.5)
    }

    @Test func restartGoesToZeroAndKeepsAPause() {
        var playback = PreviewPlayback(fps: 60, startTime: 3)
        playback.togglePause(at: 1)
        playback.restart(at: 2)
        #expect(playback.sceneTime(at: 10) == 0)
        playback.togglePause(at: 10)
        #expect(playback.sceneTime(at: 11) == 1)
    }

    @Test func statusNamesTimeAndSpeedOnlyWhenPausedOrNotAtOneTimes() {
        var playback = PreviewPlayback(fps: 60)
        #expect(playback.status(at: 3) == nil)
        playback.changeSpeed(faster: true, at: 0)
        #expect(playback.status(at: 1.25) == "2.500 s · 2×")
        playback.togglePause(at: 1.25)
        #expect(playback.status(at: 9) == "2.500 s · 2× · paused")
        playback.changeSpeed(faster: false, at: 9)
        playback.changeSpeed(faster: false, at: 9)
        #expect(playback.status(at: 9) == "2.500 s · 0.5× · paused")
    }
}
