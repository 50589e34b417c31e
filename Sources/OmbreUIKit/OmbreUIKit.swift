// Importing Dispatch here lets this module's scene-clock `DispatchQueue` shadow Dispatch's in
// code that imports only UIKit.
@_exported import Dispatch
// UIKit re-exports Foundation (CGFloat, CGPoint, CGSize, CGRect, NSNumber, Date), so code that
// says only `import UIKit` finds them here too.
@_exported import Foundation
