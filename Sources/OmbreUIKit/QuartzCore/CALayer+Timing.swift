import Foundation

/// A layer's own time, as CAMediaTiming gives layers one: its superlayer's time, less
/// `beginTime`, scaled by `speed`, plus `timeOffset`. Animations added to the layer run on it.
extension CALayer {
    /// The layer's time when its superlayer's is `parentTime`.
    func localTime(fromParent parentTime: Double) -> Double {
        (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The layer's time at scene time `time`, through every superlayer's timing.
    func localTime(atScene time: Double) -> Double {
        localTime(fromParent: superlayer.map { $0.localTime(atScene: time) } ?? time)
    }

    /// The scene time at which the layer's time reads `local`; nil when it never does (a
    /// layer or superlayer whose speed is 0 stands still).
    func sceneTime(ofLocal local: Double) -> Double? {
        guard speed != 0 else { return nil }
        let parent = (local - timeOffset) / Double(speed) + beginTime
        guard let superlayer else { return parent }
        return superlayer.sceneTime(ofLocal: parent)
    }

    /// `t`, a time of `layer` (of the scene clock, `CACurrentMediaTime()`, when nil), as this
    /// layer's time.
    ///
    /// A time of a stopped layer maps to that layer's own time at the scene's present.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        guard let layer else { return localTime(atScene: t) }
        return localTime(atScene: layer.sceneTime(ofLocal: t) ?? UIKitWorld.current.time)
    }

    /// `t`, this layer's time, as a time of `layer` (of the scene clock when nil).
    ///
    /// A time of a stopped layer maps to `layer`'s time at the scene's present.
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let scene = sceneTime(ofLocal: t) ?? UIKitWorld.current.time
        return layer?.localTime(atScene: scene) ?? scene
    }
}
