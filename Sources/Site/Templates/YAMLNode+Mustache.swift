import Mustache
import SitegenCore

extension YAMLNode {
    /// The value as templates see it: plain scalars resolved by the YAML core schema (`true`,
    /// `3`, `2.5`, `null`), quoted ones as strings, lists and maps as they are. The YAML reader
    /// already bounds the depth, so the recursion is bounded too.
    var mustacheValue: MustacheValue {
        switch kind {
        case .scalar(let text, false):
            return .string(text)
        case .scalar(let text, true):
            if isNull { return .null }
            if let bool { return .bool(bool) }
            if let int { return .int(int) }
            if let double, double.isFinite { return .double(double) }
            return .string(text)
        case .sequence(let items):
            return .list(items.map(\.mustacheValue))
        case .mapping(let pairs):
            return .map(Self.map(pairs))
        }
    }

    /// A mapping's pairs as a map; a non-string key is used by its text.
    static func map(_ pairs: [YAMLPair]) -> MustacheMap {
        var entries: MustacheMap = [:]
        for pair in pairs {
            entries[pair.key.string ?? ""] = pair.value.mustacheValue
        }
        return entries
    }
}
