import CascadingTable
import Foundation

#if !canImport(UIKit)
    /// Where the demo shows its screens: as text on the terminal, or as SVG files in a folder.
    enum DemoOutput: Equatable {
        /// Print each screen's heading, notes and text rendering.
        case terminal
        /// Write each screen as `<folder>/<name>.svg` and print the paths.
        case svg(folder: String)

        /// The output the command-line arguments ask for; `nil` when they make no sense.
        init?(arguments: [String]) {
            if arguments.isEmpty {
                self = .terminal
            } else if arguments.count == 2, arguments[0] == "--svg", !arguments[1].isEmpty {
                self = .svg(folder: arguments[1])
            } else {
                return nil
            }
        }

        static let usage = "usage: cascading-demo [--svg DIR]"

        /// The command: runs the session for the arguments (without the program's name) and returns the
        /// exit status: 0, 1 when a picture could not be written, 2 with the usage for wrong arguments.
        @MainActor
        static func run(
            arguments: [String], print: (String) -> Void = { Swift.print($0) },
            printError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        ) -> Int32 {
            guard let output = DemoOutput(arguments: arguments) else {
                printError(usage)
                return 2
            }
            do {
                try output.show(DemoSession(), print: print)
                return 0
            } catch {
                printError("cascading-demo: \(error)")
                return 1
            }
        }

        /// Runs the session and shows every screen, printing with `print`; returns the files written
        /// (none on the terminal).
        @MainActor
        @discardableResult
        func show(_ session: DemoSession, print: (String) -> Void = { Swift.print($0) }) throws -> [URL] {
            var written: [URL] = []
            var failure: Error?
            let folder = svgFolder
            if let folder {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            session.run { screen in
                guard let folder else {
                    print("== \(screen.heading)")
                    for note in screen.notes { print("  \(note)") }
                    print(session.tableView.headlessRenderedText() + "\n")
                    return
                }
                let file = folder.appendingPathComponent("\(screen.name).svg")
                do {
                    try session.tableView.headlessRenderedSVG().write(to: file, atomically: true, encoding: .utf8)
                    written.append(file)
                    print("\(file.path)  \(screen.heading)")
                } catch {
                    failure = failure ?? error
                }
            }
            if let failure { throw failure }
            return written
        }

        private var svgFolder: URL? {
            guard case .svg(let folder) = self else { return nil }
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
    }
#endif
