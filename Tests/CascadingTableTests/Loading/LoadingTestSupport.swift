// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting

    /// A validating table with a `HeadlessCallRecorder` attached, which collects violations instead of
    /// trapping; its changes are read from the recorder with their animation, such as
    /// `insert rows [[0, 2]] animated`.
    final class AnimationRecordingTable: UITableView {
        /// The recorder of the calls this table made and received.
        let recorder = HeadlessCallRecorder(recordsEstimates: false)
        private(set) var violations: [String] = []
        private var takenUpdates = 0

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), style: .plain)
            headlessRecorder = recorder
            headlessViolationHandler = { [unowned self] violation in violations.append(violation.message) }
        }

        required init?(coder: NSCoder) { nil }

        /// The reloads and row and section changes since the last `takeChanges()`, each ending with
        /// `animated` or `none` when it takes an animation.
        var changes: [String] {
            recorder.updates.dropFirst(takenUpdates).filter { $0.isChange || $0 == .reloadData }.map { update in
                let words = update.description(showingAnimation: false)
                guard let animation = update.animation else { return words }
                return words + (animation == .none ? " none" : " animated")
            }
        }

        /// Returns the changes recorded since the last call and forgets them.
        func takeChanges() -> [String] {
            defer { takenUpdates = recorder.updates.count }
            return changes
        }

        /// The visible headers, rows and footers with their text, without geometry, such as
        /// `[header 0] "Fruit"` or `[0,1] "Loading…" <UIActivityIndicatorView animating>`.
        func content() -> [String] {
            renderedContent(self)
        }
    }

    /// A replaceable indicator view that records its hooks in a shared log.
    final class SpinnerView: UIView {
        var log: [String] = []
    }
#endif
