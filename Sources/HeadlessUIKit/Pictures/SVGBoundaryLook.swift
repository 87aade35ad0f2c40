#if !canImport(UIKit)
    import Foundation

    /// How the pictures draw a section header or footer: the one drawing of a list's headers and footers,
    /// used by the table's picture and by the collection view's.
    ///
    /// A plain list's header is a light grey band with its title in semibold body text; a grouped list's
    /// header has no fill and its title in small grey capitals just above the rows; a footer has no fill
    /// and its title in small grey text just below them.
    enum SVGBoundaryLook {
        case plainHeader, groupedHeader, footer

        /// The look a list content configuration's style was made for; a configuration of another style,
        /// or none, looks like a plain header, or a footer when `isFooter`.
        init(style: UIListContentConfiguration.HeadlessStyle?, isFooter: Bool) {
            switch style {
            case .plainHeader?, .sidebarHeader?: self = .plainHeader
            case .groupedHeader?, .prominentInsetGroupedHeader?, .extraProminentInsetGroupedHeader?, .header?:
                self = .groupedHeader
            case .plainFooter?, .groupedFooter?, .footer?: self = .footer
            default: self = isFooter ? .footer : .plainHeader
            }
        }

        /// The header's or footer's frame, filled only for a plain header.
        func frame(_ frame: CGRect) -> SVGElement {
            .rect(frame, ["class": "frame", "fill": self == .plainHeader ? SVGPalette.plainHeader : "none"])
        }

        /// The title, `inset` further in from each side of the frame than the margin.
        func title(_ title: String, in frame: CGRect, inset: CGFloat) -> SVGElement {
            let x = frame.minX + SVGPalette.margin + inset
            let room = frame.width - 2 * (SVGPalette.margin + inset)
            switch self {
            case .plainHeader:
                return .text(
                    SVGListContent.fitted(title, fontSize: 17, width: room), x: x, y: frame.midY + 6,
                    ["class": "title", "font-weight": "600"])
            case .groupedHeader:
                return .text(
                    SVGListContent.fitted(title.uppercased(), fontSize: 13, width: room), x: x, y: frame.maxY - 7,
                    ["class": "title", "font-size": "13", "fill": SVGPalette.secondaryLabel])
            case .footer:
                return .text(
                    SVGListContent.fitted(title, fontSize: 13, width: room), x: x, y: frame.minY + 18,
                    ["class": "title", "font-size": "13", "fill": SVGPalette.secondaryLabel])
            }
        }
    }
#endif
