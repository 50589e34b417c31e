// The tests' fixtures say `import UIKit`, as they do when `ombre` builds them as scenes; in
// this package that module is OmbreUIKit, re-exported under UIKit's name.
@_exported import OmbreUIKit
