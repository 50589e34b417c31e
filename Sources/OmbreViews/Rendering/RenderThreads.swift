import Dispatch
import Foundation

/// Helper threads that draw a frame's strips beside the calling thread, kept from frame to
/// frame: handing a frame to them costs two semaphore operations per helper and allocates
/// nothing, where `DispatchQueue.concurrentPerform` allocates a few blocks per call.
///
/// One frame uses the helpers at a time; a frame that finds them busy (frames rendered on
/// several threads at once) falls back to `concurrentPerform`.
///
/// Unchecked: `work` is written only by the thread holding `lock`, before the semaphores that
/// hand it to the helpers, and cleared only after every helper has signalled that it is done.
final class RenderThreads: @unchecked Sendable {
    static let shared = RenderThreads()

    /// One helper's hand-over: it waits for `start`, draws its share and signals `done`.
    private final class Helper: Sendable {
        let start = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
    }

    private let lock = NSLock()
    private var helpers: [Helper] = []
    private var work: RenderWork?
    private var workers = 0

    /// Draws `work` on `workers` threads, the caller's included (as worker 0), and returns
    /// when every strip is drawn.
    func draw(_ work: RenderWork, workers: Int) {
        guard workers > 1 else {
            work.draw(worker: 0, of: 1)
            return
        }
        guard lock.try() else {
            DispatchQueue.concurrentPerform(iterations: workers) { work.draw(worker: $0, of: workers) }
            return
        }
        defer { lock.unlock() }
        while helpers.count < workers - 1 { startHelper(worker: helpers.count + 1) }
        self.work = work
        self.workers = workers
        for i in 0..<(workers - 1) { helpers[i].start.signal() }
        work.draw(worker: 0, of: workers)
        for i in 0..<(workers - 1) { helpers[i].done.wait() }
        self.work = nil
    }

    private func startHelper(worker: Int) {
        let helper = Helper()
        helpers.append(helper)
        let thread = Thread {
            while true {
                helper.start.wait()
                if let work = self.work { work.draw(worker: worker, of: self.workers) }
                helper.done.signal()
            }
        }
        thread.name = "ombre render \(worker)"
        thread.start()
    }
}
