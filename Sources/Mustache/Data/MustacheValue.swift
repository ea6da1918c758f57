/// The data a template renders: a JSON-like tree of strings, numbers, booleans, lists and maps.
///
/// Only `false`, `null` (and a missing name) and the empty list are falsey in a section;
/// everything else — the empty string, `0`, the empty map — is truthy, as in the Mustache
/// specification's reference implementation. A value is never parsed as a template: a string
/// holding `{{x}}` renders as those characters.
public enum MustacheValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case list([MustacheValue])
    /// Keys are looked up, never iterated, so their order does not matter to rendering.
    case map(MustacheMap)

    /// Whether a section over this value renders its content (an inverted section does the opposite).
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .int, .double, .string, .map: true
        }
    }

    /// The value stored under `key` (whose `MustacheMap.fingerprint` is given) when this is
    /// a map: read in place, where taking the map out of the value first retained and
    /// released it at every level of every lookup.
    func member(_ key: String, fingerprint: UInt64) -> MustacheValue? {
        switch self {
        case .map(let entries): entries.value(forKey: key, fingerprint: fingerprint)
        default: nil
        }
    }

    /// The value stored under `key` when this is a map.
    public subscript(key: String) -> MustacheValue? {
        guard case .map(let entries) = self else { return nil }
        return entries[key]
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value rather than trapping.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .map(MustacheMap(pairs: elements))
    }
}
