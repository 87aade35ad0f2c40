#if !canImport(UIKit)
    import Foundation

    /// What views and their layers draw in the SVG pictures: each layer's background color, border and
    /// corner radius, a shape layer's path, then the layer's sublayers and the view's subviews.
    ///
    /// A view is placed by its frame (and its superview's bounds origin), a layer by its frame in its
    /// superlayer; hidden views and layers, and zero opacity, draw nothing. Layers with nothing to draw
    /// leave no element, so a plain cell's picture is unchanged.
    @MainActor
    enum SVGLayerLook {
        /// The elements of a view and everything inside it, with the view's bounds at `frame`.
        static func elements(of view: UIView, in frame: CGRect) -> [SVGElement] {
            guard !view.isHidden, view.alpha > 0 else { return [] }
            var elements = look(of: view.layer, in: frame, viewClass: String(describing: type(of: view)))
            elements += sublayerElements(of: view.layer, in: frame)
            for subview in view.subviews {
                // UIKit sizes a cell's content view to the cell; headlessly its frame may never be set.
                let fillsCell = (view as? UITableViewCell)?.contentView === subview && subview.frame.size == .zero
                let place = fillsCell ? view.bounds : subview.frame
                let origin = CGPoint(
                    x: frame.minX + place.minX - view.bounds.minX, y: frame.minY + place.minY - view.bounds.minY)
                elements += Self.elements(of: subview, in: CGRect(origin: origin, size: place.size))
            }
            return elements
        }

        /// The elements of a layer's sublayers, back to front (a higher `zPosition` in front), with the
        /// layer's bounds at `frame`.
        private static func sublayerElements(of layer: CALayer, in frame: CGRect) -> [SVGElement] {
            let ordered = (layer.sublayers ?? []).enumerated().sorted {
                ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
            }
            return ordered.flatMap { _, sublayer -> [SVGElement] in
                guard !sublayer.isHidden, sublayer.opacity > 0 else { return [] }
                let place = CGRect(
                    x: frame.minX + sublayer.frame.minX - layer.bounds.minX,
                    y: frame.minY + sublayer.frame.minY - layer.bounds.minY,
                    width: sublayer.frame.width, height: sublayer.frame.height)
                return look(of: sublayer, in: place, viewClass: nil) + sublayerElements(of: sublayer, in: place)
            }
        }

        /// One layer's own drawing: its filled and bordered rectangle, and a shape layer's path.
        private static func look(of layer: CALayer, in frame: CGRect, viewClass: String?) -> [SVGElement] {
            var elements: [SVGElement] = []
            let fill = layer.backgroundColor.flatMap(paint)
            let border = layer.borderWidth > 0 ? layer.borderColor.flatMap(paint) : nil
            if fill != nil || border != nil {
                var rect = SVGElement.rect(frame, radius: min(layer.cornerRadius, frame.width / 2, frame.height / 2))
                rect.attributes.append(("class", "layer"))
                if let viewClass { rect.attributes.append(("data-view", viewClass)) }
                rect.attributes += paintAttributes("fill", fill)
                if let border {
                    rect.attributes += paintAttributes("stroke", border)
                    rect.attributes.append(("stroke-width", svgNumber(layer.borderWidth)))
                }
                if layer.opacity < 1 { rect.attributes.append(("opacity", svgNumber(CGFloat(layer.opacity)))) }
                elements.append(rect)
            }
            if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
                var element = SVGElement("path", ["class": "shape-layer"])
                element.attributes.append(("d", path.headlessSVGPathData))
                element.attributes.append(("transform", "translate(\(svgNumber(frame.minX)) \(svgNumber(frame.minY)))"))
                element.attributes += paintAttributes("fill", shape.fillColor.flatMap(paint))
                if let stroke = shape.strokeColor.flatMap(paint) {
                    element.attributes += paintAttributes("stroke", stroke)
                    element.attributes.append(("stroke-width", svgNumber(shape.lineWidth)))
                }
                elements.append(element)
            }
            return elements
        }

        /// A color as an SVG paint and its opacity; `nil` for a fully transparent color.
        private static func paint(_ color: CGColor) -> (hex: String, opacity: CGFloat)? {
            let rgba = color.rgba
            guard rgba.alpha > 0 else { return nil }
            let hex = [rgba.red, rgba.green, rgba.blue].map {
                String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded()))
            }.joined()
            return ("#" + hex, rgba.alpha)
        }

        /// The attributes of a paint: `none` when there is none, the opacity only when below 1.
        private static func paintAttributes(_ name: String, _ paint: (hex: String, opacity: CGFloat)?)
            -> [(name: String, value: String)]
        {
            guard let paint else { return [(name, "none")] }
            return [(name, paint.hex)] + (paint.opacity < 1 ? [("\(name)-opacity", svgNumber(paint.opacity))] : [])
        }
    }
#endif
