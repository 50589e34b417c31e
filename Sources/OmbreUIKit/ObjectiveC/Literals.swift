/// The type `#colorLiteral(red:green:blue:alpha:)` makes where the code names no other, as on iOS.
public typealias _ColorLiteralType = UIColor
