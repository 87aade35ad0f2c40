#if !canImport(UIKit)
    import HeadlessUIKit

    /// Recording the update calls a headless table or collection view receives during a change.
    extension HeadlessCallRecording {
        /// The update calls this view receives while `changes` runs, with their animations.
        ///
        /// Uses the view's `headlessRecorder` when one is attached (its earlier calls are left out of
        /// the result), else attaches a recorder for the duration. It works on any table or collection
        /// view, a controller's own included, without subclassing:
        ///
        ///     let updates = controller.tableView.recordUpdates { list.items.append(newItem) }
        ///     #expect(updates.animatesWithoutReloading)
        ///
        ///     let changes = collectionView.recordUpdates { photos.items.removeFirst() }.changes
        ///     #expect(changes == [.deleteItems([IndexPath(item: 0, section: 0)])])
        ///
        /// Unavailable on Apple platforms, where the views are UIKit's and record nothing.
        ///
        /// - Parameter changes: The code that changes what the table shows.
        /// - Returns: The calls in the order the table received them.
        @discardableResult
        public func recordUpdates(during changes: () throws -> Void) rethrows -> [HeadlessCallRecorder.Update] {
            guard let recorder = headlessRecorder else {
                let recorder = HeadlessCallRecorder()
                headlessRecorder = recorder
                defer { headlessRecorder = nil }
                try changes()
                return recorder.updates
            }
            let start = recorder.updates.count
            try changes()
            return Array(recorder.updates.dropFirst(start))
        }
    }

    /// What a test asks of the update calls a headless table or collection view received.
    extension Collection where Element == HeadlessCallRecorder.Update {
        /// The row, item and section changes among the calls, without `reloadData()` and the grouping
        /// calls.
        public var changes: [HeadlessCallRecorder.Update] {
            filter(\.isChange)
        }

        /// The calls that replace cells: `reloadData()`, reloads of rows or items, and reloads of sections.
        public var reloads: [HeadlessCallRecorder.Update] {
            filter(\.isReload)
        }

        /// Whether the calls change something, every change that takes an animation asked for one
        /// other than `.none`, and nothing was reloaded. A collection view's changes take no animation
        /// and always animate.
        ///
        /// This is what a test of "the change animated and nothing reloaded" asserts.
        public var animatesWithoutReloading: Bool {
            !changes.isEmpty && reloads.isEmpty && allSatisfy { $0.animation != UITableView.RowAnimation.none }
        }
    }
#endif
