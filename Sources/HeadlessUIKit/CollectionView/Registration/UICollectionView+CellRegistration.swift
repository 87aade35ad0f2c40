#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// A cell class and the code that configures it for an item, registered on first use.
        ///
        ///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
        ///         var content = cell.defaultContentConfiguration()
        ///         content.text = "\(number)"
        ///         cell.contentConfiguration = content
        ///     }
        ///     let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 7)
        @preconcurrency @MainActor
        public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
            /// Configures a dequeued cell for an item at an index path.
            public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

            let handler: Handler
            let reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)

            /// Creates a registration of `Cell` with the code that configures it.
            public init(handler: @escaping Handler) {
                self.handler = handler
            }
        }

        /// A supplementary view class of one kind and the code that configures it, registered on first use.
        @preconcurrency @MainActor
        public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
            /// Configures a dequeued view for its kind and index path.
            public typealias Handler = (
                _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
            )
                -> Void

            /// The kind of supplementary view the registration makes (headless addition: UIKit keeps it
            /// private).
            public let headlessElementKind: String

            /// The kind of supplementary view the registration makes.
            @available(*, deprecated, renamed: "headlessElementKind")
            public var elementKind: String { headlessElementKind }
            let handler: Handler
            let reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)

            /// Creates a registration of `Supplementary` for a kind with the code that configures it.
            public init(elementKind: String, handler: @escaping Handler) {
                headlessElementKind = elementKind
                self.handler = handler
            }
        }

        /// Dequeues a cell of the registration's class (registering it on first use) and configures it.
        ///
        /// The handler runs with the item; a `nil` item leaves the cell as dequeued.
        public func dequeueConfiguredReusableCell<Cell, Item>(
            using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
        ) -> Cell where Cell: UICollectionViewCell {
            let key = Self.poolKey(kind: nil, registration.reuseIdentifier)
            if registrations[key] == nil { registrations[key] = Cell.self }
            let dequeued = dequeueCell(identifier: registration.reuseIdentifier, for: indexPath)
            let cell = dequeued as? Cell ?? Cell(headlessReuseIdentifier: registration.reuseIdentifier)
            if let item { registration.handler(cell, indexPath, item) }
            return cell
        }

        /// Dequeues a supplementary view of the registration's class and kind (registering it on first use)
        /// and configures it.
        public func dequeueConfiguredReusableSupplementary<Supplementary>(
            using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
        ) -> Supplementary where Supplementary: UICollectionReusableView {
            let key = Self.poolKey(kind: registration.headlessElementKind, registration.reuseIdentifier)
            if registrations[key] == nil { registrations[key] = Supplementary.self }
            let dequeued = dequeueView(kind: registration.headlessElementKind, identifier: registration.reuseIdentifier)
            let view =
                dequeued as? Supplementary ?? Supplementary(headlessReuseIdentifier: registration.reuseIdentifier)
            registration.handler(view, registration.headlessElementKind, indexPath)
            return view
        }
    }

    /// Unique reuse identifiers for registrations, so two registrations of one class keep separate pools.
    @MainActor
    enum RegistrationIdentifiers {
        private static var count = 0

        static func next(for viewClass: AnyClass) -> String {
            count += 1
            return "\(String(describing: viewClass))-registration-\(count)"
        }
    }
#endif
