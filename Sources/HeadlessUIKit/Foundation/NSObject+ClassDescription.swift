#if !canImport(UIKit)
    import Foundation

    /// The class method every Objective-C class answers on Apple platforms.
    extension NSObject {
        /// The class's name as Objective-C knows it: module-qualified for an app's classes
        /// (`"MyApp.SettingsCell"`), bare for Foundation's and UIKit's (`"UITableViewCell"`).
        ///
        /// Code uses it as a reuse identifier, for example. It is declared in an extension, so a
        /// subclass cannot override it headlessly (see the porting notes in `Docs/HeadlessTableView.md`).
        public class func description() -> String {
            let name = String(reflecting: self)
            for module in ["Foundation.", "HeadlessUIKit."] where name.hasPrefix(module) {
                return String(name.dropFirst(module.count))
            }
            return name
        }
    }
#endif
