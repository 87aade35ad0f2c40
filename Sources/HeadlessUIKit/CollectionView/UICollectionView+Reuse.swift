#if !canImport(UIKit)
    import Foundation

    // Reuse pools: cells and supplementary views that leave the screen wait here, per kind and identifier.
    extension UICollectionView {
        /// The key of a registration and its pool: cells by identifier, supplementary views by kind too.
        static func poolKey(kind: String?, _ identifier: String) -> String {
            kind.map { "\($0)/\(identifier)" } ?? identifier
        }

        /// The number of cells waiting for reuse under an identifier (headless addition, for tests).
        public func headlessQueuedCellCount(forReuseIdentifier identifier: String) -> Int {
            pools[Self.poolKey(kind: nil, identifier)]?.count ?? 0
        }

        /// The number of supplementary views of a kind waiting for reuse under an identifier (headless addition).
        public func headlessQueuedSupplementaryViewCount(ofKind kind: String, reuseIdentifier identifier: String)
            -> Int
        {
            pools[Self.poolKey(kind: kind, identifier)]?.count ?? 0
        }

        /// A queued cell (after `prepareForReuse()`) or a new one of the registered class.
        ///
        /// While `reconfigureItems(at:)` asks for an item's cell, the item's existing cell is returned as
        /// is. An unregistered identifier is reported with UIKit's message; if the handler returns, a
        /// plain cell with the identifier stands in.
        func dequeueCell(identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath,
                reconfiguring.cell.reuseIdentifier == identifier
            {
                reconfiguringCell = nil
                return reconfiguring.cell
            }
            if let cell = dequeue(key: Self.poolKey(kind: nil, identifier), identifier: identifier)
                as? UICollectionViewCell
            {
                return cell
            }
            reportUnregistered(kind: "UICollectionElementKindCell", identifier)
            return UICollectionViewCell(headlessReuseIdentifier: identifier)
        }

        /// A queued supplementary view (after `prepareForReuse()`) or a new one of the registered class;
        /// an unregistered kind and identifier is reported with UIKit's message.
        func dequeueView(kind: String, identifier: String) -> UICollectionReusableView {
            if let view = dequeue(key: Self.poolKey(kind: kind, identifier), identifier: identifier) {
                return view
            }
            reportUnregistered(kind: kind, identifier)
            return UICollectionReusableView(headlessReuseIdentifier: identifier)
        }

        private func dequeue(key: String, identifier: String) -> UICollectionReusableView? {
            if let view = pools[key]?.popLast() {
                view.prepareForReuse()
                return view
            }
            if let nib = nibRegistrations[key] { return makeView(from: nib, key: key, identifier: identifier) }
            guard let viewClass = registrations[key] else { return nil }
            let view = viewClass.init(headlessReuseIdentifier: identifier)
            view.headlessPoolKey = key
            return view
        }

        /// The one view a registered nib makes, awoken from the nib: its stand-in's (`headlessContents` or
        /// `UINib.headlessStandIns`), else a plain `UICollectionViewCell` or `UICollectionReusableView`,
        /// as a table makes plain cells for a nib without a stand-in. A stand-in that makes no view or
        /// several is reported with UIKit's message, and gives `nil`.
        func makeView(from nib: UINib, key: String, identifier: String) -> UICollectionReusableView? {
            let view: UICollectionReusableView
            if nib.hasStandInContents {
                guard
                    let made: UICollectionReusableView = nib.onlyView(
                        registeredAs: identifier, kind: "UICollectionReusableView",
                        report: { reportViolation(.unregisteredReuseIdentifier, $0) })
                else { return nil }
                view = made
            } else {
                let isCell = key == Self.poolKey(kind: nil, identifier)
                view = (isCell ? UICollectionViewCell.self : UICollectionReusableView.self).init(
                    headlessReuseIdentifier: identifier)
                view.awakeFromNib()
            }
            view.reuseIdentifier = identifier
            view.headlessPoolKey = key
            return view
        }

        private func reportUnregistered(kind: String, _ identifier: String) {
            reportViolation(
                .unregisteredReuseIdentifier,
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }

        /// Puts a view that left the screen in its pool; a view the collection view did not make is dropped.
        func enqueue(_ view: UICollectionReusableView) {
            guard let key = view.headlessPoolKey else { return }
            pools[key, default: []].append(view)
        }
    }
#endif
