#if !canImport(UIKit)
    import Foundation

    /// The view that shows a `UIListContentConfiguration`.
    ///
    /// Headlessly it keeps the configuration and mirrors its text and image into labels and an image view,
    /// so code that looks into the view hierarchy finds them.
    @preconcurrency @MainActor
    open class UIListContentView: UIView, UIContentView {
        private var listConfiguration: UIListContentConfiguration
        private let textLabel = UILabel(frame: .zero)
        private let secondaryTextLabel = UILabel(frame: .zero)
        private let imageView = UIImageView(frame: .zero)

        /// Creates a view that shows a list configuration.
        public init(configuration: UIListContentConfiguration) {
            listConfiguration = configuration
            super.init(frame: .zero)
            addSubview(imageView)
            addSubview(textLabel)
            addSubview(secondaryTextLabel)
            apply()
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The configuration shown; only list configurations are kept (others are ignored, as the view
        /// does not support them).
        open var configuration: any UIContentConfiguration {
            get { listConfiguration }
            set {
                guard let list = newValue as? UIListContentConfiguration else { return }
                listConfiguration = list
                apply()
            }
        }

        /// The guide of the rectangle the text takes, or `nil` when the configuration shows no text or
        /// secondary text.
        ///
        /// Headlessly its frame is the view's bounds inside the configuration's margins, after the image and
        /// its padding (an approximation: UIKit measures the laid-out text).
        open var textLayoutGuide: UILayoutGuide? {
            let list = listConfiguration
            let showsText =
                list.text != nil || list.attributedText != nil || list.secondaryText != nil
                || list.secondaryAttributedText != nil
            guard showsText else { return nil }
            if let guide = layoutGuides.first(where: { $0 is ListTextLayoutGuide }) { return guide }
            let guide = ListTextLayoutGuide()
            guide.identifier = "UIListContentView-textLayoutGuide"
            addLayoutGuide(guide)
            return guide
        }

        /// Whether the view can show a configuration: only list configurations.
        open func supports(_ configuration: any UIContentConfiguration) -> Bool {
            configuration is UIListContentConfiguration
        }

        private func apply() {
            textLabel.text = listConfiguration.text ?? listConfiguration.attributedText?.string
            textLabel.font = listConfiguration.textProperties.font
            textLabel.textColor = listConfiguration.textProperties.color
            secondaryTextLabel.text =
                listConfiguration.secondaryText ?? listConfiguration.secondaryAttributedText?.string
            secondaryTextLabel.font = listConfiguration.secondaryTextProperties.font
            secondaryTextLabel.textColor = listConfiguration.secondaryTextProperties.color
            imageView.image = listConfiguration.image
            imageView.preferredSymbolConfiguration = listConfiguration.imageProperties.preferredSymbolConfiguration
        }
    }
#endif
