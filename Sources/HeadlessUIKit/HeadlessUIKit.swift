// HeadlessUIKit is UIKit's table-view surface for platforms without UIKit, plus a headless
// `UITableView` engine. Where UIKit exists, this module is nothing but UIKit itself.
#if canImport(UIKit)
    @_exported import UIKit
#else
    @_exported import Foundation
#endif
