#if !canImport(UIKit)
    import Foundation

    extension NSLayoutConstraint {
        /// Options of the visual format: which attribute every view of a line aligns on, and the
        /// direction of a horizontal line.
        public struct FormatOptions: OptionSet, Sendable {
            /// The bits of the options.
            public let rawValue: UInt
            /// Creates options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Align every view's left edge.
            public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
            /// Align every view's right edge.
            public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
            /// Align every view's top edge.
            public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
            /// Align every view's bottom edge.
            public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
            /// Align every view's leading edge.
            public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
            /// Align every view's trailing edge.
            public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
            /// Align every view's horizontal center.
            public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
            /// Align every view's vertical center.
            public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
            /// Align every view's last baseline.
            public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
            /// Align every view's first baseline.
            public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
            /// The bits that choose an alignment.
            public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
            /// A horizontal line runs leading to trailing (the default).
            public static let directionLeadingToTrailing = FormatOptions([])
            /// A horizontal line runs left to right.
            public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
            /// A horizontal line runs right to left.
            public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
            /// The bits that choose a direction.
            public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
            /// Spacing is measured baseline to baseline.
            public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
            /// The bits that choose the spacing.
            public static let spacingMask = FormatOptions(rawValue: 1 << 19)
        }

        /// The constraints a line of the visual format language describes, inactive until activated.
        ///
        /// `H:|-[name(>=50)]-8-[other(==name)]-|` reads: an optional orientation (`H:`, the default, or
        /// `V:`); `|` for the superview; views in brackets, named as in `views`, with optional size
        /// predicates; connections between them: nothing (flush), `-` (the standard space: 8 points
        /// between views, 20 to the superview) or `-predicates-`. A predicate is an optional relation
        /// (`==`, `<=`, `>=`), a number, a name in `metrics` or (in a size) a view name, and an optional
        /// `@priority`. An alignment option adds a constraint aligning each view with the first. A
        /// format UIKit rejects stops with its kind of message, as UIKit raises an exception.
        public class func constraints(
            withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
            metrics: [String: Any]?, views: [String: Any]
        ) -> [NSLayoutConstraint] {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            do {
                return try parser.constraints(options: opts)
            } catch {
                let reason = (error as? VisualFormatError)?.reason ?? "\(error)"
                preconditionFailure("Unable to parse constraint format: \(reason)\n\(format)")
            }
        }
    }

    /// Why a visual format could not be read.
    struct VisualFormatError: Error {
        let reason: String
    }

    /// Reads one line of the visual format language into constraints.
    @MainActor
    struct VisualFormatParser {
        /// One relation to a constant or a view, at a priority.
        struct Predicate {
            var relation: NSLayoutConstraint.Relation = .equal
            var constant: CGFloat = 0
            var view: AnyObject?
            var priority: Float = 1000
        }

        private let characters: [Character]
        private let metrics: [String: Any]
        private let views: [String: Any]
        private var position = 0

        init(format: String, metrics: [String: Any], views: [String: Any]) {
            characters = Array(format.filter { !$0.isWhitespace })
            self.metrics = metrics
            self.views = views
        }

        mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
            var vertical = false
            if peek("V:") || peek("H:") {
                vertical = characters[position] == "V"
                position += 2
            }
            let (leading, trailing) = Self.edges(vertical: vertical, options: options)
            let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
            var result: [NSLayoutConstraint] = []
            var previous: AnyObject?
            var pendingSpacing: [Predicate]?
            var startsAtSuperview = false
            var lineViews: [AnyObject] = []
            if consume("|") {
                startsAtSuperview = true
                pendingSpacing = try connection(toSuperview: true)
            }
            while position < characters.count {
                if consume("|") {
                    guard let last = previous, let spacing = pendingSpacing, let superview = Self.superview(of: last)
                    else { throw VisualFormatError(reason: "Expected a view before the trailing superview") }
                    for predicate in spacing {
                        result.append(
                            make(superview, trailing, predicate.relation, last, trailing, predicate.constant, predicate)
                        )
                    }
                    break
                }
                guard consume("[") else { throw VisualFormatError(reason: "Expected a view") }
                let name = identifier()
                guard let view = views[name] as AnyObject? else {
                    throw VisualFormatError(reason: "\(name) is not a key in the views dictionary.")
                }
                if consume("(") {
                    for predicate in try predicates(until: ")", allowViews: true) {
                        let attribute: NSLayoutConstraint.Attribute = predicate.view == nil ? .notAnAttribute : size
                        result.append(
                            make(
                                view, size, predicate.relation, predicate.view, attribute, predicate.constant, predicate
                            ))
                    }
                }
                guard consume("]") else { throw VisualFormatError(reason: "Expected ']'") }
                if let spacing = pendingSpacing {
                    let anchor = previous ?? (startsAtSuperview ? Self.superview(of: view) : nil)
                    if let anchor {
                        let anchorAttribute = previous == nil ? leading : trailing
                        for predicate in spacing {
                            result.append(
                                make(
                                    view, leading, predicate.relation, anchor, anchorAttribute, predicate.constant,
                                    predicate))
                        }
                    }
                }
                lineViews.append(view)
                previous = view
                pendingSpacing =
                    position < characters.count ? try connection(toSuperview: peek("|", offsetFromDash: true)) : nil
            }
            result += alignment(of: lineViews, options: options)
            return result
        }

        /// The attributes a line runs between: top and bottom, or leading and trailing (left and right
        /// with a left-to-right or right-to-left option).
        private static func edges(vertical: Bool, options: NSLayoutConstraint.FormatOptions)
            -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)
        {
            if vertical { return (.top, .bottom) }
            switch options.intersection(.directionMask) {
            case .directionLeftToRight: return (.left, .right)
            case .directionRightToLeft: return (.right, .left)
            default: return (.leading, .trailing)
            }
        }

        private static func superview(of item: AnyObject) -> UIView? {
            (item as? UIView)?.superview
        }

        private func make(
            _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
            _ predicate: Predicate
        ) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: 1, constant: constant)
            constraint.priority = UILayoutPriority(predicate.priority)
            return constraint
        }

        /// Constraints aligning every view of the line with the first on the option's attribute.
        private func alignment(of lineViews: [AnyObject], options: NSLayoutConstraint.FormatOptions)
            -> [NSLayoutConstraint]
        {
            let attributes: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            guard let first = lineViews.first else { return [] }
            return attributes.filter { options.contains($0.0) }.flatMap { _, attribute in
                lineViews.dropFirst().map {
                    make($0, attribute, .equal, first, attribute, 0, Predicate())
                }
            }
        }

        /// A connection after a view or the leading superview: flush, the standard space, or predicates.
        private mutating func connection(toSuperview: Bool) throws -> [Predicate] {
            guard consume("-") else { return [Predicate()] }
            if peek("[") || peek("|") {
                return [Predicate(constant: toSuperview ? 20 : headlessSystemSpacing)]
            }
            let found: [Predicate]
            if consume("(") {
                found = try predicates(until: ")", allowViews: false)
            } else {
                found = [try predicate(allowViews: false)]
            }
            guard consume("-") else { throw VisualFormatError(reason: "Expected '-' after a spacing") }
            return found
        }

        private mutating func predicates(until end: String, allowViews: Bool) throws -> [Predicate] {
            var found = [try predicate(allowViews: allowViews)]
            while consume(",") { found.append(try predicate(allowViews: allowViews)) }
            guard consume(end) else { throw VisualFormatError(reason: "Expected '\(end)'") }
            return found
        }

        private mutating func predicate(allowViews: Bool) throws -> Predicate {
            var predicate = Predicate()
            if consume("==") {
                predicate.relation = .equal
            } else if consume(">=") {
                predicate.relation = .greaterThanOrEqual
            } else if consume("<=") {
                predicate.relation = .lessThanOrEqual
            }
            let object = identifier()
            if let number = Double(object) {
                predicate.constant = CGFloat(number)
            } else if let metric = metric(object) {
                predicate.constant = metric
            } else if allowViews, let view = views[object] {
                predicate.view = view as AnyObject
            } else {
                throw VisualFormatError(reason: "\(object) is not a key in the metrics or views dictionary.")
            }
            if consume("@") {
                let priority = identifier()
                guard let value = Double(priority).map({ CGFloat($0) }) ?? metric(priority) else {
                    throw VisualFormatError(reason: "\(priority) is not a priority")
                }
                predicate.priority = Float(value)
            }
            return predicate
        }

        private func metric(_ name: String) -> CGFloat? {
            switch metrics[name] {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as Float: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: nil
            }
        }

        /// A name or number: letters, digits, `_` and `.` (and a leading minus sign).
        private mutating func identifier() -> String {
            let start = position
            if position < characters.count, characters[position] == "-", start == position,
                position + 1 < characters.count, characters[position + 1].isNumber
            {
                position += 1
            }
            while position < characters.count,
                characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
                    || characters[position] == "."
            {
                position += 1
            }
            return String(characters[start..<position])
        }

        private func peek(_ text: String, offsetFromDash: Bool = false) -> Bool {
            var index = position
            if offsetFromDash, index < characters.count, characters[index] == "-" { index += 1 }
            let wanted = Array(text)
            return index + wanted.count <= characters.count && Array(characters[index..<index + wanted.count]) == wanted
        }

        private mutating func consume(_ text: String) -> Bool {
            guard peek(text) else { return false }
            position += text.count
            return true
        }
    }
#endif
