/// What a table snapshot stores: the text rendering or the SVG picture of the screen.
public enum TableSnapshotFormat: Sendable, Hashable {
    /// `headlessRenderedText()`, one line per visible item; stored as `<name>.txt`. The default.
    case text
    /// `headlessRenderedSVG()`, one element per line; stored as `<name>.svg`.
    case svg

    /// The extension of the reference file.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .svg: "svg"
        }
    }
}
