import OmbreGraphics
import Testing

@testable import OmbreX11

struct X11FrameStatisticsTests {
    @Test func percentilesAreNearestRank() {
        let values = (1...100).map(Double.init).shuffled()
        #expect(X11FrameStatistics.percentile(0.5, of: values) == 50)
        #expect(X11FrameStatistics.percentile(0.99, of: values) == 99)
        #expect(X11FrameStatistics.percentile(0.99, of: [3, 1, 2]) == 3)
        #expect(X11FrameStatistics.percentile(0.5, of: []) == 0)
    }

    @Test func jsonLineHasTheDesignedKeys() {
        var stats = X11FrameStatistics()
        stats.frames = 120
        stats.rendered = 2
        stats.dropped = 1
        stats.sharedMemory = true
        stats.size = PixelSize(width: 800, height: 600)
        stats.renderMilliseconds = [1.5, 2.25]
        stats.presentMilliseconds = [0.0004, 0.012]
        stats.frameMilliseconds = [10, 12.3456]
        stats.damageShares = [1, 0.25]
        #expect(
            stats.jsonLine
                == "{\"frames\": 120, \"rendered\": 2, \"dropped\": 1, \"shm\": true, \"size\": [800, 600], "
                + "\"render_ms\": {\"p50\": 1.500, \"p99\": 2.250, \"max\": 2.250}, "
                + "\"present_ms\": {\"p50\": 0.000, \"p99\": 0.012, \"max\": 0.012}, "
                + "\"frame_ms\": {\"p50\": 10.000, \"p99\": 12.346, \"max\": 12.346}, "
                + "\"damage\": {\"p50\": 0.250, \"p99\": 1.000, \"max\": 1.000}}")
    }
}
