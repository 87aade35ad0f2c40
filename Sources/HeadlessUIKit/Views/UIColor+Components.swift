#if !canImport(UIKit)
    import Foundation

    extension UIColor {
        /// Creates a color from hue, saturation and brightness (HSB), each from 0 to 1, and alpha.
        ///
        /// A hue of 0 (or 1) is red, 1/3 green, 2/3 blue; zero saturation is a gray of the brightness.
        public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
            let sector = (hue - hue.rounded(.down)) * 6
            let fraction = sector - sector.rounded(.down)
            let (p, q, t) = (
                brightness * (1 - saturation), brightness * (1 - saturation * fraction),
                brightness * (1 - saturation * (1 - fraction))
            )
            let rgb: (CGFloat, CGFloat, CGFloat)
            switch Int(sector) % 6 {
            case 0: rgb = (brightness, t, p)
            case 1: rgb = (q, brightness, p)
            case 2: rgb = (p, brightness, t)
            case 3: rgb = (p, q, brightness)
            case 4: rgb = (t, p, brightness)
            default: rgb = (brightness, p, q)
            }
            self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
        }

        /// Creates a color from Display P3 components, converted to the (extended) sRGB components this
        /// color keeps: a saturated P3 color has components below 0 or above 1, as on iOS.
        public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            // Both spaces share the sRGB transfer curve; the primaries differ by this linear-light matrix.
            func linear(_ value: CGFloat) -> CGFloat {
                let magnitude = abs(value)
                let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
                return value < 0 ? -result : result
            }
            func encoded(_ value: CGFloat) -> CGFloat {
                let magnitude = abs(value)
                let result = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
                return value < 0 ? -result : result
            }
            let (r, g, b) = (linear(displayP3Red), linear(green), linear(blue))
            self.init(
                red: encoded(1.224_940 * r - 0.224_940 * g),
                green: encoded(-0.042_057 * r + 1.042_057 * g),
                blue: encoded(-0.019_638 * r - 0.078_636 * g + 1.098_274 * b), alpha: alpha)
        }

        /// The same color with another alpha.
        public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
            UIColor(
                red: headlessComponents.red, green: headlessComponents.green, blue: headlessComponents.blue,
                alpha: alpha)
        }

        /// Writes the red, green, blue and alpha components into the given pointers.
        /// - Returns: `true`: every headless color has RGB components.
        public func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = headlessComponents.red
            green?.pointee = headlessComponents.green
            blue?.pointee = headlessComponents.blue
            alpha?.pointee = headlessComponents.alpha
            return true
        }

        /// Writes the hue, saturation, brightness and alpha into the given pointers.
        /// - Returns: `true`: every headless color converts to HSB.
        public func getHue(
            _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
            brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            let (r, g, b) = (headlessComponents.red, headlessComponents.green, headlessComponents.blue)
            let (maximum, minimum) = (max(r, g, b), min(r, g, b))
            let chroma = maximum - minimum
            var h: CGFloat = 0
            if chroma > 0 {
                if maximum == r {
                    h = (g - b) / chroma
                } else if maximum == g {
                    h = (b - r) / chroma + 2
                } else {
                    h = (r - g) / chroma + 4
                }
                h /= 6
                if h < 0 { h += 1 }
            }
            hue?.pointee = h
            saturation?.pointee = maximum > 0 ? chroma / maximum : 0
            brightness?.pointee = maximum
            alpha?.pointee = headlessComponents.alpha
            return true
        }

        /// Writes the gray level (the average of red, green and blue) and alpha into the given pointers.
        /// - Returns: `true`.
        public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
            white?.pointee = (headlessComponents.red + headlessComponents.green + headlessComponents.blue) / 3
            alpha?.pointee = headlessComponents.alpha
            return true
        }
    }
#endif
