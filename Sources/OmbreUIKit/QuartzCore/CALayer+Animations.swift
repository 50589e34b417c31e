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
    public func presentation() -> Self? {
        let copy = type(of: self).init(ombreMaking: self)
        copy.applyPresentation(of: self, at: localTime(atScene: UIKitWorld.current.time))
        copy.children = children.compactMap { $0.presentation() }
        return copy
    }

    /// The model layer; for a model layer, itself.
    public func model() -> Self { self }

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

    /// Records a change of the property at `key` from `old`: a standalone layer that has been
    /// shown animates it implicitly from what it showed, as Core Animation's default actions do.
    func changed<V: AnimatableValue>(_ key: String, from old: V) {
        guard hasBeenCommitted, !CATransaction.disableActions() else { return }
        if let action = actions?[key], action is NSNull { return }
        if let delegate {
            // A view answers NSNull outside animation blocks: its own layer never animates
            // implicitly.
            guard let action = delegate.action(for: self, forKey: key), !(action is NSNull) else { return }
            if let animation = action as? CABasicAnimation {
                if animation.fromValue == nil && animation.toValue == nil {
                    animation.fromValue = presented(key, old, at: localTime(atScene: UIKitWorld.current.time))
                }
                add(animation, forKey: key)
            }
            return
        }
        let world = UIKitWorld.current
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = presented(key, old, at: localTime(atScene: world.time))
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(animation, forKey: key)
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

    /// Reports starts and ends due at `time`, removing finished animations that ask for it.
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
        for animation in finished {
            fired = true
            animation.delegate?.animationDidStop(animation, finished: true)
        }
        return fired
    }
}
