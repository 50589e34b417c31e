/// One error reply from the X server, as Xlib's error handler saw it.
package struct X11ProtocolError: Equatable, Sendable, CustomStringConvertible {
    /// The X error code (for example 10 for BadAccess).
    package var code: UInt8
    /// The major opcode of the failed request (128 and up are extensions).
    package var requestCode: UInt8
    /// The minor opcode, meaningful for extension requests.
    package var minorCode: UInt8
    /// The sequence number of the failed request.
    package var serial: UInt
    /// Xlib's text for the error code, filled in outside the handler.
    package var text: String

    package var description: String {
        "\(text) (error \(code), request \(requestCode).\(minorCode), serial \(serial))"
    }

    /// BadAccess: what MIT-SHM answers when the server may not attach our segment (for example over TCP).
    static let badAccess: UInt8 = 10
}
