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

    var isShared: Bool { segment != nil }

    /// The MIT-SHM segment resource (the `shmseg` of completion events), or 0 for a plain image.
    var segmentResource: ShmSeg { segment?.pointee.shmseg ?? 0 }

    private init(
        display: X11Display, image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>?,
        size: PixelSize
    ) {
        self.display = display
        self.image = image
        self.segment = segment
        self.size = size
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
        let byteCount = Int(image.pointee.bytes_per_line) * size.height
        let id = shmget(IPC_PRIVATE, byteCount, IPC_CREAT | 0o600)
        guard id >= 0 else {
            let code = errno
            XDestroyImage(image)
            segment.deallocate()
            throw X11Error.system(call: "shmget of \(byteCount) bytes", errno: code)
        }
        createdSegments.append(id)
        guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            let code = errno
            shmctl(id, IPC_RMID, nil)
            XDestroyImage(image)
            segment.deallocate()
            throw X11Error.system(call: "shmat", errno: code)
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 0
        image.pointee.data = segment.pointee.shmaddr
        let errors: [X11ProtocolError]
        do {
            errors = try display.trapErrors { XShmAttach(display.pointer, segment) }
        } catch {
            shmctl(id, IPC_RMID, nil)
            shmdt(address)
            XDestroyImage(image)
            segment.deallocate()
            throw error
        }
        // The server has attached (or refused) by now; from here the kernel frees the segment
        // when the last of us detaches, whatever happens to this process.
        shmctl(id, IPC_RMID, nil)
        if !errors.isEmpty {
            shmdt(address)
            XDestroyImage(image)
            segment.deallocate()
            if errors.allSatisfy({ $0.code == X11ProtocolError.badAccess || $0.code == UInt8(BadRequest) }) {
                return nil
            }
            throw X11Error.protocolError(errors[0])
        }
        return X11Image(display: display, image: image, segment: segment, size: size)
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
            shmdt(segment.pointee.shmaddr)
            segment.deallocate()
        } else {
            image.pointee.data.map { UnsafeMutableRawPointer($0).deallocate() }
        }
        // The data is ours (freed above); keep XDestroyImage from freeing it a second time.
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
