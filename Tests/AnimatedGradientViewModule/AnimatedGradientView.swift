// The AnimatedGradientView library's module name, for the UIKit fixtures that import it as an
// app does: on Linux its view is OmbreUIKit's (`ombre` maps the import the same way).
@_exported import OmbreUIKit
