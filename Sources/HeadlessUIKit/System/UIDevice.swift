#if !canImport(UIKit)
    import Foundation

    /// The device the app runs on: headlessly an iPhone running iOS 17.4 in portrait.
    ///
    /// As on iOS, `orientation` is `.unknown` until `beginGeneratingDeviceOrientationNotifications()`,
    /// and the battery reads unknown (-1, `.unknown`) until `isBatteryMonitoringEnabled` is set.
    /// `headlessSetOrientation(_:)` turns the device and posts `orientationDidChangeNotification`.
    @preconcurrency @MainActor
    open class UIDevice: NSObject {
        /// The device the app runs on.
        open class var current: UIDevice { shared }
        private static let shared = UIDevice()
        private var orientationRequests = 0
        private var physicalOrientation = UIDeviceOrientation.portrait

        /// The device's name. Headlessly "iPhone", what iOS 16 and later report without the entitlement.
        open var name: String { "iPhone" }
        /// The model, "iPhone".
        open var model: String { "iPhone" }
        /// The model in the user's language, "iPhone".
        open var localizedModel: String { "iPhone" }
        /// The operating system's name, "iOS".
        open var systemName: String { "iOS" }
        /// The operating system's version, "17.4".
        open var systemVersion: String { "17.4" }
        /// The kind of interface the device shows, `.phone`.
        open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
        /// An identifier for the app's vendor on this device; the same for the whole process.
        open var identifierForVendor: UUID? { Self.vendorIdentifier }
        private static let vendorIdentifier = UUID()
        /// Whether the device runs apps side by side. `true`.
        open var isMultitaskingSupported: Bool { true }
        /// Whether battery readings are on. Default `false`.
        open var isBatteryMonitoringEnabled = false
        /// The battery's charge from 0 to 1; -1 while monitoring is off. Headlessly 1 while on.
        open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
        /// The battery's state; `.unknown` while monitoring is off. Headlessly `.full` while on.
        open var batteryState: UIDevice.BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
        /// Whether the proximity sensor is on. Default `false`.
        open var isProximityMonitoringEnabled = false
        /// Whether something is close to the proximity sensor. Headlessly `false`.
        open var proximityState: Bool { false }

        /// The device's orientation; `.unknown` until orientation notifications are on.
        open var orientation: UIDeviceOrientation {
            isGeneratingDeviceOrientationNotifications ? physicalOrientation : .unknown
        }

        /// Whether orientation notifications are on.
        open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

        /// Turns orientation notifications on; calls nest with `endGeneratingDeviceOrientationNotifications()`.
        open func beginGeneratingDeviceOrientationNotifications() {
            orientationRequests += 1
        }

        /// Balances one `beginGeneratingDeviceOrientationNotifications()`.
        open func endGeneratingDeviceOrientationNotifications() {
            orientationRequests = max(0, orientationRequests - 1)
        }

        /// Plays the keyboard click; headlessly silent.
        open func playInputClick() {}

        /// Turns the device (headless addition); while notifications are on, a change posts
        /// `orientationDidChangeNotification`.
        public func headlessSetOrientation(_ orientation: UIDeviceOrientation) {
            guard orientation != physicalOrientation else { return }
            physicalOrientation = orientation
            if isGeneratingDeviceOrientationNotifications {
                NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
            }
        }

        /// Posted when the device's orientation changes; the object is the device.
        public static let orientationDidChangeNotification = Notification.Name(
            "UIDeviceOrientationDidChangeNotification")
        /// Posted when the battery's state changes.
        public static let batteryStateDidChangeNotification = Notification.Name(
            "UIDeviceBatteryStateDidChangeNotification")
        /// Posted when the battery's level changes.
        public static let batteryLevelDidChangeNotification = Notification.Name(
            "UIDeviceBatteryLevelDidChangeNotification")

        /// The state of the battery.
        public enum BatteryState: Int, Sendable {
            /// Not known (monitoring is off).
            case unknown = 0
            /// On battery power.
            case unplugged = 1
            /// Charging.
            case charging = 2
            /// Fully charged while plugged in.
            case full = 3
        }
    }

    /// The physical orientation of the device.
    public enum UIDeviceOrientation: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// Upright, home button (or bottom) down.
        case portrait = 1
        /// Upside down.
        case portraitUpsideDown = 2
        /// On its side, top to the left.
        case landscapeLeft = 3
        /// On its side, top to the right.
        case landscapeRight = 4
        /// Flat, screen up.
        case faceUp = 5
        /// Flat, screen down.
        case faceDown = 6

        /// Whether the device is upright or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the device is on its side.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device lies flat.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether the orientation is one an interface can take: portrait or landscape.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }
#endif
