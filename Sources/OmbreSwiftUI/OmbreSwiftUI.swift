// A scene's `import SwiftUI` reads this module: UIKit code that also imports SwiftUI, for the
// odd `Color` in a shared palette, finds UIKit here as well.
@_exported import OmbreUIKit
