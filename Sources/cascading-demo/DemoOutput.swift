import CascadingTable
import Foundation

#if !canImport(UIKit)
    /// Where the demo shows its screens: as text on the terminal, or as SVG files in a folder.
    enum DemoOutput: Equatable {
        /// Print each screen's heading, notes and text rendering.
        case terminal
        /// Write each screen as `<folder>/<name>.svg` and print the paths.
        case svg(folder: String)

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
                    print(session.surface.renderedText() + "\n")
                    return
                }
                let file = folder.appendingPathComponent("\(screen.name).svg")
                do {
                    try session.surface.renderedSVG().write(to: file, atomically: true, encoding: .utf8)
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
