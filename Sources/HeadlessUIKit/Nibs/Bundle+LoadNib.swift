#if !canImport(UIKit)
    import Foundation

    /// Loading a nib's top-level objects from a bundle, as UIKit declares it.
    extension Bundle {
        /// Loads a nib's top-level objects for an owner, calling `awakeFromNib()` on each.
        ///
        /// Headlessly the nib comes from its stand-in in `UINib.headlessStandIns[name]`.
        /// - Precondition: A stand-in is registered for `name`; without one the process stops with a
        ///   message that says how to register it, as UIKit raises for a nib it cannot load.
        @MainActor @preconcurrency
        public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
            UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        }
    }
#endif
