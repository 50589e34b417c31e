internal import CX11

/// What a key in the preview window asks for (DESIGN.md §3, "Keys in the window").
package enum X11Command: Equatable, Sendable {
    /// q or Escape: end the loop.
    case quit
    /// Space: pause or resume the animation.
    case togglePause
    /// r: start the animation over.
    case restart
    /// Right arrow: advance one frame while paused.
    case step
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
    /// a: start or stop the views that wait to be started.
    case toggleWaiting

    /// The command bound to an unshifted keysym, or nil for keys without one.
    init?(keysym: KeySym) {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_q, XK_Escape: self = .quit
        case XK_space: self = .togglePause
        case XK_r: self = .restart
        case XK_Right: self = .step
        case XK_s: self = .screenshot
        case XK_f: self = .fullscreen
        case XK_i: self = .inspect
        case XK_o: self = .onionSkin
        case XK_d: self = .difference
        case XK_a: self = .toggleWaiting
        default: return nil
        }
    }
}
