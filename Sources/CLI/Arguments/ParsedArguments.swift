/// What a command line said, checked against the command's declared options.
public struct ParsedArguments: Sendable {
    public private(set) var flags: Set<String> = []
    public private(set) var values: [String: String] = [:]
    public private(set) var positionals: [String] = []
    public private(set) var wantsHelp = false

    /// Parses `arguments` for a command that declares `options` and takes at most `maxPositionals`.
    public init(_ arguments: [String], options: [OptionSpec], maxPositionals: Int) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument == "--help" || argument == "-h" { wantsHelp = true; continue }
            guard argument.hasPrefix("--") else {
                throw UsageError("unknown option '\(argument)'")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            switch spec.kind {
            case .flag:
                if inlineValue != nil { throw UsageError("option '--\(name)' takes no value") }
                flags.insert(name)
            case .value(let placeholder):
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '--\(name)' needs a value: --\(name) \(placeholder)")
                }
            }
        }
        if !wantsHelp && positionals.count > maxPositionals {
            throw UsageError("unexpected argument '\(positionals[maxPositionals])'")
        }
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name] }
}
