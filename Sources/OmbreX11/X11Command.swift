internal import CX11

/// What a key in the preview window asks for (DESIGN.md §3, "Keys in the window").
package enum X11Command: Equatable, Sendable {
    /// q or Escape: end the loop.
    case quit
    /// Space: pause or resume the animation.
    case togglePause
    /// r or Home: start the animation over.
    case restart
    /// Right / Left arrow: move one frame forward / back while paused; with Shift, one second.
    case step(forward: Bool, wholeSecond: Bool)
    /// `-` / `=`: play slower / faster.
    case changeSpeed(faster: Bool)
    /// h: show or hide the overlay (scene time, speed, fps, frame time).
    case toggleOverlay
    /// s: save a screenshot.
    case screenshot
    /// f: switch fullscreen on or off.
    case fullscreen
    /// i: the pixel inspector on or off.
    case inspect
    /// o: onion skin over the reference image on or off.
    case onionSkin
    /// d: difference view against the reference image on or off.
    case difference
    /// l: the layout overlay (every view's frame outlined, the view under the pointer named
    /// with its constraints) on or off.
    case layoutOutline
    /// a: start or stop the views that wait to be started.
    case toggleWaiting

    /// The command bound to an unshifted keysym (with Shift held or not), or nil for keys without one.
    init?(keysym: KeySym, shift: Bool = false) {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_q, XK_Escape: self = .quit
        case XK_space: self = .togglePause
        case XK_r, XK_Home: self = .restart
        case XK_Right: self = .step(forward: true, wholeSecond: shift)
        case XK_Left: self = .step(forward: false, wholeSecond: shift)
        case XK_minus, XK_KP_Subtract: self = .changeSpeed(faster: false)
        case XK_equal, XK_plus, XK_KP_Add: self = .changeSpeed(faster: true)
        case XK_h: self = .toggleOverlay
        case XK_s: self = .screenshot
        case XK_f: self = .fullscreen
        case XK_i: self = .inspect
        case XK_o: self = .onionSkin
        case XK_d: self = .difference
        case XK_a: self = .toggleWaiting
        case XK_l: self = .layoutOutline
        default: return nil
        }
    }
}
