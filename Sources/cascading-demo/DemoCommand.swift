import CascadingTable
import Foundation

#if !canImport(UIKit)
    /// What the command line asks for: the session in a view and an output, or the help.
    enum DemoCommand: Equatable {
        /// Run the session in `view` and show its screens on `output`.
        case show(DemoView, DemoOutput)
        /// Print the help.
        case help

        /// The command the arguments (without the program's name) ask for; `nil` when they make no sense.
        /// Without arguments: the table, as text on the terminal.
        init?(arguments: [String]) {
            if arguments == ["--help"] || arguments == ["-h"] {
                self = .help
                return
            }
            var view: DemoView?
            var output: DemoOutput?
            var rest = arguments[...]
            while let option = rest.popFirst() {
                switch option {
                case "--view":
                    guard view == nil, let value = rest.popFirst(), let chosen = DemoView(rawValue: value) else {
                        return nil
                    }
                    view = chosen
                case "--svg":
                    guard output == nil, let folder = rest.popFirst(), !folder.isEmpty, !folder.hasPrefix("-") else {
                        return nil
                    }
                    output = .svg(folder: folder)
                default:
                    return nil
                }
            }
            self = .show(view ?? .table, output ?? .terminal)
        }

        static let usage = "usage: cascading-demo [--view table|collection] [--svg DIR] | --help"

        static let helpText = """
            \(usage)

            Drives a destination page composed from section nodes through a headless view, as UIKit would:
            the page, a tap on a row, a swipe, and the row deleted.

              --view table        show the page in a grouped table (the default)
              --view collection   show the same nodes in a collection view: the sections as grouped lists,
                                  then a photo grid of three columns that only a collection view can show
              --svg DIR           write each screen as DIR/<screen>.svg instead of printing it as text
              -h, --help          print this help
            """

        /// The command: runs the session the arguments (without the program's name) ask for and returns
        /// the exit status: 0, 1 when a picture could not be written, 2 with the usage for wrong arguments.
        @MainActor
        static func run(
            arguments: [String], print: (String) -> Void = { Swift.print($0) },
            printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        ) -> Int32 {
            switch DemoCommand(arguments: arguments) {
            case nil:
                printError(usage)
                return 2
            case .help:
                print(helpText)
                return 0
            case .show(let view, let output):
                do {
                    try output.show(DemoSession(view: view), print: print)
                    return 0
                } catch {
                    printError("cascading-demo: \(error)")
                    return 1
                }
            }
        }
    }
#endif
