import CascadingTable

/// A member's answer in a form tests can compare, whatever the member's return type.
enum Answer: Equatable, CustomStringConvertible {
    case nothing
    case int(Int)
    case bool(Bool)
    case height(CGFloat)
    case text(String?)
    case texts([String]?)
    case indexPath(IndexPath?)
    case editingStyle(UITableViewCell.EditingStyle)
    /// A specific object, by identity; `nil` for a `nil` answer.
    case object(ObjectIdentifier?)
    /// A cell the node created on the spot (the documented default of `cellForRowAt`).
    case freshCell

    init(_ object: AnyObject?) {
        self = .object(object.map(ObjectIdentifier.init))
    }

    var description: String {
        switch self {
        case .nothing: "nothing"
        case .int(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .height(let value): "\(value)"
        case .text(let value): value.map { "\"\($0)\"" } ?? "nil"
        case .texts(let value): value.map { "\($0)" } ?? "nil"
        case .indexPath(let value): value.map { "\(Array($0))" } ?? "nil"
        case .editingStyle(let value): ".\(value)"
        case .object(let value): value == nil ? "nil" : "an object"
        case .freshCell: "a fresh cell"
        }
    }
}

/// What a recorded call was addressed to.
enum CallArgument: Equatable {
    case none
    case section(Int)
    case row(IndexPath?)
    case rows([IndexPath])
    case move(from: IndexPath, to: IndexPath)
    case configuration(ObjectIdentifier)
    case focus(previous: IndexPath?, next: IndexPath?)
}

/// One call a `RecordingNode` received.
struct RecordedCall: Equatable, CustomStringConvertible {
    let member: TableMember
    let argument: CallArgument

    var description: String { "\(member.rawValue)(\(argument))" }
}
