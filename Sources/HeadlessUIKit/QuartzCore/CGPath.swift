#if !canImport(UIKit)
    import Foundation

    /// The kind of one element of a path.
    public enum CGPathElementType: Int32, Sendable {
        /// Starts a new subpath at a point.
        case moveToPoint = 0
        /// A straight line to a point.
        case addLineToPoint = 1
        /// A quadratic curve through a control point to a point.
        case addQuadCurveToPoint = 2
        /// A cubic curve through two control points to a point.
        case addCurveToPoint = 3
        /// Closes the current subpath.
        case closeSubpath = 4
    }

    /// An immutable graphics path: the outline a shape layer strokes and fills, or a layer's shadow follows.
    ///
    /// Headlessly a path keeps its elements (arcs and ellipses become cubic curves, as in Core Graphics)
    /// so that it can be measured, compared and drawn into the SVG picture.
    public class CGPath: Hashable, @unchecked Sendable {
        /// The elements, in order; the points are already transformed.
        var elements: [(type: CGPathElementType, points: [CGPoint])] = []

        init() {}

        /// Creates a path that is one rectangle, transformed by `transform` when given.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// Creates a path that is the ellipse inscribed in a rectangle.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// Creates a path that is a rectangle with rounded corners of the given width and height.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            let path = CGMutablePath()
            path.addRoundedRect(
                in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        init(elements: [(type: CGPathElementType, points: [CGPoint])]) {
            self.elements = elements
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { elements.isEmpty }

        /// The end point of the last element; `.zero` for an empty path.
        public var currentPoint: CGPoint {
            var start = CGPoint.zero
            var current = CGPoint.zero
            for element in elements {
                if element.type == .moveToPoint { start = element.points[0] }
                current = element.type == .closeSubpath ? start : element.points.last ?? current
            }
            return current
        }

        /// The smallest rectangle that holds every point of the path, control points included; `.null` when empty.
        public var boundingBox: CGRect {
            let points = elements.flatMap(\.points)
            guard let first = points.first else { return .null }
            return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
                $0.union(CGRect(origin: $1, size: .zero))
            }
        }

        /// The smallest rectangle that holds the path's outline; headlessly the same as `boundingBox`.
        public var boundingBoxOfPath: CGRect { boundingBox }

        /// An immutable copy of the path.
        public func copy() -> CGPath? { CGPath(elements: elements) }

        /// A mutable copy of the path.
        public func mutableCopy() -> CGMutablePath? {
            let copy = CGMutablePath()
            copy.elements = elements
            return copy
        }

        /// The SVG path data of the path, as the SVG picture draws it.
        var headlessSVGPathData: String {
            elements.map { element in
                let letter: String
                switch element.type {
                case .moveToPoint: letter = "M"
                case .addLineToPoint: letter = "L"
                case .addQuadCurveToPoint: letter = "Q"
                case .addCurveToPoint: letter = "C"
                case .closeSubpath: letter = "Z"
                }
                return letter + element.points.map { "\(svgNumber($0.x)) \(svgNumber($0.y))" }.joined(separator: " ")
            }.joined()
        }

        /// Paths are equal when their elements are equal.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
            lhs.elements.count == rhs.elements.count
                && zip(lhs.elements, rhs.elements).allSatisfy { $0.type == $1.type && $0.points == $1.points }
        }

        /// Hashes the element kinds and their points.
        public func hash(into hasher: inout Hasher) {
            for element in elements {
                hasher.combine(element.type)
                for point in element.points {
                    hasher.combine(point.x)
                    hasher.combine(point.y)
                }
            }
        }
    }

    /// A path that can be added to.
    public final class CGMutablePath: CGPath, @unchecked Sendable {
        /// Creates an empty path.
        public override init() {
            super.init()
        }

        private func append(_ type: CGPathElementType, _ points: [CGPoint], _ transform: CGAffineTransform) {
            elements.append((type, points.map { $0.applying(transform) }))
        }

        /// Starts a new subpath at a point.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            append(.moveToPoint, [point], transform)
        }

        /// Adds a straight line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            append(.addLineToPoint, [point], transform)
        }

        /// Adds straight lines through the points, starting a new subpath at the first.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// Adds a quadratic curve to `end` through `control`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            append(.addQuadCurveToPoint, [control, end], transform)
        }

        /// Adds a cubic curve to `end` through two control points.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            append(.addCurveToPoint, [control1, control2, end], transform)
        }

        /// Closes the current subpath with a line back to its start.
        public func closeSubpath() {
            elements.append((.closeSubpath, []))
        }

        /// Adds a closed rectangle subpath, clockwise from its origin.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            addLines(
                between: [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// Adds a closed rectangle subpath for each rectangle.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// Adds the ellipse inscribed in a rectangle, as four cubic curves.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            addRoundedRect(in: rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2, transform: transform)
        }

        /// Adds a rectangle whose corners are quarter ellipses of the given width and height.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let rx = min(max(cornerWidth, 0), rect.width / 2)
            let ry = min(max(cornerHeight, 0), rect.height / 2)
            guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
            // The cubic approximation of a quarter ellipse puts its controls at this fraction of the radius.
            let k: CGFloat = 0.552_284_749_8
            let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
            move(to: CGPoint(x: minX + rx, y: minY), transform: transform)
            addLine(to: CGPoint(x: maxX - rx, y: minY), transform: transform)
            addCurve(
                to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
                control2: CGPoint(x: maxX, y: minY + ry - ry * k), transform: transform)
            addLine(to: CGPoint(x: maxX, y: maxY - ry), transform: transform)
            addCurve(
                to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
                control2: CGPoint(x: maxX - rx + rx * k, y: maxY), transform: transform)
            addLine(to: CGPoint(x: minX + rx, y: maxY), transform: transform)
            addCurve(
                to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
                control2: CGPoint(x: minX, y: maxY - ry + ry * k), transform: transform)
            addLine(to: CGPoint(x: minX, y: minY + ry), transform: transform)
            addCurve(
                to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
                control2: CGPoint(x: minX + rx - rx * k, y: minY), transform: transform)
            closeSubpath()
        }

        /// Adds an arc of a circle from `startAngle` to `endAngle` (radians), joined to the current point by a line.
        ///
        /// `clockwise` is in Core Graphics' y-up sense: in UIKit's flipped coordinates `clockwise: true`
        /// runs counterclockwise on screen, as Apple's documentation warns.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            var sweep = endAngle - startAngle
            if clockwise {
                while sweep > 0 { sweep -= 2 * .pi }
            } else {
                while sweep < 0 { sweep += 2 * .pi }
            }
            let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
            if isEmpty { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
            let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
            let step = sweep / CGFloat(pieces)
            let handle = 4 / 3 * tan(step / 4) * radius
            for piece in 0..<pieces {
                let from = startAngle + step * CGFloat(piece)
                let to = from + step
                addCurve(
                    to: CGPoint(x: center.x + radius * cos(to), y: center.y + radius * sin(to)),
                    control1: CGPoint(
                        x: center.x + radius * cos(from) - handle * sin(from),
                        y: center.y + radius * sin(from) + handle * cos(from)),
                    control2: CGPoint(
                        x: center.x + radius * cos(to) + handle * sin(to),
                        y: center.y + radius * sin(to) - handle * cos(to)),
                    transform: transform)
            }
        }

        /// Adds the elements of another path.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            elements += path.elements.map { ($0.type, $0.points.map { $0.applying(transform) }) }
        }
    }
#endif
