// Users write `import CascadingTable` only: UIKit (on Apple platforms) or HeadlessUIKit (elsewhere),
// and the diff types, come with it.
@_exported import CascadingDiff
@_exported import HeadlessUIKit
#if canImport(CascadingCore)
    @_exported import CascadingCore
    @_exported import CascadingReadyMade
#endif
