import Foundation

// Core Graphics' C constants, which Swift on Apple's platforms imports alongside `.zero`.

/// The rectangle at the origin with no size (`CGRect.zero`).
public let CGRectZero = CGRect.zero
/// The origin (`CGPoint.zero`).
public let CGPointZero = CGPoint.zero
/// The empty size (`CGSize.zero`).
public let CGSizeZero = CGSize.zero
