import Foundation

extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing (and stopping) an animation with that key.
    ///
    /// A begin time of 0 becomes the current media time; a duration of 0 becomes the
    /// transaction's duration.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        let world = UIKitWorld.current
        // Begin times are in the layer's time, which its and its superlayers' timing may set apart.
        if copy.beginTime == 0 { copy.beginTime = localTime(atScene: world.time) }
        if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
        let name = key ?? "animation-\(ObjectIdentifier(copy).hashValue)"
        removeAnimation(forKey: name)
        running.append(RunningAnimation(key: name, animation: copy))
        if let end = sceneTime(ofLocal: copy.endTime) { CATransaction.noteAnimation(ending: end) }
    }

    /// The animation added under `key`, if it is still on the layer.
    public func animation(forKey key: String) -> CAAnimation? {
        running.first { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added.
    public func animationKeys() -> [String]? {
        running.isEmpty ? nil : running.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears that it did not finish.
    public func removeAnimation(forKey key: String) {
        guard let index = running.firstIndex(where: { $0.key == key }) else { return }
        let entry = running.remove(at: index)
        entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
    }

    /// Removes every animation; their delegates hear that they did not finish.
    public func removeAllAnimations() {
        for key in running.map(\.key) { removeAnimation(forKey: key) }
    }

    /// A copy of the layer as it appears now, animations applied; its sublayers are the
    /// presentation copies of the sublayers.
    ///
    /// Made as Core Animation makes it: `init(layer:)` (which a subclass overrides to copy its
    /// own stored properties) copies every keyed property, then the animated ones, custom
    /// keys included, are set to the values shown.
    public func presentation() -> Self? {
        let copy = presentationCopy(at: localTime(atScene: UIKitWorld.current.time))
        copy.children = children.compactMap { $0.presentation() }
        return copy
    }

    /// A copy of this layer alone as it shows at its time `time`.
    func presentationCopy(at time: Double) -> Self {
        let world = UIKitWorld.current
        let outer = world.layerBeingPresented
        world.layerBeingPresented = self
        let copy = type(of: self).init(ombreMaking: self)
        world.layerBeingPresented = outer
        copy.applyPresentation(of: self, at: time)
        copy.presentedModel = self
        return copy
    }

    /// The model layer: the layer itself, or for a presentation copy the layer it shows.
    public func model() -> Self {
        (presentedModel as? Self) ?? self
    }

    /// Sets this copy's animated properties to what `source` shows at `time`.
    func applyPresentation(of source: CALayer, at time: Double) {
        guard !source.running.isEmpty else { return }
        store.slots[LayerKey.bounds.slot] = LayerBox(source.presentedBounds(at: time))
        store.slots[LayerKey.position.slot] = LayerBox(source.presentedPosition(at: time))
        store.slots[LayerKey.transform.slot] = LayerBox(source.presentedTransform(at: time))
        // Geometry is shown with its sub-key-paths above; every other property here.
        for property in LayerKey.all where property.slot > LayerKey.transform.slot || property.slot == 2 {
            property.present(source, into: self, at: time)
        }
        for entry in source.running {
            for key in entry.animation.animatedKeyPaths where LayerKey.slots[key] == nil && !key.contains(".") {
                store.custom[key] = source.presentedCustom(key, at: time)
            }
        }
    }

    /// The drawing of a presentation copy, when an animation running at `time` changes a key
    /// the class's `needsDisplay(forKey:)` names: Core Animation displays such a copy in every
    /// frame of the animation, which is how a custom animatable property is drawn.
    func animatedDrawing(at time: Double) -> (list: DisplayList, bounds: CGRect)? {
        let redraws = running.contains { entry in
            guard case .active = entry.animation.phase(at: time) else { return false }
            return entry.animation.animatedKeyPaths.contains { type(of: self).needsDisplay(forKey: $0) }
        }
        guard redraws else { return nil }
        let copy = presentationCopy(at: time)
        copy.display()
        return copy.drawing
    }

    /// The value of the property at `key` at `time`: `model` with the animations on the layer
    /// applied in the order they were added.
    func presented<V: AnimatableValue>(_ key: String, _ model: V, at time: Double) -> V {
        var value = model
        for entry in running where entry.animation.animates(key) {
            guard case .active(let local) = entry.animation.phase(at: time) else { continue }
            if let v = entry.animation.value(for: key, localTime: local, below: value) { value = v }
        }
        return value
    }

    // MARK: - Advancing time

    /// The earliest scene time after `after` at which an animation of this layer starts or
    /// ends with something to report, if any (none while the layer's time stands still).
    func nextAnimationEvent(after time: Double) -> Double? {
        var best: Double?
        for entry in running {
            let a = entry.animation
            if !entry.started, let begin = sceneTime(ofLocal: a.beginTime) {
                best = min(best ?? .infinity, max(begin, time))
            }
            if !entry.ended, a.endTime.isFinite, let end = sceneTime(ofLocal: a.endTime), !(end < time) {
                best = min(best ?? .infinity, end)
            }
        }
        return best
    }

    /// Reports starts and ends due at `time`, removing finished animations that ask for it, and
    /// asks for display when one that ended animated a key `needsDisplay(forKey:)` names.
    /// Returns whether anything happened.
    @discardableResult
    func fireAnimationEvents(at sceneTime: Double) -> Bool {
        let time = localTime(atScene: sceneTime)
        var fired = false
        for i in running.indices where !running[i].started && running[i].animation.beginTime <= time {
            running[i].started = true
            fired = true
            running[i].animation.delegate?.animationDidStart(running[i].animation)
        }
        var finished: [CAAnimation] = []
        running.removeAll { entry in
            guard entry.animation.endTime <= time else { return false }
            if entry.animation.isRemovedOnCompletion {
                finished.append(entry.animation)
                return true
            }
            return false
        }
        // Animations that stay on the layer (not removed on completion) still report their
        // end once.
        for i in running.indices where running[i].animation.endTime <= time && !running[i].ended {
            running[i].ended = true
            finished.append(running[i].animation)
        }
        // What a layer drew from a presentation copy in each frame of the animation ends with
        // it: the layer draws itself again, from what it now shows.
        if finished.contains(where: { $0.animatedKeyPaths.contains { type(of: self).needsDisplay(forKey: $0) } }) {
            setNeedsDisplay()
        }
        for animation in finished {
            fired = true
            animation.delegate?.animationDidStop(animation, finished: true)
        }
        return fired
    }
}
