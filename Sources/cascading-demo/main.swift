// A destination page composed from section nodes, driven through a headless table or collection view
// exactly as UIKit would drive it, and shown on the terminal or written as SVG pictures.
//
//     swift run cascading-demo                            the session in a table, as text
//     swift run cascading-demo --view collection          the same nodes in a collection view, plus a photo grid
//     swift run cascading-demo [--view …] --svg DIR       one SVG picture per screen, in DIR
//     swift run cascading-demo --help                     the options
import CascadingTable
import Foundation

#if !canImport(UIKit)
    let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
    exit(MainActor.assumeIsolated { DemoCommand.run(arguments: arguments) })
#else
    // On Apple platforms the views are UIKit's, which have no headless driver to run this session with.
    print("cascading-demo drives the headless views; run it where UIKit does not exist (Linux).")
#endif
