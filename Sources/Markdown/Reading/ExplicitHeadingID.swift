import SitegenCore

/// The `{#id}` written at the end of a heading to give its section a fixed id.
struct ExplicitHeadingID: Equatable {
    var id: String
    /// The heading's last text without the `{#id}` and the spaces before it.
    var remainingText: String
    /// Characters from the start of the text to the `{`.
    var characterOffset: Int

    /// Finds `{#…}` at the very end of `text` (the last text of a heading).
    static func match(in text: String) -> ExplicitHeadingID? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.last == "}" else { return nil }
        var index = scalars.count - 2
        while index >= 1 {
            if scalars[index] == "}" { return nil }
            if scalars[index] == "#", scalars[index - 1] == "{" { break }
            index -= 1
        }
        guard index >= 1 else { return nil }
        let open = index - 1
        var remainingEnd = open
        while remainingEnd > 0, scalars[remainingEnd - 1] == " " || scalars[remainingEnd - 1] == "\t" {
            remainingEnd -= 1
        }
        var id = String.UnicodeScalarView()
        id.append(contentsOf: scalars[(open + 2)..<(scalars.count - 1)])
        var remaining = String.UnicodeScalarView()
        remaining.append(contentsOf: scalars[..<remainingEnd])
        return ExplicitHeadingID(id: String(id), remainingText: String(remaining), characterOffset: open)
    }
}

extension Heading {
    /// The heading with a trailing `{#id}` moved from its content into `explicitID`.
    /// - Parameter textLocation: where the heading's last text starts in the file.
    func splittingExplicitID(textLocation: SourceLocation?) -> Heading {
        guard case .text(let text)? = content.last, let match = ExplicitHeadingID.match(in: text) else { return self }
        var result = self
        result.content.removeLast()
        if !match.remainingText.isEmpty { result.content.append(.text(match.remainingText)) }
        result.explicitID = match.id
        if let textLocation {
            var location = textLocation
            location.column += match.characterOffset
            result.explicitIDLocation = location
        }
        return result
    }
}
