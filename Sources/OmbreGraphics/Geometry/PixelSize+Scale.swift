extension PixelSize {
    /// This size in points turned into whole pixels at `scale` pixels per point, rounded to
    /// the nearest pixel; nil when a side would fall outside 1...16384.
    public func scaled(by scale: Double) -> PixelSize? {
        let w = (Double(width) * scale).rounded()
        let h = (Double(height) * scale).rounded()
        let sides = 1...Double(Self.maximumSide)
        guard sides.contains(w), sides.contains(h) else { return nil }
        return PixelSize(width: Int(w), height: Int(h))
    }
}
