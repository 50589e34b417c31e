/// A view that keeps the paths it made from its properties, to make them again only when they
/// change.
protocol PathKeeping: View {
    /// Makes every kept path anew when next drawn.
    func forgetPaths()
}

extension View {
    /// Makes every shape the next frame of this tree draws new, as if each had moved since the
    /// frame before: views make their paths again (a progress view its shape cut to the wedge),
    /// and the canvases their stroke outlines, edges and coverage (see `Canvas.forgetShapes`).
    /// For measuring what a shape that changes every frame costs, as `ombre bench --cold` does.
    package func forgetShapes() {
        renderCanvases.forgetShapes()
        forgetSubtreePaths()
    }

    private func forgetSubtreePaths() {
        (self as? PathKeeping)?.forgetPaths()
        for child in subviews { child.forgetSubtreePaths() }
    }
}
