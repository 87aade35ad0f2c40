// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTestSupport

    import CascadingTable
    @testable import CascadingCore

    /// A tree attached to a validating headless table, and the plain model of what the table must show.
    /// Steps change both; `check()` compares the table, the tree and the model.
    @MainActor
    final class FuzzSession {
        let table = CountingTable()
        let root: RecoveringRoot
        private(set) var model: FuzzModel
        private var names = 0
        private(set) var stepsRun = 0

        init(seed: UInt64) {
            var random = SplitMix64(seed: seed)
            var sections: [(name: String, rows: [String])] = []
            var counter = 0
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                counter += 1
                let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                    counter += 1
                    return "r\(counter)"
                }
                sections.append(("s\(counter)", rows))
            }
            names = counter
            model = FuzzModel(sections: sections, selected: nil)
            root = RecoveringRoot(children: sections.map { FuzzSection($0.name, rows: $0.rows) }, tableView: table)
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            table.layoutIfNeeded()
        }

        private func nextName(_ prefix: String) -> String {
            names += 1
            return "\(prefix)\(names)"
        }

        private func section(_ index: Int) -> CascadingNode { root.children[index] }

        // MARK: Steps

        /// Applies one step to the tree (through the table where it is a gesture) and to the model.
        func apply(_ step: FuzzStep, grouped: Bool = false) {
            stepsRun += 1
            let count = model.sections.count
            switch step {
            case .insertRow(let section, let position):
                guard count > 0 else { return }
                let index = Int(section % UInt64(count))
                let at = Int(position % UInt64(model.sections[index].rows.count + 1))
                let name = nextName("r")
                self.section(index).insertChild(FuzzRow(name), at: at)
                model.sections[index].rows.insert(name, at: at)
            case .removeRow(let flat):
                guard let path = model.row(atFlat: flat) else { return }
                section(path.section).removeChild(at: path.row)
                forget(model.sections[path.section].rows.remove(at: path.row), grouped: grouped)
            case .moveRowWithinSection(let flat, let to):
                guard let path = model.row(atFlat: flat) else { return }
                let destination = Int(to % UInt64(model.sections[path.section].rows.count))
                section(path.section).moveChild(from: path.row, to: destination)
                model.sections[path.section].rows.insert(
                    model.sections[path.section].rows.remove(at: path.row), at: destination)
            case .moveRowAcross(let flat, let target, let position):
                guard let path = model.row(atFlat: flat) else { return }
                let destination = Int(target % UInt64(count))
                let row = section(path.section).removeChild(at: path.row)
                let name = model.sections[path.section].rows.remove(at: path.row)
                let at = Int(position % UInt64(model.sections[destination].rows.count + 1))
                section(destination).insertChild(row, at: at)
                model.sections[destination].rows.insert(name, at: at)
                if !grouped && model.selected == name { model.selected = nil }  // a delete and an insert, not a move
            case .insertSection(let position, let rows):
                let at = Int(position % UInt64(count + 1))
                let rowNames = (0..<Int(rows % 4)).map { _ in nextName("r") }
                let name = nextName("s")
                root.insertChild(FuzzSection(name, rows: rowNames), at: at)
                model.sections.insert((name, rowNames), at: at)
            case .removeSection(let index):
                guard count > 0 else { return }
                let at = Int(index % UInt64(count))
                root.removeChild(at: at)
                let removed = model.sections.remove(at: at)
                if removed.rows.contains(where: { $0 == model.selected }) { forget(model.selected, grouped: grouped) }
            case .moveSection(let from, let to):
                guard count > 0 else { return }
                let (source, destination) = (Int(from % UInt64(count)), Int(to % UInt64(count)))
                root.moveChild(from: source, to: destination)
                model.sections.insert(model.sections.remove(at: source), at: destination)
            case .shuffleRows(let index, let seed):
                guard count > 0 else { return }
                let at = Int(index % UInt64(count))
                var random = SplitMix64(seed: seed)
                let order = Array(model.sections[at].rows.indices).shuffled(using: &random)
                let nodes = section(at).children
                section(at).children = order.map { nodes[$0] }
                model.sections[at].rows = order.map { model.sections[at].rows[$0] }
            case .grouped(let steps):
                root.performUpdates {
                    for step in steps { apply(step, grouped: true) }
                }
                if let selected = model.selected, !model.sections.contains(where: { $0.rows.contains(selected) }) {
                    model.selected = nil
                }
            case .scroll(let raw):
                table.layoutIfNeeded()
                let limit = max(0, Int(table.contentSize.height - table.bounds.height))
                table.contentOffset = CGPoint(x: 0, y: CGFloat(raw % UInt64(limit + 1)))
            case .tap(let raw):
                guard let path = visibleRow(raw) else { return }
                table.headlessTap(rowAt: path)
                model.selected = model[path]
            case .swipeDelete(let raw):
                guard let path = visibleRow(raw) else { return }
                let actions = table.headlessSwipe(rowAt: path)
                guard actions.first?.title == "Delete", table.headlessTapSwipeAction(at: 0) else {
                    return failures.append("swipe on \(Array(path)) offered \(actions.map(\.title)) instead of Delete")
                }
                forget(model.sections[path.section].rows.remove(at: path.row), grouped: false)
            case .reorder(let flat, let target, let position):
                guard let source = model.row(atFlat: flat) else { return }
                let destinationSection = Int(target % UInt64(count))
                let rowsThere =
                    model.sections[destinationSection].rows.count - (destinationSection == source.section ? 1 : 0)
                let proposed = IndexPath(row: Int(position % UInt64(rowsThere + 1)), section: destinationSection)
                table.setEditing(true, animated: false)
                defer { table.setEditing(false, animated: false) }
                guard let destination = table.headlessMoveRow(at: source, to: proposed) else {
                    return failures.append("reorder from \(Array(source)) to \(Array(proposed)) was refused")
                }
                let name = model.sections[source.section].rows.remove(at: source.row)
                model.sections[destination.section].rows.insert(name, at: destination.row)
            case .reload(let flat):
                guard let path = model.row(atFlat: flat), model[path] != model.selected else { return }
                section(path.section).children[path.row].reloadContent()
            }
        }

        private func forget(_ name: String?, grouped: Bool) {
            if !grouped, let name, model.selected == name { model.selected = nil }
        }

        private func visibleRow(_ raw: UInt64) -> IndexPath? {
            table.layoutIfNeeded()
            guard let visible = table.indexPathsForVisibleRows, !visible.isEmpty else { return nil }
            return visible[Int(raw % UInt64(visible.count))]
        }

        // MARK: Checking

        private var failures: [String] = []

        /// Compares the table, the tree and the model; returns what disagrees, or `nil`.
        func check(fully: Bool) -> String? {
            table.layoutIfNeeded()
            var problems = failures
            failures.removeAll()
            problems += table.violations.map { "violation: \($0)" }
            problems += root.recoveries.map { "recovery: \($0)" }
            root.checkSubtreeInvariants()
            let treeRows = root.children.map { $0.children.map { ($0 as? FuzzRow)?.name ?? "?" } }
            if treeRows != model.sections.map(\.rows) { problems.append("tree \(treeRows) != model") }
            if root.children.compactMap({ ($0 as? FuzzSection)?.name }) != model.sections.map(\.name) {
                problems.append("section order differs from the model")
            }
            if table.numberOfSections != model.sections.count
                || model.sections.indices.contains(where: {
                    table.numberOfRows(inSection: $0) != model.sections[$0].rows.count
                })
            {
                problems.append("table counts differ from the model")
            }
            for path in table.indexPathsForVisibleRows ?? [] {
                let shown = table.cellForRow(at: path)?.textLabel?.text
                if !model.sections.indices.contains(path.section)
                    || !model.sections[path.section].rows.indices.contains(path.row)
                    || shown != model[path]
                {
                    problems.append("visible row \(Array(path)) shows \(shown ?? "nothing")")
                }
            }
            let selected = (table.indexPathsForSelectedRows ?? []).compactMap { path -> String? in
                model.sections.indices.contains(path.section)
                    && model.sections[path.section].rows.indices.contains(path.row)
                    ? model[path] : "invalid \(Array(path))"
            }
            if selected != (model.selected.map { [$0] } ?? []) { problems.append("selected \(selected)") }
            if fully, table.shownRows() != model.sections.map(\.rows) {
                problems.append("table shows \(table.shownRows())")
            }
            return problems.isEmpty ? nil : problems.joined(separator: "; ") + " — model: \(model)"
        }
    }
#endif
