/// A line-by-line comparison of a reference and an actual text, for failure messages.
///
/// Lines only in the reference start with `-`, lines only in the actual text with `+`, and unchanged
/// lines with two spaces; runs of unchanged lines farther than `context` from a change become `…`.
struct LineDiff {
    let reference: [Substring]
    let actual: [Substring]

    init(reference: String, actual: String) {
        self.reference = reference.split(separator: "\n", omittingEmptySubsequences: false)
        self.actual = actual.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The diff as text, or an empty string when the two texts are equal.
    func render(context: Int = 2) -> String {
        let difference = actual.difference(from: reference)
        guard !difference.isEmpty else { return "" }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [(mark: Character, text: Substring)] = []
        var (old, new) = (0, 0)
        while old < reference.count || new < actual.count {
            if old < reference.count, removed.contains(old) {
                lines.append(("-", reference[old]))
                old += 1
            } else if new < actual.count, inserted.contains(new) {
                lines.append(("+", actual[new]))
                new += 1
            } else {
                lines.append((" ", reference[old]))
                old += 1
                new += 1
            }
        }
        let changed = lines.indices.filter { lines[$0].mark != " " }
        var output: [String] = []
        var skipping = false
        for index in lines.indices {
            let nearChange = changed.contains { abs($0 - index) <= context }
            if nearChange {
                output.append("\(lines[index].mark) \(lines[index].text)")
                skipping = false
            } else if !skipping {
                output.append("…")
                skipping = true
            }
        }
        return output.joined(separator: "\n")
    }
}
