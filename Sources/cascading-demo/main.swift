// A destination page composed from three section nodes, driven through the headless table view
// exactly as UIKit would drive it, and shown on the terminal or written as SVG pictures.
//
//     swift run cascading-demo              the session as text
//     swift run cascading-demo --svg DIR    one SVG picture per screen, in DIR
import CascadingTable
import Foundation

#if !canImport(UIKit)
    let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
    exit(MainActor.assumeIsolated { DemoOutput.run(arguments: arguments) })
#else
    // On Apple platforms the table is UIKit's, which has no headless driver to run this session with.
    print("cascading-demo drives the headless table; run it where UIKit does not exist (Linux).")
#endif
