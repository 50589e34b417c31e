import Foundation

/// The animations of SF Symbols (iOS 17), as `imageView.addSymbolEffect(.bounce, options:
/// .repeating)` adds them. They move a symbol's drawing, and there are no symbols on Linux (see
/// `UIImage(systemName:)`), so an image view takes the effects and draws its image as it is.
public protocol SymbolEffect: Sendable {}

/// A symbol bouncing up or down.
public struct BounceSymbolEffect: SymbolEffect {}

/// A symbol pulsing in opacity.
public struct PulseSymbolEffect: SymbolEffect {}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// How often and how fast a symbol effect plays.
public struct SymbolEffectOptions: Sendable {
    /// Whether the effect repeats.
    public var repeats = false

    /// Play once.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Play over and over.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeats: true) }
    /// Play over and over, as `repeating`.
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(repeats: true) }
}

extension UIImageView {
    /// Adds `effect` to the symbol shown: nothing moves, as there is no symbol (see `SymbolEffect`).
    public func addSymbolEffect(
        _ effect: some SymbolEffect, options: SymbolEffectOptions = .default, animated: Bool = true
    ) {}

    /// Removes every symbol effect: there is nothing to stop.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {}
}
