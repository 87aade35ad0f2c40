#if !canImport(UIKit)
    import Foundation

    /// How a view or layout guide is named in a constraint's description, as UIKit names it: its type
    /// and address, with a guide's identifier or a label's text in quotes.
    @MainActor
    func headlessLayoutName(of item: AnyObject) -> String {
        let address = "\(Unmanaged.passUnretained(item).toOpaque())"
        let name = "\(type(of: item)):\(address)"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { return "\(name)'\(guide.identifier)'" }
        if let label = item as? UILabel, let text = label.text, !text.isEmpty { return "\(name)'\(text)'" }
        return name
    }

    /// A priority as UIKit prints it: whole numbers without a fraction.
    func headlessPriorityText(_ priority: UILayoutPriority) -> String {
        let value = priority.rawValue
        return value.rounded() == value ? String(Int(value)) : String(value)
    }

    extension NSLayoutConstraint {
        /// The constraint as UIKit describes it in its console messages: `<NSLayoutConstraint:0x…
        /// 'identifier' UIView:0x….width == 0.5*UIView:0x….width + 10 @750   (active)>`; the priority
        /// shows when it is not required.
        var headlessDescription: String {
            var text = "<\(type(of: self)):\(Unmanaged.passUnretained(self).toOpaque())"
            if let identifier { text += " '\(identifier)'" }
            text += " " + Self.side(firstItem, firstAttribute)
            let symbol =
                switch relation {
                case .lessThanOrEqual: "<="
                case .equal: "=="
                case .greaterThanOrEqual: ">="
                }
            text += " \(symbol) "
            let magnitude = Self.number(abs(constant))
            if let secondItem, secondAttribute != .notAnAttribute {
                if multiplier != 1 { text += "\(Self.number(multiplier))*" }
                text += Self.side(secondItem, secondAttribute)
                if constant != 0 { text += constant < 0 ? " - \(magnitude)" : " + \(magnitude)" }
            } else {
                text += Self.number(constant)
            }
            if priority != .required { text += " @\(headlessPriorityText(priority))" }
            return text + (isActive ? "   (active)>" : ">")
        }

        private static func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
            let name = item.map { headlessLayoutName(of: $0) } ?? "nil"
            return "\(name).\(attribute.headlessName)"
        }

        /// A value without a trailing `.0` when it is whole.
        private static func number(_ value: CGFloat) -> String {
            value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
    }

    extension NSLayoutConstraint.Attribute {
        /// The attribute's name in a constraint's description.
        var headlessName: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }
#endif
