// Users write `import CascadingTable` only: UIKit (on Apple platforms) or HeadlessUIKit (elsewhere)
// comes with it.
@_exported import HeadlessUIKit
