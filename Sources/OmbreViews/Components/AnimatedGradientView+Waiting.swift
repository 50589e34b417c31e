extension View {
    /// The animated gradient views in this subtree that wait to be started (`autoAnimate` off).
    public var waitingAnimatedGradientViews: [AnimatedGradientView] {
        var found: [AnimatedGradientView] = []
        collectWaiting(into: &found)
        return found
    }

    private func collectWaiting(into found: inout [AnimatedGradientView]) {
        if let view = self as? AnimatedGradientView, !view.autoAnimate { found.append(view) }
        for child in subviews { child.collectWaiting(into: &found) }
    }

    /// Stops, at scene time `time`, every waiting animated gradient view of the subtree when
    /// any of them plays; otherwise starts them all then (a stopped one resumes).
    ///
    /// - Returns: whether they play afterward; false when there are none.
    @discardableResult
    public func toggleWaitingAnimations(at time: Double) -> Bool {
        let views = waitingAnimatedGradientViews
        guard !views.isEmpty else { return false }
        let anyPlaying = views.contains { $0.sequence.isRunning }
        for view in views { view.setPlaying(!anyPlaying, at: time) }
        return !anyPlaying
    }
}
