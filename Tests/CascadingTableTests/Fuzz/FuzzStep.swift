/// One step of the model-based fuzzer. Numbers are raw random values, read modulo what the tree has
/// when the step runs, so that any subsequence of steps still replays (which shrinking needs).
indirect enum FuzzStep: CustomStringConvertible {
    case insertRow(section: UInt64, position: UInt64)
    case removeRow(UInt64)
    case moveRowWithinSection(UInt64, to: UInt64)
    case moveRowAcross(UInt64, section: UInt64, position: UInt64)
    case insertSection(position: UInt64, rows: UInt64)
    case removeSection(UInt64)
    case moveSection(UInt64, to: UInt64)
    case shuffleRows(section: UInt64, seed: UInt64)
    case grouped([FuzzStep])
    case scroll(UInt64)
    case tap(UInt64)
    case swipeDelete(UInt64)
    case reorder(UInt64, section: UInt64, position: UInt64)
    case reload(UInt64)

    /// A random step; `allowGroups` is false inside a group.
    static func random(using random: inout some RandomNumberGenerator, allowGroups: Bool = true) -> FuzzStep {
        let (a, b, c) = (random.next() as UInt64, random.next() as UInt64, random.next() as UInt64)
        switch Int.random(in: 0..<(allowGroups ? 15 : 9), using: &random) {
        case 0, 1: return .insertRow(section: a, position: b)
        case 2: return .removeRow(a)
        case 3: return .moveRowWithinSection(a, to: b)
        case 4: return .moveRowAcross(a, section: b, position: c)
        case 5: return .insertSection(position: a, rows: b)
        case 6: return .removeSection(a)
        case 7: return .moveSection(a, to: b)
        case 8: return .shuffleRows(section: a, seed: b)
        case 9, 10: return .scroll(a)
        case 11: return .tap(a)
        case 12: return .swipeDelete(a)
        case 13: return .reorder(a, section: b, position: c)
        default:
            let inner = (0..<Int.random(in: 2...5, using: &random)).map { _ in
                Bool.random(using: &random)
                    ? FuzzStep.reload(random.next()) : FuzzStep.random(using: &random, allowGroups: false)
            }
            return .grouped(inner)
        }
    }

    var description: String {
        switch self {
        case .insertRow(let section, let position): "insertRow(section: \(section), position: \(position))"
        case .removeRow(let row): "removeRow(\(row))"
        case .moveRowWithinSection(let row, let to): "moveRowWithinSection(\(row), to: \(to))"
        case .moveRowAcross(let row, let section, let position):
            "moveRowAcross(\(row), section: \(section), position: \(position))"
        case .insertSection(let position, let rows): "insertSection(position: \(position), rows: \(rows))"
        case .removeSection(let section): "removeSection(\(section))"
        case .moveSection(let section, let to): "moveSection(\(section), to: \(to))"
        case .shuffleRows(let section, let seed): "shuffleRows(section: \(section), seed: \(seed))"
        case .grouped(let steps): "grouped([\(steps.map(\.description).joined(separator: ", "))])"
        case .scroll(let offset): "scroll(\(offset))"
        case .tap(let row): "tap(\(row))"
        case .swipeDelete(let row): "swipeDelete(\(row))"
        case .reorder(let row, let section, let position): "reorder(\(row), section: \(section), position: \(position))"
        case .reload(let row): "reload(\(row))"
        }
    }
}
