import Dispatch
import Foundation
import OmbreScene

/// Renders the frames of an export on several threads at once and hands the results on in
/// frame order.
///
/// Frames are independent because time is an input, but a view tree holds the state of one
/// moment, so each thread renders its own copy of the scene. Thread w makes frames w, w + W,
/// w + 2W, …; a finished frame waits until every earlier one was delivered, so at most W
/// results are held at a time.
final class FramePipeline: @unchecked Sendable {
    private let scenes: [Scene]
    private let count: Int
    private let condition = NSCondition()
    /// The index of the next frame to deliver; guarded by `condition`.
    private var nextInOrder = 0
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
            var index = worker
            while index < self.count, !self.hasFailed {
                do throws(CLIError) {
                    let result = try make(index, self.scenes[worker])
                    try self.inTurn(index) { () throws(CLIError) in try deliver(index, result) }
                } catch {
                    self.fail(error)
                }
                index += threads
            }
        }
        if threads == 1 {
            work.body(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: threads) { work.body($0) }
        }
        if let failure { throw failure }
    }

    private var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failure != nil
    }

    /// Waits until frame `index` is next, runs `body`, and lets the next frame go.
    private func inTurn(_ index: Int, _ body: () throws(CLIError) -> Void) throws(CLIError) {
        condition.lock()
        defer { condition.unlock() }
        while nextInOrder != index && failure == nil { condition.wait() }
        guard failure == nil else { return }
        try body()
        nextInOrder += 1
        condition.broadcast()
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
