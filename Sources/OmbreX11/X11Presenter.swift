internal import CX11
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shows pixel buffers in a window: through two MIT-SHM images when the server attaches our
/// segments, else through `XPutImage` from our own memory.
///
/// With shared memory, a put is complete only when the server's ShmCompletion event arrives, so
/// frames alternate between two images and an image is written again only after its completion.
/// The first frame of a size goes through both, so that neither is new to this process or the
/// server (its memory not yet faulted in) while the frame clock runs.
///
/// A frame whose buffer is a whole shared-memory segment of its own (`PixelBuffer.sharedSegment`)
/// in the server's pixel layout is not copied at all: the server attaches that segment and reads
/// the frame from it. Its source then draws the next frame into the same buffer only after
/// `waitUntilBufferFree()`.
final class X11Presenter {
    private let display: X11Display
    private let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC
    private let format: X11PixelFormat
    /// The event type of ShmCompletion, or nil when shared memory is not (or no longer) tried.
    private var completionType: Int32?
    private var images: [X11Image] = []
    private var lastPresented: Int?
    /// The last frame shown, for showing it again after an Expose.
    private var lastBuffer: PixelBuffer?
    /// The rectangles of the frame being presented, kept with their memory for the next frame.
    private var rects: [IntRect] = []
    /// The image over the last lent frame buffer's segment (see `present`).
    private var lent: X11Image?
    /// Set when the server refused to attach a frame buffer's segment; frames are copied then.
    private var lendingRefused = false

    /// Whether the last frame was shown from its own buffer, without copying.
    private(set) var showsLentBuffer = false

    /// Whether frames currently go through MIT-SHM.
    private(set) var usesSharedMemory = false
    /// The kernel ids of every segment this presenter created (tests check they are all gone).
    private(set) var createdSegmentIDs: [Int32] = []

    /// A presenter for `window`; `useSharedMemory: false` forces `XPutImage`.
    /// - Throws: `X11Error.unsupportedVisual` when the window's visual is not a TrueColor layout
    ///   we can write, `X11Error.connectionLost` when the server is gone.
    init(window: X11Window, useSharedMemory: Bool) throws {
        display = window.display
        self.window = window.id
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display.pointer, window.id, &attributes) != 0, let visual = attributes.visual else {
            try display.checkHealth()
            throw X11Error.unsupportedVisual("the window has no visual")
        }
        self.visual = visual
        depth = attributes.depth
        // A 1x1 image tells us the layout Xlib and the server agree on, before any frame is drawn.
        let probe = try X11Image.plain(
            display: display, visual: visual, depth: depth, size: PixelSize(width: 1, height: 1))
        format = try probe.pixelFormat(visual: visual, isTrueColor: visual.pointee.class == TrueColor)
        gc = XCreateGC(display.pointer, window.id, 0, nil)
        if useSharedMemory, XShmQueryExtension(display.pointer) != 0 {
            completionType = XShmGetEventBase(display.pointer) + ShmCompletion
        }
    }

    deinit {
        images.removeAll()
        lent = nil
        if display.lostDetail == nil {
            XFreeGC(display.pointer, gc)
            display.flush()
        }
    }

    /// Shows `buffer` at the window's top-left corner: only its `damage` rectangles when the
    /// window already shows the rest of it (nil: all of it; empty: nothing changed).
    /// - Throws: `X11Error.connectionLost`, `X11Error.protocolError`, or `X11Error.presentTimedOut`
    ///   when the server stops completing shared puts.
    func present(_ buffer: PixelBuffer, damage: [IntRect]? = nil) throws {
        if let image = try lentImage(for: buffer) {
            try present(buffer, lentAs: image, damage: damage)
            return
        }
        showsLentBuffer = false
        var damage = damage
        let fresh = images.first?.size != buffer.size
        if fresh {
            try makeImages(size: buffer.size)
            damage = nil
        }
        lastBuffer = buffer
        let whole = IntRect(minX: 0, minY: 0, maxX: buffer.width, maxY: buffer.height)
        if fresh && images.count > 1 {
            // The frame goes through every image now, so the next frames meet none that is new:
            // the first write of an image faults in all its memory, and so does the server's
            // first read (a 4K image took 40–110 ms on its first use, against 3–4 ms after).
            for image in images {
                image.write(buffer, format: format, rect: whole)
                image.put(to: window, gc: gc, rect: whole)
            }
            lastPresented = images.count - 1
            display.flush()
            try display.checkHealth()
            return
        }
        collectRects(damage, within: whole)
        guard !rects.isEmpty else { return }
        let index = images.count == 1 ? 0 : ((lastPresented ?? 1) + 1) % images.count
        while images[index].inFlight > 0 {
            try awaitCompletion()
        }
        // An image holds the frame it last showed only where it was written then, so it gets
        // every changed rectangle written afresh, and only those are put.
        for rect in rects {
            images[index].write(buffer, format: format, rect: rect)
            images[index].put(to: window, gc: gc, rect: rect)
        }
        lastPresented = index
        display.flush()
        try display.checkHealth()
    }

    /// Puts `damage` (nil: all) of `buffer` through `image`, the image over its own segment; a
    /// buffer newly shown this way is put whole.
    private func present(_ buffer: PixelBuffer, lentAs image: X11Image, damage: [IntRect]?) throws {
        let fresh = !showsLentBuffer || lastBuffer.map { !$0.isSamePixels(as: buffer) } ?? true
        showsLentBuffer = true
        lastBuffer = buffer
        // The copying images no longer hold what the window shows; a later copied frame starts
        // them afresh.
        images.removeAll()
        lastPresented = nil
        let whole = IntRect(minX: 0, minY: 0, maxX: image.size.width, maxY: image.size.height)
        collectRects(fresh ? nil : damage, within: whole)
        guard !rects.isEmpty else { return }
        // Normally already complete: the source waited (`waitUntilBufferFree`) before drawing.
        while image.inFlight > 0 { try awaitCompletion() }
        for rect in rects { image.put(to: window, gc: gc, rect: rect) }
        display.flush()
        try display.checkHealth()
    }

    /// The rectangles of `damage` (nil: `whole`) inside `whole`, into `rects`.
    private func collectRects(_ damage: [IntRect]?, within whole: IntRect) {
        rects.removeAll(keepingCapacity: true)
        guard let damage else {
            rects.append(whole)
            return
        }
        for rect in damage {
            let inside = rect.intersection(whole)
            if !inside.isEmpty { rects.append(inside) }
        }
    }

    /// The image over `buffer`'s own segment, attached on first use; nil when frames in
    /// `buffer` must be copied: shared memory is off, the buffer is private memory or a region,
    /// its layout is not the server's, or the server refused a lent segment before.
    /// - Throws: as `present`.
    private func lentImage(for buffer: PixelBuffer) throws -> X11Image? {
        guard completionType != nil, !lendingRefused, format.isStraightCopy, let segment = buffer.sharedSegment
        else {
            return nil
        }
        if let lent, let lender = lent.lender, lender.isSamePixels(as: buffer) { return lent }
        // The old segment is detached (when the image goes) before the new one is attached.
        lent = nil
        guard
            let image = try X11Image.borrowing(
                display: display, visual: visual, depth: depth, buffer: buffer, segment: segment)
        else {
            lendingRefused = true
            return nil
        }
        lent = image
        usesSharedMemory = true
        return image
    }

    /// Waits until the server has read the frame buffer it was last lent, so that its source may
    /// draw the next frame into it; returns at once when no put from it is in flight.
    /// - Throws: as `present`.
    func waitUntilBufferFree() throws {
        guard let lent else { return }
        while lent.inFlight > 0 { try awaitCompletion() }
    }

    /// Shows the last presented frame again (after an Expose); does nothing before the first
    /// frame.
    /// - Throws: as `present`.
    func presentAgain() throws {
        guard let lastBuffer else { return }
        try present(lastBuffer, damage: nil)
    }

    /// Waits until the server has shown every frame put so far: each shared put has completed,
    /// or the server has answered a round trip after the plain puts.
    /// - Throws: as `present`.
    func waitUntilShown() throws {
        if completionType != nil {
            while images.contains(where: { $0.inFlight > 0 }) || (lent?.inFlight ?? 0) > 0 { try awaitCompletion() }
        } else {
            XSync(display.pointer, 0)
        }
        try display.checkHealth()
    }

    /// Consumes `event` when it is one of our ShmCompletion events.
    func handle(_ event: XEvent) -> Bool {
        guard let completionType, event.type == completionType else { return false }
        let completion = withUnsafeBytes(of: event) { $0.load(as: XShmCompletionEvent.self) }
        // Completions for images dropped by a resize may still arrive; they match nothing.
        if let image = images.first(where: { $0.segmentResource == completion.shmseg })
            ?? lent.flatMap({ $0.segmentResource == completion.shmseg ? $0 : nil })
        {
            image.inFlight = max(0, image.inFlight - 1)
        }
        return true
    }

    private func makeImages(size: PixelSize) throws {
        images.removeAll()
        lastPresented = nil
        if completionType != nil {
            do {
                if let first = try X11Image.shared(
                    display: display, visual: visual, depth: depth, size: size, createdSegments: &createdSegmentIDs),
                    let second = try X11Image.shared(
                        display: display, visual: visual, depth: depth, size: size, createdSegments: &createdSegmentIDs)
                {
                    images = [first, second]
                    usesSharedMemory = true
                    return
                }
            } catch X11Error.system {
                // The kernel refused a segment (for example above shmmax): XPutImage still works.
            }
            // Refused by the server (it would refuse again) or the kernel: stay with XPutImage.
            completionType = nil
            images.removeAll()
        }
        usesSharedMemory = false
        images = [try X11Image.plain(display: display, visual: visual, depth: depth, size: size)]
    }

    /// Waits for one ShmCompletion event, leaving every other event queued for the loop.
    private func awaitCompletion() throws {
        guard let completionType else { return }
        var event = XEvent()
        var quietPolls = 0
        while true {
            // Searches the queue, then reads (after flushing) what the socket has, without blocking.
            if XCheckTypedEvent(display.pointer, completionType, &event) != 0 {
                _ = handle(event)
                return
            }
            try display.checkHealth()
            var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready == 0 {
                quietPolls += 1
                if quietPolls >= 20 { throw X11Error.presentTimedOut }
            } else if ready < 0 && errno != EINTR {
                throw X11Error.system(call: "poll", errno: errno)
            }
        }
    }
}
