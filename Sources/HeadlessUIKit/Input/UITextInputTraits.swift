#if !canImport(UIKit)
    import Foundation

    /// The kind of keyboard shown for a text input.
    public enum UIKeyboardType: Int, Sendable {
        /// The default keyboard of the input method.
        case `default` = 0
        /// Letters and digits of ASCII only.
        case asciiCapable = 1
        /// Numbers and punctuation.
        case numbersAndPunctuation = 2
        /// For URLs.
        case URL = 3
        /// Digits only.
        case numberPad = 4
        /// A phone pad.
        case phonePad = 5
        /// Names or phone numbers.
        case namePhonePad = 6
        /// For email addresses.
        case emailAddress = 7
        /// Digits and a decimal point.
        case decimalPad = 8
        /// For social posts (easy @ and #).
        case twitter = 9
        /// For web searches.
        case webSearch = 10
        /// ASCII digits only.
        case asciiCapableNumberPad = 11
    }

    /// The look of the keyboard.
    public enum UIKeyboardAppearance: Int, Sendable {
        /// The input method's default.
        case `default` = 0
        /// Dark.
        case dark = 1
        /// Light.
        case light = 2
    }

    /// The title of the keyboard's Return key.
    public enum UIReturnKeyType: Int, Sendable {
        /// "return".
        case `default` = 0
        /// "Go".
        case go = 1
        /// "Google".
        case google = 2
        /// "Join".
        case join = 3
        /// "Next".
        case next = 4
        /// "Route".
        case route = 5
        /// "Search".
        case search = 6
        /// "Send".
        case send = 7
        /// "Yahoo".
        case yahoo = 8
        /// "Done".
        case done = 9
        /// "Emergency Call".
        case emergencyCall = 10
        /// "Continue".
        case `continue` = 11
    }

    /// Which letters are capitalized automatically.
    public enum UITextAutocapitalizationType: Int, Sendable {
        /// None.
        case none = 0
        /// The first letter of each word.
        case words = 1
        /// The first letter of each sentence.
        case sentences = 2
        /// Every letter.
        case allCharacters = 3
    }

    /// Whether words are corrected automatically.
    public enum UITextAutocorrectionType: Int, Sendable {
        /// The input method's default.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// Whether misspelled words are marked.
    public enum UITextSpellCheckingType: Int, Sendable {
        /// The input method's default.
        case `default` = 0
        /// Off.
        case no = 1
        /// On.
        case yes = 2
    }

    /// What a text input holds, so that AutoFill can offer it.
    public struct UITextContentType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// Creates a type from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A person's full name.
        public static let name = UITextContentType(rawValue: "name")
        /// A given name.
        public static let givenName = UITextContentType(rawValue: "given-name")
        /// A family name.
        public static let familyName = UITextContentType(rawValue: "family-name")
        /// An email address.
        public static let emailAddress = UITextContentType(rawValue: "email")
        /// A telephone number.
        public static let telephoneNumber = UITextContentType(rawValue: "tel")
        /// A URL.
        public static let URL = UITextContentType(rawValue: "url")
        /// A user name.
        public static let username = UITextContentType(rawValue: "username")
        /// A password.
        public static let password = UITextContentType(rawValue: "password")
        /// A new password.
        public static let newPassword = UITextContentType(rawValue: "new-password")
        /// A one-time code.
        public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
        /// A postal code.
        public static let postalCode = UITextContentType(rawValue: "postal-code")
        /// A full street address.
        public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
        /// A city.
        public static let addressCity = UITextContentType(rawValue: "address-level2")
        /// A country name.
        public static let countryName = UITextContentType(rawValue: "country-name")
        /// An organization name.
        public static let organizationName = UITextContentType(rawValue: "organization")
        /// A credit card number.
        public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    }
#endif
