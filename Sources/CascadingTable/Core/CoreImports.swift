// Every file of the core sees UIKit (on Apple platforms) or HeadlessUIKit (elsewhere), and the diff types.
@_exported import CascadingDiff
@_exported import HeadlessUIKit
