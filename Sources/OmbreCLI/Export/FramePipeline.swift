import Dispatch
import Foundation
import OmbreScene

/// Renders the frames of an export on several threads at once and hands the results on in
/// frame order.
///
/// Frames are independent because time is an input, but a view tree holds the state of one
/// moment, so each thread renders its own copy of the scene. Threads claim the next frame in
/// turn; whoever finishes the frame that is next in order delivers it and any finished ones
/// after it. A thread only waits when `threads` results are already waiting, which means the
/// next frame is being rendered by a thread that is running: Dispatch may run the threads one
/// after another (it does when the process may use one CPU), and then nothing ever waits.
final class FramePipeline: @unchecked Sendable {
    private let scenes: [Scene]
    private let count: Int
    private let condition = NSCondition()
    /// The index of the next frame to deliver; guarded by `condition`.
    private var nextInOrder = 0
    /// The index of the next frame to render; guarded by `condition`.
    private var nextToClaim = 0
    /// Finished frames waiting for delivery, by index; guarded by `condition`.
    private var ready: [Int: Any] = [:]
    /// Whether a thread is delivering; guarded by `condition`.
    private var delivering = false
    /// The first failure; the other threads stop at their next frame. Guarded by `condition`.
    private var failure: CLIError?

    /// A pipeline for `count` frames on up to `threads` threads; `scene` is the first thread's
    /// copy and the others load theirs from `reference`.
    /// - Throws: `CLIError` when a copy of the scene cannot be loaded.
    init(scene: Scene, reference: String, threads: Int, count: Int) throws(CLIError) {
        var scenes = [scene]
        while scenes.count < min(max(threads, 1), count) { scenes.append(try loadScene(reference)) }
        self.scenes = scenes
        self.count = count
    }

    /// How many threads render.
    var threadCount: Int { scenes.count }

    /// Makes frame i with `make(i, scene)` on a worker thread, then calls `deliver(i, result)`
    /// in index order, one call at a time.
    /// - Throws: the first error `make` or `deliver` threw; the frames after it are not delivered.
    func run<Result>(
        make: @escaping (_ index: Int, _ scene: Scene) throws(CLIError) -> Result,
        deliver: @escaping (_ index: Int, _ result: Result) throws(CLIError) -> Void
    ) throws(CLIError) {
        let threads = scenes.count
        let work = UncheckedWork { (worker: Int) in
            while let index = self.claim(window: threads) {
                do throws(CLIError) {
                    let result = try make(index, self.scenes[worker])
                    try self.finish(index, result, deliver: deliver)
                } catch {
                    self.fail(error)
                }
            }
        }
        if threads == 1 {
            work.body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { work.body($0) }
        }
        if let failure { throw failure }
    }

    /// The next frame to render, waiting while `window` finished frames wait for delivery;
    /// nil when every frame is claimed or something failed.
    private func claim(window: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil && nextToClaim < count && nextToClaim - nextInOrder >= window { condition.wait() }
        guard failure == nil, nextToClaim < count else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    /// Stores frame `index` and, unless another thread is delivering, delivers every finished
    /// frame from the next in order on, outside the lock.
    private func finish<Result>(
        _ index: Int, _ result: Result, deliver: (_ index: Int, _ result: Result) throws(CLIError) -> Void
    ) throws(CLIError) {
        condition.lock()
        ready[index] = result
        guard !delivering else {
            condition.unlock()
            return
        }
        delivering = true
        defer {
            delivering = false
            condition.broadcast()
            condition.unlock()
        }
        while failure == nil, let next = ready.removeValue(forKey: nextInOrder) as? Result {
            let position = nextInOrder
            condition.unlock()
            do throws(CLIError) {
                try deliver(position, next)
            } catch {
                condition.lock()
                throw error
            }
            condition.lock()
            nextInOrder += 1
            condition.broadcast()
        }
    }

    private var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failure != nil
    }

    private func fail(_ error: CLIError) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }
}

/// A closure run on several threads; the pipeline's lock and the disjoint frames make that safe.
private struct UncheckedWork: @unchecked Sendable {
    let body: (Int) -> Void
}
