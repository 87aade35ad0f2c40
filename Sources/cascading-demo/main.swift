// A destination page composed from three section nodes, driven through the headless table view
// exactly as UIKit would drive it, and shown on the terminal or written as SVG pictures.
//
//     swift run cascading-demo              the session as text
//     swift run cascading-demo --svg DIR    one SVG picture per screen, in DIR
import CascadingTable
import Foundation

#if !canImport(UIKit)
    guard let output = DemoOutput(arguments: Array(CommandLine.arguments.dropFirst())) else {
        FileHandle.standardError.write(Data((DemoOutput.usage + "\n").utf8))
        exit(2)
    }
    MainActor.assumeIsolated {
        do {
            try output.show(DemoSession())
        } catch {
            FileHandle.standardError.write(Data("cascading-demo: \(error)\n".utf8))
            exit(1)
        }
    }
#else
    // On Apple platforms the table is UIKit's, which has no headless driver to run this session with.
    print("cascading-demo drives the headless table; run it where UIKit does not exist (Linux).")
#endif
