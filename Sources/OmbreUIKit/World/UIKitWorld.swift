import Foundation

/// The state UIKit code shares within one preview: the scene clock, scheduled timers and
/// blocks, open transactions and the graphics contexts being drawn into.
///
/// Time is an input: `time` only moves when a host brings the world to a new scene time, so
/// `CACurrentMediaTime()`, timers and `asyncAfter` in user code follow the scene clock and a
/// render at time T is exact and repeatable. Each thread has its own current world, as each
/// UIKit app has its own main thread; a host binds its world while it runs user code.
final class UIKitWorld {
    /// The scene time in seconds, which `CACurrentMediaTime()` returns.
    var time: Double = 0
    /// Blocks waiting for their time, in the order they were scheduled.
    var scheduled: [ScheduledBlock] = []
    /// Gives each scheduled block its place among those due at the same time.
    var sequence = 0
    /// Open `CATransaction.begin()` scopes, innermost last.
    var transactions: [TransactionScope] = []
    /// The implicit transaction that collects changes made outside any explicit one.
    var implicitTransaction = TransactionScope()
    /// The contexts `UIGraphicsGetCurrentContext()` returns, innermost last.
    var contexts: [CGContext] = []
    /// The screen's safe-area insets (the device's, from `--device`).
    var safeAreaInsets = UIEdgeInsets.zero
    /// The last "Unable to simultaneously satisfy constraints" message, for the window title.
    var lastConstraintConflict: String?
    /// The screen the code is shown on: the host's bounds in points, and pixels per point.
    var screen = (bounds: CGRect.zero, scale: CGFloat(1))
    /// `UIScreen.main`, made when first asked for.
    @MainActor lazy var mainScreen = UIScreen()
    /// The window the host shows the root view in, once it has (`UIApplication.windows`).
    weak var window: UIWindow?
    /// The responder that `becomeFirstResponder()` made first, until it resigns.
    weak var firstResponder: UIResponder?
    /// The one window scene, made when first asked for (`UIApplication.connectedScenes`).
    @MainActor lazy var windowScene = UIWindowScene()
    /// The screen's appearance: light, as a device in light mode, unless `--appearance dark`.
    var appearance = UIUserInterfaceStyle.light
    /// `UITraitCollection.current` when code or a view set it; nil means the screen's.
    var currentTraits: UITraitCollection?
    /// The layer Core Animation is making a presentation copy of, while the copy's
    /// `init(layer:)` runs: only then does `init(layer:)` carry the layer's properties over.
    weak var layerBeingPresented: CALayer?

    init() {}

    /// Runs `body` at scene time `due` (or at the next update when that has passed).
    func schedule(at due: Double, _ body: @escaping () -> Void) {
        sequence += 1
        scheduled.append(ScheduledBlock(due: due, order: sequence, body: body))
    }

    /// Runs every block due at or before `now`, earliest first, with `time` set to each one's
    /// due time, as a device that ran all along would have run them; blocks scheduled while
    /// running that are already due run too. So a render at time T shows what a preview that
    /// played up to T shows.
    func runDueBlocks(until now: Double) {
        // A block that reschedules itself with no delay would never let time move: such blocks
        // wait for the next update.
        var budget = 200_000
        while let index = nextDueIndex(until: now) {
            var block = scheduled.remove(at: index)
            budget -= 1
            if budget < 0 {
                // Past this many blocks in one update, late ones run once at `now`, as a run
                // loop fires a timer that missed several of its times only once.
                block = ScheduledBlock(due: now, order: block.order, body: block.body)
            }
            time = max(time, block.due)
            block.body()
        }
        time = now
    }

    private func nextDueIndex(until now: Double) -> Int? {
        var best: Int?
        for (i, block) in scheduled.enumerated() where block.due <= now + Self.clockResolution {
            if let b = best {
                let other = scheduled[b]
                if block.due < other.due || (block.due == other.due && block.order < other.order) { best = i }
            } else {
                best = i
            }
        }
        return best
    }

    /// Blocks due within this many seconds of now are due: frame times (k / fps) and timer
    /// times (k · interval) that mean the same moment can differ in their last bit.
    static let clockResolution = 1e-9

    /// The earliest time a scheduled block waits for, if any.
    var nextDueTime: Double? { scheduled.map(\.due).min() }

    // MARK: - The current world

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<UIKitWorld>.fromOpaque(pointer).release() }
        }
        return key
    }()

    /// The world of this thread: the one a host bound, else one made for the thread.
    static var current: UIKitWorld {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<UIKitWorld>.fromOpaque(pointer).takeUnretainedValue()
        }
        let world = UIKitWorld()
        setCurrent(world)
        return world
    }

    /// Makes `world` this thread's current world.
    static func setCurrent(_ world: UIKitWorld) {
        let old = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passRetained(world).toOpaque())
        if let old { Unmanaged<UIKitWorld>.fromOpaque(old).release() }
    }

    /// Runs `body` with `self` as the thread's current world, restoring the previous one after.
    func bound<T>(_ body: () throws -> T) rethrows -> T {
        let previous = UIKitWorld.current
        UIKitWorld.setCurrent(self)
        defer { UIKitWorld.setCurrent(previous) }
        return try body()
    }
}

/// A block waiting for its scene time.
struct ScheduledBlock {
    let due: Double
    let order: Int
    let body: () -> Void
}
