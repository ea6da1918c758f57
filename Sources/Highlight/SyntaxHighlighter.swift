internal import CSyntaxHighlighting
import Synchronization

/// Code cut into tokens by KSyntaxHighlighting's syntax definitions (Kate's, about 300
/// languages), each token with the kind of thing it is.
public enum SyntaxHighlighter {
    /// How many syntax definitions the library holds.
    public static var definitionCount: Int { sg_highlight_definition_count() }

    /// The definition's name a fence's language means ("py", "Python" and "python3" all
    /// mean "Python"), or nil when none does: plain text (`text`) or an unknown language.
    public static func definitionName(for language: String) -> String? {
        guard !language.isEmpty, language.utf8.count <= 200 else { return nil }
        if let known = names.withLock({ $0[language] }) { return known }
        let name = lookUpDefinitionName(language)
        names.withLock { if $0.count < 10_000 { $0[language] = name } }
        return name
    }

    /// The answers of `definitionName(for:)` so far: a site names a few languages on many
    /// pages, and the library's own search compares the name with every definition's.
    private static let names = Mutex<[String: String?]>([:])

    private static func lookUpDefinitionName(_ language: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let length = language.withCString { sg_highlight_definition_name($0, strlen($0), &buffer, buffer.count) }
        guard length > 0 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `code`'s tokens with the definition named `definition` (from `definitionName(for:)`),
    /// in order, normal text left out; nil when the definition is unknown.
    public static func tokens(of code: String, definition: String) -> [CodeToken]? {
        var code = code
        return code.withUTF8 { bytes -> [CodeToken]? in
            var count = 0
            let raw = definition.withCString { name in
                bytes.withMemoryRebound(to: CChar.self) { sg_highlight(name, $0.baseAddress, $0.count, &count) }
            }
            guard let raw else { return nil }
            defer { sg_highlight_free(raw) }
            var tokens: [CodeToken] = []
            for token in UnsafeBufferPointer(start: raw, count: count) {
                guard let kind = TokenKind(textStyle: Int(token.style)) else { continue }
                let start = Int(token.start)
                tokens.append(CodeToken(range: start..<start + Int(token.length), kind: kind))
            }
            return tokens
        }
    }
}

private func strlen(_ string: UnsafePointer<CChar>) -> Int {
    var length = 0
    while string[length] != 0 { length += 1 }
    return length
}
