/// The height a raw HTML block declares: a single `<iframe>`, `<video>`, `<img>`,
/// `<canvas>`, `<embed>` or `<object>` with a `height` attribute in px, which the
/// generated CSS shows as a block of exactly that height.
enum RawHTMLSize {
    static let sizedElements: Set<String> = ["iframe", "video", "img", "canvas", "embed", "object"]

    static func declaredHeight(_ html: String) -> Int? {
        let trimmed = html.trimmingCharacters(in: " ").trimmingNewlines
        guard trimmed.hasPrefix("<"), let end = trimmed.firstIndex(of: ">") else { return nil }
        let name = InlineTextBuilder.tagName(trimmed)
        guard sizedElements.contains(name) else { return nil }
        // Only the one element: nothing after its end tag.
        let rest = trimmed[trimmed.index(after: end)...].trimmingNewlines
        guard rest.isEmpty || rest == "</\(name)>" else { return nil }
        let tag = String(trimmed[..<end])
        return attribute("height", in: tag)
    }

    /// A whole number of px given as `name="N"` or `name=N`.
    static func attribute(_ name: String, in tag: String) -> Int? {
        let lower = tag.lowercased()
        for quote in ["\"", "'", ""] {
            guard let found = lower.firstRange(of: " \(name)=\(quote)") else { continue }
            let digits = lower[found.upperBound...].prefix { $0.isNumber }
            guard let value = Int(digits), value > 0, value < 100_000 else { return nil }
            let after = lower[found.upperBound...].dropFirst(digits.count)
            if after.hasPrefix("px") || after.first.map({ $0 == "\"" || $0 == "'" || $0 == " " || $0 == "/" }) ?? true {
                return value
            }
            return nil
        }
        return nil
    }
}

extension StringProtocol {
    var trimmingNewlines: String {
        var result = Substring(self)
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return String(result)
    }

    func trimmingCharacters(in character: Character) -> String {
        var result = Substring(self)
        while result.first == character { result.removeFirst() }
        while result.last == character { result.removeLast() }
        return String(result)
    }
}
