/// One option a command accepts, declared once: it drives both parsing and `--help`.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable {
        /// `--drafts`: present or not.
        case flag
        /// `--source DIR` or `--source=DIR`.
        case value(placeholder: String)
    }

    public var name: String
    public var kind: Kind
    public var help: String

    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, help: help)
    }

    public static func value(_ name: String, _ placeholder: String, help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .value(placeholder: placeholder), help: help)
    }

    /// `--source DIR` as the help lists it.
    var synopsis: String {
        switch kind {
        case .flag: return "--\(name)"
        case .value(let placeholder): return "--\(name) \(placeholder)"
        }
    }
}
