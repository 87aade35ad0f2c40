// Policies for the members that are not addressed by one index path or one section.
extension CascadingNode {
    // MARK: Moves

    /// Delivers a row move to the owner of the source section and, if different, of the destination section.
    /// On the root the view calls, the move is marked as under way while the nodes follow it: the view is
    /// in the middle of its own move and takes no update (`updateStatusRow(animated:)` waits).
    func forwardMove(from source: IndexPath, to destination: IndexPath, _ call: (CascadingNode) -> Void) {
        guard source.count == 2, destination.count == 2 else { return }
        let updates = (self as? CascadingRootNode)?.liveUpdates
        updates?.userMovesUnderWay += 1
        defer { updates?.userMovesUnderWay -= 1 }
        let sourceOwner = child(forSection: source[0])
        let destinationOwner = child(forSection: destination[0])
        sourceOwner.map(call)
        if let destinationOwner, destinationOwner !== sourceOwner {
            call(destinationOwner)
        }
    }

    // MARK: Section index titles

    /// The index titles of every section owner, in section order, as `titles` reads them (a table's
    /// `sectionIndexTitles(for:)`, a collection view's `indexTitles(for:)`); `nil` when none supplies any.
    func collectedIndexTitles(
        sectionCount: @autoclosure () -> Int, titles: (CascadingNode) -> [String]?
    ) -> [String]? {
        var collected: [String]?
        forEachSectionIndexContribution(sectionCount: sectionCount(), titles: titles) { _, _, contribution in
            collected = (collected ?? []) + contribution
            return false
        }
        return collected
    }

    /// Asks the node that contributed the title at `index` of the collected titles, passing the
    /// title's position among its own; `nil` when no node contributed that position.
    func answerForCollectedIndexTitle<Answer>(
        at index: Int, sectionCount: @autoclosure () -> Int, titles: (CascadingNode) -> [String]?,
        _ ask: (CascadingNode, Int) -> Answer
    ) -> Answer? {
        var answer: Answer?
        var offset = 0
        forEachSectionIndexContribution(sectionCount: sectionCount(), titles: titles) { _, owner, contribution in
            defer { offset += contribution.count }
            guard index >= offset, index < offset + contribution.count else { return false }
            answer = ask(owner, index - offset)
            return true
        }
        return answer
    }

    /// Visits, in section order, each section owner whose `titles` are not `nil`, until `visit` returns
    /// `true`. A child that owns several sections in a row (a group) is asked once. `sectionCount` is
    /// the view's number of sections (a table's or a collection view's).
    func forEachSectionIndexContribution(
        sectionCount: @autoclosure () -> Int, titles: (CascadingNode) -> [String]?,
        _ visit: (Int, CascadingNode, [String]) -> Bool
    ) {
        var previous: CascadingNode?
        // A group asks its own sections, in table coordinates; any other router all the view's.
        let sections = type(of: self).spansItsChildren ? coordinates : 0..<max(0, sectionCount())
        for section in sections {
            guard let owner = child(forSection: section), owner !== previous else { continue }
            previous = owner
            guard let contribution = titles(owner) else { continue }
            if visit(section, owner, contribution) { return }
        }
    }

    // MARK: Context menus

    /// Asks the row's owner for a configuration and remembers which child produced it.
    func forwardContextMenuRequest(
        at indexPath: IndexPath, orElse fallback: @autoclosure () -> UIContextMenuConfiguration?,
        _ call: (CascadingNode) -> UIContextMenuConfiguration?
    ) -> UIContextMenuConfiguration? {
        guard let owner = child(forRowAt: indexPath) else { return fallback() }
        guard let configuration = call(owner) else { return nil }
        let memory = rememberedRoutes()
        memory.menuConfiguration = configuration
        memory.menuOwner = owner
        return configuration
    }

    /// Calls the child that produced `configuration`, or answers `fallback` when none did.
    func forward<Answer>(
        menu configuration: UIContextMenuConfiguration, orElse fallback: @autoclosure () -> Answer,
        _ call: (CascadingNode) -> Answer
    ) -> Answer {
        guard let memory = routingMemory, memory.menuConfiguration === configuration, let owner = memory.menuOwner
        else { return fallback() }
        return call(owner)
    }

    /// Calls the child that produced `configuration`, if any.
    func forward(menu configuration: UIContextMenuConfiguration, _ call: (CascadingNode) -> Void) {
        forward(menu: configuration, orElse: (), call)
    }

    // MARK: Swipe editing

    /// Forwards `willBeginEditingRowAt` and remembers the owner for a later `didEndEditingRowAt(nil)`.
    func forwardEditingBegin(at indexPath: IndexPath, _ call: (CascadingNode) -> Void) {
        guard let owner = child(forRowAt: indexPath) else { return }
        rememberedRoutes().editingOwner = owner
        call(owner)
    }

    /// Forwards `didEndEditingRowAt` by index path, or to the remembered owner when it is `nil`.
    func forwardEditingEnd(at indexPath: IndexPath?, _ call: (CascadingNode) -> Void) {
        let owner = indexPath.map { child(forRowAt: $0) } ?? routingMemory?.editingOwner
        routingMemory?.editingOwner = nil
        owner.map(call)
    }

    // MARK: Focus

    /// The distinct children owning the previously and the next focused rows, in that order.
    func focusOwners(of indexPaths: [IndexPath?]) -> [CascadingNode] {
        var owners: [CascadingNode] = []
        for indexPath in indexPaths {
            guard let indexPath, let owner = child(forRowAt: indexPath), !owners.contains(where: { $0 === owner })
            else { continue }
            owners.append(owner)
        }
        return owners
    }

    func rememberedRoutes() -> RoutingMemory {
        if let routingMemory { return routingMemory }
        let memory = RoutingMemory()
        rareStateForWriting().routingMemory = memory
        return memory
    }
}

/// What a router remembers between calls: the child behind the current context menu, the child
/// whose row is being swipe-edited and the children that supplied the items of the current drag.
/// Allocated only by routers that see such calls.
@MainActor
final class RoutingMemory {
    weak var menuConfiguration: UIContextMenuConfiguration?
    weak var menuOwner: CascadingNode?
    weak var editingOwner: CascadingNode?
    /// Kept until `dragSessionDidEnd`, which UIKit always sends after a drag began.
    var dragOwners: [CascadingNode] = []
}
