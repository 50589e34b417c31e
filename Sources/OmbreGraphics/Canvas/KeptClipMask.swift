/// The mask the last clip path made on a canvas with no mask before it, and what it was made
/// from, so that the same path clipped again in the same place (a pie wedge or a rounded card
/// that a view's `draw(_:)` clips to every frame) takes the mask as it is.
struct KeptClipMask {
    private(set) var path = Path()
    let rule: FillRule
    let transform: AffineTransform
    let flatness: Double
    /// The clip box the path was cut to, and the size of the pixels drawn into.
    let clip: IntRect
    let bufferSize: PixelSize
    let mask: ClipMask
    /// What `Canvas.clip(to:rule:)` set beside the mask: the path as a device rectangle, and
    /// the wedge it lies in.
    let maskRect: Rect?
    let sector: ClipSector?

    init(
        path: Path, rule: FillRule, transform: AffineTransform, flatness: Double, clip: IntRect,
        bufferSize: PixelSize, mask: ClipMask, maskRect: Rect?, sector: ClipSector?
    ) {
        EdgeCache.keep(path, in: &self.path)
        self.rule = rule
        self.transform = transform
        self.flatness = flatness
        self.clip = clip
        self.bufferSize = bufferSize
        self.mask = mask
        self.maskRect = maskRect
        self.sector = sector
    }

    /// Whether clipping to `path` under `rule` with `state` (that has no mask) on pixels of
    /// `bufferSize` makes this mask.
    func isMade(by path: Path, rule: FillRule, state: Canvas.State, bufferSize: PixelSize) -> Bool {
        // The cheap keys first; the elements are compared last.
        rule == self.rule && state.clip == clip && bufferSize == self.bufferSize && state.transform == transform
            && state.flatness == flatness && (path.sharesElements(with: self.path) || path == self.path)
    }
}
