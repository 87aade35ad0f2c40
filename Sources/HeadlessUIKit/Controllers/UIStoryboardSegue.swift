#if !canImport(UIKit)
    import Foundation

    /// A transition from one controller to another that a storyboard declares.
    ///
    /// There are no storyboards headlessly. A test declares the segues a screen runs from code in
    /// `headlessStandIns`: `performSegue(withIdentifier:sender:)` then makes the destination, calls
    /// the source's `prepare(for:sender:)` and performs the segue as a storyboard's Show segue does
    /// (`show(_:sender:)`: a push inside a navigation controller, else a presentation).
    @preconcurrency @MainActor
    open class UIStoryboardSegue: NSObject {
        /// The segue's identifier. Default `nil`.
        open private(set) var identifier: String?
        /// The controller the segue starts from.
        open private(set) var source: UIViewController
        /// The controller the segue shows.
        open private(set) var destination: UIViewController

        /// Creates a segue.
        public init(identifier: String?, source: UIViewController, destination: UIViewController) {
            self.identifier = identifier
            self.source = source
            self.destination = destination
            super.init()
        }

        /// Runs the transition. The base does nothing; subclasses override it.
        open func perform() {}

        /// The destinations of the segues a test lets controllers run, by identifier (headless
        /// addition). A factory gets the source and returns the destination.
        public static var headlessStandIns: [String: @MainActor (UIViewController) -> UIViewController] = [:]

        /// The message with which a segue that has no stand-in stops the process.
        static func missingStandInMessage(_ identifier: String, source: UIViewController) -> String {
            "Receiver (\(source)) has no segue with identifier '\(identifier)': there are no storyboards "
                + "headlessly; declare it in UIStoryboardSegue.headlessStandIns[\"\(identifier)\"]"
        }
    }

    /// A storyboard's Show segue: the source shows the destination.
    final class HeadlessShowSegue: UIStoryboardSegue {
        override func perform() {
            source.show(destination, sender: nil)
        }
    }

    extension UIViewController {
        /// Makes the stand-in segue, lets the source prepare it, then performs it.
        func headlessPerformSegue(withIdentifier identifier: String, sender: Any?) {
            guard let makeDestination = UIStoryboardSegue.headlessStandIns[identifier] else {
                preconditionFailure(UIStoryboardSegue.missingStandInMessage(identifier, source: self))
            }
            let segue = HeadlessShowSegue(identifier: identifier, source: self, destination: makeDestination(self))
            prepare(for: segue, sender: sender)
            segue.perform()
        }
    }
#endif
