/// Typed reads of YAML values, following the YAML 1.2 core schema for plain scalars
/// (so `yes`/`no`/`on`/`off` are strings, not booleans).
extension YAMLNode {
    /// The value for `key` in a mapping (keys compared by text); nil for other kinds or a missing key.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }

    /// A scalar's text, whatever it would resolve to; nil for lists and maps.
    public var string: String? {
        guard case .scalar(let text, _) = kind else { return nil }
        return text
    }

    /// True for a scalar that YAML reads as text: quoted or block scalars, and plain ones that are
    /// not null, a boolean or a number (`yes` is text in YAML 1.2).
    public var isString: Bool {
        guard case .scalar(_, let isPlain) = kind else { return false }
        return !isPlain || (!isNull && bool == nil && double == nil)
    }

    /// The text of a plain (unquoted) scalar, nil for anything else.
    private var plainText: String? {
        guard case .scalar(let text, true) = kind else { return nil }
        return text
    }

    /// True for a plain `~`, `null`, `Null`, `NULL` or an empty plain scalar (`key:` with no value).
    public var isNull: Bool {
        switch plainText {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// `true`/`false` in the core schema's three spellings; nil otherwise.
    public var bool: Bool? {
        switch plainText {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A plain integer: decimal with optional sign, `0x` hexadecimal or `0o` octal; nil on overflow.
    public var int: Int? {
        guard let text = plainText, !text.isEmpty else { return nil }
        if text.hasPrefix("0x") { return Self.digits(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("0o") { return Self.digits(text.dropFirst(2), radix: 8) }
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        guard let magnitude = Self.digits(body, radix: 10) else {
            // Int.min's magnitude does not fit in Int.
            return negative && body == "9223372036854775808" ? Int.min : nil
        }
        return negative ? -magnitude : magnitude
    }

    /// A plain number (integers included), `.inf`, `-.inf` or `.nan`; nil otherwise.
    public var double: Double? {
        guard let text = plainText, !text.isEmpty else { return nil }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        if let int { return Double(int) }
        guard Self.isCoreFloat(text) else { return nil }
        return Double(text)
    }

    /// What the value is, for error messages: "a string", "a number", "a boolean", "null", "a list", "a map".
    public var typeName: String {
        switch kind {
        case .sequence: return "a list"
        case .mapping: return "a map"
        case .scalar:
            if isString { return "a string" }
            if isNull { return "null" }
            if bool != nil { return "a boolean" }
            return "a number"
        }
    }

    private static func digits(_ text: Substring, radix: Int) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return Int(text, radix: radix)
    }

    /// The core schema's float pattern: `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isCoreFloat(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digitCount() -> Int {
            let count = scalars.prefix { ("0"..."9").contains($0) }.count
            scalars = scalars.dropFirst(count)
            return count
        }
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let integerDigits = digitCount()
        var fractionDigits = 0
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fractionDigits = digitCount()
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            guard digitCount() > 0 else { return false }
        }
        return scalars.isEmpty
    }
}
