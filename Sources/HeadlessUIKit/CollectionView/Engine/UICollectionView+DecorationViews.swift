#if !canImport(UIKit)
    import Foundation

    // Decoration views: made from the layout's registration, shown behind the content, reused per kind.
    extension UICollectionView {
        /// The decoration views of a kind on screen, in index path order (headless addition, not UIKit API:
        /// UIKit does not list them).
        public func headlessVisibleDecorationViews(ofKind elementKind: String) -> [UICollectionReusableView] {
            layoutIfNeeded()
            return displayed.compactMap { element, view -> (IndexPath, UICollectionReusableView)? in
                if case .decoration(elementKind, let indexPath) = element { (indexPath, view) } else { nil }
            }.sorted { $0.0 < $1.0 }.map(\.1)
        }

        /// The number of decoration views of a kind waiting for reuse (headless addition, for tests).
        public func headlessQueuedDecorationViewCount(ofKind elementKind: String) -> Int {
            pools[Self.decorationPoolKey(elementKind)]?.count ?? 0
        }

        /// The pool of decoration views of a kind, apart from every supplementary view's pool.
        static func decorationPoolKey(_ kind: String) -> String {
            "\u{1}decoration/\(kind)"
        }

        /// A queued decoration view of a kind (after `prepareForReuse()`), else a new one made from the class
        /// or nib registered with the layout for the kind.
        ///
        /// A kind without a registration, or registered with a class that is not a `UICollectionReusableView`,
        /// is reported as an unregistered identifier and a plain `UICollectionReusableView` stands in.
        func makeDecorationView(ofKind kind: String) -> UICollectionReusableView {
            let key = Self.decorationPoolKey(kind)
            if let view = pools[key]?.popLast() {
                view.prepareForReuse()
                return view
            }
            switch collectionViewLayout.decorationViewRegistration(ofKind: kind) {
            case .viewClass(let viewClass as UICollectionReusableView.Type):
                let view = viewClass.init(headlessReuseIdentifier: kind)
                view.headlessPoolKey = key
                return view
            case .nib(let nib):
                if let view = makeView(from: nib, key: key, identifier: kind) { return view }
            case .viewClass, nil:
                reportViolation(
                    .unregisteredReuseIdentifier,
                    "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class for the decoration view kind with the layout"
                )
            }
            let standIn = UICollectionReusableView(headlessReuseIdentifier: kind)
            standIn.headlessPoolKey = key
            return standIn
        }

        /// Adds a decoration view behind the cells and supplementary views on screen: the views shown for
        /// them move in front of it, keeping their order among themselves.
        func addSubviewBehindContent(_ view: UICollectionReusableView) {
            addSubview(view)
            var content = Set<ObjectIdentifier>()
            for (element, shown) in displayed {
                if case .decoration = element { continue }
                content.insert(ObjectIdentifier(shown))
            }
            for subview in subviews where content.contains(ObjectIdentifier(subview)) {
                addSubview(subview)
            }
        }
    }
#endif
