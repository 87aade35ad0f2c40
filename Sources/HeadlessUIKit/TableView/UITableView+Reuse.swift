#if !canImport(UIKit)
    import Foundation

    // Reuse pools: cells and header-footer views that leave the screen wait here, per identifier.
    extension UITableView {
        /// The number of cells waiting for reuse under an identifier (headless addition, for tests).
        public func headlessQueuedCellCount(forReuseIdentifier identifier: String) -> Int {
            cellPool[identifier]?.count ?? 0
        }

        /// A queued cell (after `prepareForReuse()`), else a new cell of the registered class, else `nil`.
        ///
        /// While `reconfigureRows(at:)` asks for a row's cell, the row's existing cell is returned as is.
        func dequeueCell(identifier: String, for indexPath: IndexPath?) -> UITableViewCell? {
            if let reconfiguring = reconfiguringCell, reconfiguring.cell.reuseIdentifier == identifier,
                indexPath == nil || indexPath == reconfiguring.indexPath
            {
                reconfiguringCell = nil
                return reconfiguring.cell
            }
            if let cell = cellPool[identifier]?.popLast() {
                cell.prepareForReuse()
                return cell
            }
            switch cellRegistrations[identifier] {
            case .type(let cellClass): return cellClass.init(headlessReuseIdentifier: identifier)
            case .nib(let nib):
                return makeView(from: nib, identifier: identifier, kind: "UITableViewCell") {
                    nib.makeCell(reuseIdentifier: identifier)
                }
            case nil: return nil
            }
        }

        /// A cell for a registered identifier; an unregistered one is reported with UIKit's message.
        ///
        /// If the violation handler returns, a plain cell with the identifier stands in.
        func dequeueRegisteredCell(identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            if cellRegistrations[identifier] != nil || cellPool[identifier]?.isEmpty == false
                || reconfiguringCell?.cell.reuseIdentifier == identifier,
                let cell = dequeueCell(identifier: identifier, for: indexPath)
            {
                return cell
            }
            reportViolation(
                .unregisteredReuseIdentifier,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }

        /// A queued header-footer view (after `prepareForReuse()`), else a new one of the registered class, else `nil`.
        func dequeueHeaderFooterView(identifier: String) -> UITableViewHeaderFooterView? {
            if let view = headerFooterPool[identifier]?.popLast() {
                view.prepareForReuse()
                return view
            }
            switch headerFooterRegistrations[identifier] {
            case .type(let viewClass): return viewClass.init(headlessReuseIdentifier: identifier)
            case .nib(let nib):
                return makeView(from: nib, identifier: identifier, kind: "UITableViewHeaderFooterView") {
                    nib.makeHeaderFooterView(reuseIdentifier: identifier)
                }
            case nil: return nil
            }
        }

        /// Puts a cell that left the screen in its identifier's pool; a cell without identifier is dropped.
        func enqueue(_ cell: UITableViewCell) {
            guard let identifier = cell.reuseIdentifier else { return }
            cellPool[identifier, default: []].append(cell)
        }

        /// Puts a header-footer view that left the screen in its identifier's pool.
        func enqueue(_ view: UITableViewHeaderFooterView) {
            guard let identifier = view.reuseIdentifier else { return }
            headerFooterPool[identifier, default: []].append(view)
        }

        /// The one view a registered nib makes, as UIKit loads it from the nib: its stand-in's objects
        /// (`headlessContents` or `UINib.headlessStandIns`), else the nib's class stand-in (the plain base
        /// class without one) from `makeWithoutStandIn`. The view carries the identifier it was
        /// registered under. A stand-in that makes no view of the kind, several objects, or a view whose
        /// own identifier differs is reported with UIKit's message, and gives `nil`.
        private func makeView<View: UIView>(
            from nib: UINib, identifier: String, kind: String, makeWithoutStandIn: () -> View
        ) -> View? {
            guard nib.hasStandInContents else { return makeWithoutStandIn() }
            guard
                let view: View = nib.onlyView(
                    registeredAs: identifier, kind: kind, report: { reportViolation(.unregisteredReuseIdentifier, $0) })
            else { return nil }
            let ownIdentifier =
                (view as? UITableViewCell)?.reuseIdentifier
                ?? (view as? UITableViewHeaderFooterView)?.reuseIdentifier
            if let ownIdentifier, ownIdentifier != identifier {
                reportViolation(
                    .unregisteredReuseIdentifier,
                    "\(kind == "UITableViewCell" ? "cell" : "view") reuse identifier in nib (\(ownIdentifier)) does not match the identifier used to register the nib (\(identifier))"
                )
                return nil
            }
            (view as? UITableViewCell)?.reuseIdentifier = identifier
            (view as? UITableViewHeaderFooterView)?.reuseIdentifier = identifier
            return view
        }
    }
#endif
