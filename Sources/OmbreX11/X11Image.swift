internal import CX11
import OmbreGraphics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One client-side image the presenter writes frames into: a MIT-SHM segment the server also
/// maps, or plain memory sent with `XPutImage`.
///
/// The segment is marked for removal right after the server attached it, so the kernel frees it
/// when the last attachment goes, even if this process crashes.
final class X11Image {
    private let display: X11Display
    private let image: UnsafeMutablePointer<XImage>
    /// Set for shared images; Xlib keeps a pointer to it in the image.
    private let segment: UnsafeMutablePointer<XShmSegmentInfo>?
    let size: PixelSize
    /// Puts sent to the server that it has not reported complete yet (shared images only).
    var inFlight = 0
    /// The frame buffer whose own segment and memory this image shows, kept alive with it; nil
    /// when the image's memory is the image's own.
    let lender: PixelBuffer?

    var isShared: Bool { segment != nil }

    /// The MIT-SHM segment resource (the `shmseg` of completion events), or 0 for a plain image.
    var segmentResource: ShmSeg { segment?.pointee.shmseg ?? 0 }

    private init(
        display: X11Display, image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>?,
        size: PixelSize, lender: PixelBuffer? = nil
    ) {
        self.display = display
        self.image = image
        self.segment = segment
        self.size = size
        self.lender = lender
    }

    /// A shared image of `size`, or nil when the server refuses to attach it.
    ///
    /// A refusal is BadAccess (the server cannot check our credentials, as on TCP) or BadRequest.
    /// - Throws: `X11Error.system` when the kernel refuses the segment, `X11Error.connectionLost`,
    ///   or `X11Error.protocolError` for any other error of the attach.
    /// `createdSegments` gets the id of the segment made, refused or not.
    static func shared(
        display: X11Display, visual: UnsafeMutablePointer<Visual>, depth: Int32, size: PixelSize,
        createdSegments: inout [Int32]
    ) throws -> X11Image? {
        guard let (image, segment) = sharedHeader(display: display, visual: visual, depth: depth, size: size) else {
            return nil
        }
        let byteCount = Int(image.pointee.bytes_per_line) * size.height
        let id = shmget(IPC_PRIVATE, byteCount, IPC_CREAT | 0o600)
        guard id >= 0 else {
            let code = errno
            discard(image, segment)
            throw X11Error.system(call: "shmget of \(byteCount) bytes", errno: code)
        }
        createdSegments.append(id)
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            let code = errno
            shmctl(id, IPC_RMID, nil)
            discard(image, segment)
            throw X11Error.system(call: "shmat", errno: code)
        }
        let attached: Bool
        do {
            attached = try attach(
                display: display, image: image, segment: segment, id: id, at: address, readOnly: false)
        } catch {
            shmctl(id, IPC_RMID, nil)
            shmdt(address)
            discard(image, segment)
            throw error
        }
        // The server has attached (or refused) by now; from here the kernel frees the segment
        // when the last of us detaches, whatever happens to this process.
        shmctl(id, IPC_RMID, nil)
        guard attached else {
            shmdt(address)
            discard(image, segment)
            return nil
        }
        return X11Image(display: display, image: image, segment: segment, size: size)
    }

    /// An image over `buffer`'s own shared-memory segment, which the server attaches, so that a
    /// frame drawn into `buffer` is shown without being copied; nil when the server refuses the
    /// attach (as `shared`) or Xlib lays the image's rows out otherwise than `buffer`'s.
    ///
    /// The caller must not draw into `buffer` while a put of the image is in flight.
    /// - Throws: `X11Error.connectionLost` or `X11Error.protocolError` for any other error of
    ///   the attach.
    static func borrowing(
        display: X11Display, visual: UnsafeMutablePointer<Visual>, depth: Int32, buffer: PixelBuffer, segment id: Int32
    ) throws -> X11Image? {
        let size = buffer.size
        guard let (image, segment) = sharedHeader(display: display, visual: visual, depth: depth, size: size) else {
            return nil
        }
        var kept = false
        defer { if !kept { discard(image, segment) } }
        guard image.pointee.bits_per_pixel == 32, Int(image.pointee.bytes_per_line) == size.width * 4,
            try attach(
                display: display, image: image, segment: segment, id: id, at: UnsafeMutableRawPointer(buffer.row(0)),
                readOnly: true)
        else { return nil }
        kept = true
        return X11Image(display: display, image: image, segment: segment, size: size, lender: buffer)
    }

    /// The header of a shared image of `size` and its segment record, both still to be given
    /// memory; nil when Xlib cannot describe such an image.
    private static func sharedHeader(
        display: X11Display, visual: UnsafeMutablePointer<Visual>, depth: Int32, size: PixelSize
    ) -> (UnsafeMutablePointer<XImage>, UnsafeMutablePointer<XShmSegmentInfo>)? {
        let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        segment.initialize(to: XShmSegmentInfo())
        guard
            let image = XShmCreateImage(
                display.pointer, visual, UInt32(depth), ZPixmap, nil, segment, UInt32(size.width),
                UInt32(size.height))
        else {
            segment.deallocate()
            return nil
        }
        return (image, segment)
    }

    /// Frees a header from `sharedHeader`, leaving its image memory (never Xlib's) alone.
    private static func discard(_ image: UnsafeMutablePointer<XImage>, _ segment: UnsafeMutablePointer<XShmSegmentInfo>)
    {
        image.pointee.data = nil
        XDestroyImage(image)
        segment.deallocate()
    }

    /// Gives `image` the memory at `address` in segment `id` and has the server attach it.
    /// - Returns: false when the server refuses: BadAccess (it cannot check our credentials, as
    ///   on TCP) or BadRequest.
    /// - Throws: `X11Error.connectionLost`, or `X11Error.protocolError` for any other error.
    private static func attach(
        display: X11Display, image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>,
        id: Int32, at address: UnsafeMutableRawPointer, readOnly: Bool
    ) throws -> Bool {
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = readOnly ? 1 : 0
        image.pointee.data = segment.pointee.shmaddr
        let errors = try display.trapErrors { XShmAttach(display.pointer, segment) }
        guard let first = errors.first else { return true }
        if errors.allSatisfy({ $0.code == X11ProtocolError.badAccess || $0.code == UInt8(BadRequest) }) {
            return false
        }
        throw X11Error.protocolError(first)
    }

    /// A plain image of `size` over memory we own, sent with `XPutImage`.
    /// - Throws: `X11Error.unsupportedVisual` when Xlib cannot describe an image for the visual.
    static func plain(
        display: X11Display, visual: UnsafeMutablePointer<Visual>, depth: Int32, size: PixelSize
    ) throws -> X11Image {
        // Xlib computes the line length; start without data and attach our memory afterwards.
        guard
            let image = XCreateImage(
                display.pointer, visual, UInt32(depth), ZPixmap, 0, nil, UInt32(size.width), UInt32(size.height),
                32, 0)
        else {
            throw X11Error.unsupportedVisual("Xlib cannot make a \(size) image of depth \(depth)")
        }
        let byteCount = Int(image.pointee.bytes_per_line) * size.height
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 16)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: max(byteCount, 1))
        image.pointee.data = memory.assumingMemoryBound(to: CChar.self)
        return X11Image(display: display, image: image, segment: nil, size: size)
    }

    deinit {
        if let segment {
            if display.lostDetail == nil {
                XShmDetach(display.pointer, segment)
                display.flush()
            }
            // A lent segment stays mapped as long as its buffer lives.
            if lender == nil { shmdt(segment.pointee.shmaddr) }
            segment.deallocate()
        } else {
            image.pointee.data.map { UnsafeMutableRawPointer($0).deallocate() }
        }
        // The data was freed above or is the lender's; keep XDestroyImage from freeing it.
        image.pointee.data = nil
        XDestroyImage(image)
    }

    /// The pixel layout Xlib chose for this image.
    func pixelFormat(visual: UnsafeMutablePointer<Visual>, isTrueColor: Bool) throws -> X11PixelFormat {
        try X11PixelFormat(
            isTrueColor: isTrueColor, depth: Int(image.pointee.depth), bitsPerPixel: Int(image.pointee.bits_per_pixel),
            redMask: visual.pointee.red_mask, greenMask: visual.pointee.green_mask,
            blueMask: visual.pointee.blue_mask, leastSignificantByteFirst: image.pointee.byte_order == LSBFirst)
    }

    /// Writes the pixels of `buffer` in `rect` (inside this image) into the image memory.
    func write(_ buffer: PixelBuffer, format: X11PixelFormat, rect: IntRect) {
        let r = rect.intersection(IntRect(minX: 0, minY: 0, maxX: size.width, maxY: size.height))
        guard !r.isEmpty else { return }
        let source = buffer.region(x: r.minX, y: r.minY, width: r.width, height: r.height)
        let bytesPerLine = Int(image.pointee.bytes_per_line)
        let origin = UnsafeMutableRawPointer(image.pointee.data) + r.minY * bytesPerLine + r.minX * format.bytesPerPixel
        format.write(source, to: origin, bytesPerLine: bytesPerLine)
    }

    /// Sends `rect` of the image to the same place in `drawable`; shared puts ask for a
    /// completion event.
    func put(to drawable: Drawable, gc: GC, rect: IntRect) {
        let x = Int32(rect.minX)
        let y = Int32(rect.minY)
        let width = UInt32(rect.width)
        let height = UInt32(rect.height)
        if segment != nil {
            XShmPutImage(display.pointer, drawable, gc, image, x, y, x, y, width, height, 1)
            inFlight += 1
        } else {
            XPutImage(display.pointer, drawable, gc, image, x, y, x, y, width, height)
        }
    }
}
