extension CGPath {
    /// The outline that stroking `path` covers, as `copy(strokingWithWidth:…)` makes it, mapped
    /// through `transform`: the initializer Core Graphics' C function is imported as.
    ///
    /// Never nil here (Core Graphics documents no failure).
    public convenience init?(
        __byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
        lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat
    ) {
        let outline = path.copy(
            strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
            transform: transform?.pointee ?? .identity)
        self.init(path: outline.path)
    }
}
