#if !canImport(UIKit)
    import Foundation

    // Every call the table makes to its data source and prefetch data source goes through here, so the
    // recorder sees each one and a missing collaborator gets UIKit's answer for an absent one.
    extension UITableView {
        func record(_ event: HeadlessCallRecorder.Event) {
            headlessRecorder?.record(event)
        }

        /// Whether the data source or delegate declared, when it was assigned, that it lacks an optional member.
        func lacks(_ member: HeadlessOptionalMember) -> Bool {
            !unimplementedMembers.isEmpty && unimplementedMembers.contains(member)
        }

        /// Fails loudly when a protocol's default for an optional member is reached on this table's own
        /// data source: the table called the member because it could not see that the class lacks it
        /// (a default in a protocol extension leaves no trace in the class), which UIKit would not have
        /// done. Reached on another object (a forwarding data source asking a part of itself), the
        /// default stays silent, as `?(…)` on a missing member is on iOS.
        func dataSourceDefaultReached(
            _ member: HeadlessOptionalMember, selector: String, on object: any UITableViewDataSource
        ) {
            guard object === dataSource else { return }
            reportUnrecognizedSelector(
                selector, sentTo: object,
                explanation:
                    "the headless table cannot see which members a class that is not a UITableViewController "
                    + "subclass implements; implement the member, or list \(member) in "
                    + "headlessUnimplementedMembers (HeadlessOptionalMembersReporting)")
        }

        /// Reads which optional members the new collaborators lack and marks the table for a reload.
        func collaboratorsDidChange() {
            unimplementedMembers = HeadlessUIKit.unimplementedMembers(
                dataSource: dataSource, delegate: delegate, read: \.headlessUnimplementedMembers,
                isDataSourceMember: \.isDataSourceMember)
            setNeedsReload()
        }

        func callNumberOfSections() -> Int {
            guard let dataSource else { return 0 }
            record(.numberOfSections)
            return dataSource.numberOfSections(in: self)
        }

        func callNumberOfRows(inSection section: Int) -> Int {
            guard let dataSource else { return 0 }
            record(.numberOfRows(section: section))
            return dataSource.tableView(self, numberOfRowsInSection: section)
        }

        func callCellForRow(at indexPath: IndexPath) -> UITableViewCell {
            guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
            record(.cellForRow(indexPath))
            return dataSource.tableView(self, cellForRowAt: indexPath)
        }

        func callTitleForHeader(inSection section: Int) -> String? {
            guard let dataSource else { return nil }
            record(.titleForHeader(section: section))
            return dataSource.tableView(self, titleForHeaderInSection: section)
        }

        func callTitleForFooter(inSection section: Int) -> String? {
            guard let dataSource else { return nil }
            record(.titleForFooter(section: section))
            return dataSource.tableView(self, titleForFooterInSection: section)
        }

        func callCanEditRow(at indexPath: IndexPath) -> Bool {
            guard let dataSource else { return false }
            record(.canEditRow(indexPath))
            return dataSource.tableView(self, canEditRowAt: indexPath)
        }

        func callCanMoveRow(at indexPath: IndexPath) -> Bool {
            guard let dataSource, !lacks(.moveRow) else { return false }
            record(.canMoveRow(indexPath))
            return dataSource.tableView(self, canMoveRowAt: indexPath)
        }

        func callCommit(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            guard let dataSource else { return }
            record(.commit(style, indexPath))
            dataSource.tableView(self, commit: style, forRowAt: indexPath)
        }

        func callMoveRow(at source: IndexPath, to destination: IndexPath) {
            guard let dataSource else { return }
            record(.moveRow(from: source, to: destination))
            dataSource.tableView(self, moveRowAt: source, to: destination)
        }

        /// Whether the data source can commit an editing style (UIKit: it implements `commit:forRowAt:`).
        var dataSourceCommitsEdits: Bool { dataSource != nil && !lacks(.commitEditingStyle) }

        /// Whether the data source can move rows (UIKit: it implements `moveRowAt:to:`).
        var dataSourceMovesRows: Bool { dataSource != nil && !lacks(.moveRow) }

        func callPrefetchRows(at indexPaths: [IndexPath]) {
            guard let prefetchDataSource, !indexPaths.isEmpty else { return }
            record(.prefetchRows(indexPaths))
            prefetchDataSource.tableView(self, prefetchRowsAt: indexPaths)
        }

        func callCancelPrefetchingRows(at indexPaths: [IndexPath]) {
            guard let prefetchDataSource, !indexPaths.isEmpty else { return }
            record(.cancelPrefetchingRows(indexPaths))
            prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
        }
    }
#endif
