// UIKit re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, NSNumber, Date), so code that
// says only `import UIKit` finds them here too.
@_exported import Foundation
