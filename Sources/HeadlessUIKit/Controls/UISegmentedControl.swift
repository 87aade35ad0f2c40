#if !canImport(UIKit)
    import Foundation

    /// A horizontal row of segments, one of which is selected.
    ///
    /// Setting `selectedSegmentIndex` sends no events, as in UIKit; `headlessSelectSegment(at:)` is the
    /// user's tap, which runs the segment's action and sends `.valueChanged` and `.primaryActionTriggered`.
    @preconcurrency @MainActor
    open class UISegmentedControl: UIControl {
        /// The value of `selectedSegmentIndex` when no segment is selected: -1.
        public nonisolated static let noSegment = -1

        private struct Segment {
            var title: String?
            var image: UIImage?
            var action: UIAction?
            var isEnabled = true
        }

        private var segments: [Segment] = []

        /// The index of the selected segment; `noSegment` when none is. Setting it sends no events.
        open var selectedSegmentIndex = UISegmentedControl.noSegment
        /// Whether segments deselect themselves after a tap. Default `false`.
        open var isMomentary = false
        /// The color of the selected segment. Default `nil`.
        open var selectedSegmentTintColor: UIColor?

        /// Creates an empty segmented control.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Creates a segmented control with segments for strings, images or (iOS 14) actions; other
        /// items are skipped. A designated initializer, as in UIKit, so a subclass can call it.
        public init(items: [Any]?) {
            super.init(frame: .zero)
            for item in items ?? [] {
                switch item {
                case let title as String: segments.append(Segment(title: title))
                case let image as UIImage: segments.append(Segment(image: image))
                case let action as UIAction: segments.append(Segment(title: action.title, action: action))
                default: continue
                }
            }
        }

        /// Creates a segmented control with a segment per action; selecting a segment runs its action.
        public convenience init(frame: CGRect, actions: [UIAction]) {
            self.init(frame: frame)
            segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        }

        /// The number of segments.
        open var numberOfSegments: Int { segments.count }

        /// Inserts a segment with a title.
        open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
            insert(Segment(title: title), at: segment)
        }

        /// Inserts a segment with an image.
        open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
            insert(Segment(image: image), at: segment)
        }

        /// Inserts a segment for an action.
        open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
            insert(Segment(title: action.title, image: action.image, action: action), at: segment)
        }

        /// Removes a segment; the selection moves with the segments after it.
        open func removeSegment(at segment: Int, animated: Bool) {
            guard segments.indices.contains(segment) else { return }
            segments.remove(at: segment)
            if selectedSegmentIndex == segment {
                selectedSegmentIndex = Self.noSegment
            } else if selectedSegmentIndex > segment {
                selectedSegmentIndex -= 1
            }
        }

        /// Removes every segment.
        open func removeAllSegments() {
            segments = []
            selectedSegmentIndex = Self.noSegment
        }

        /// Sets a segment's title.
        open func setTitle(_ title: String?, forSegmentAt segment: Int) {
            if segments.indices.contains(segment) { segments[segment].title = title }
        }

        /// A segment's title.
        open func titleForSegment(at segment: Int) -> String? {
            segments.indices.contains(segment) ? segments[segment].title : nil
        }

        /// Sets a segment's image.
        open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
            if segments.indices.contains(segment) { segments[segment].image = image }
        }

        /// A segment's image.
        open func imageForSegment(at segment: Int) -> UIImage? {
            segments.indices.contains(segment) ? segments[segment].image : nil
        }

        /// Enables or disables a segment.
        open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
            if segments.indices.contains(segment) { segments[segment].isEnabled = enabled }
        }

        /// Whether a segment is enabled.
        open func isEnabledForSegment(at segment: Int) -> Bool {
            segments.indices.contains(segment) ? segments[segment].isEnabled : false
        }

        /// The action of a segment, if it was made from one.
        open func actionForSegment(at segment: Int) -> UIAction? {
            segments.indices.contains(segment) ? segments[segment].action : nil
        }

        /// Simulates the user tapping a segment (headless addition, not UIKit API).
        ///
        /// An enabled control and segment become selected, then the segment's action runs and
        /// `.valueChanged` and `.primaryActionTriggered` are sent; a momentary control deselects afterwards.
        /// Tapping the selected segment changes nothing and sends nothing.
        public func headlessSelectSegment(at segment: Int) {
            guard isEnabled, isEnabledForSegment(at: segment), segment != selectedSegmentIndex else { return }
            selectedSegmentIndex = segment
            if let action = segments[segment].action { sendAction(action) }
            sendUserEvents(.valueChanged)
            sendUserEvents(.primaryActionTriggered)
            if isMomentary { selectedSegmentIndex = Self.noSegment }
        }

        private func insert(_ newSegment: Segment, at index: Int) {
            let index = min(max(0, index), segments.count)
            segments.insert(newSegment, at: index)
            if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        }
    }
#endif
