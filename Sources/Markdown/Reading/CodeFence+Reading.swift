extension CodeFence {
    /// The options of info string `info`, and what in it does not read (each a message for a
    /// warning: the option is left out, the block shown without it).
    public static func read(_ info: String) -> (fence: CodeFence, problems: [String]) {
        var reader = CodeFenceReader(Array(info.unicodeScalars))
        return reader.read()
    }

    /// Problems of options that name lines the block of `lineCount` lines does not have.
    public func lineProblems(lineCount: Int) -> [String] {
        let all = [("marked", markedLines), ("ins", insertedLines), ("del", deletedLines)]
        return all.flatMap { name, ranges in
            ranges.filter { $0.upperBound > lineCount }.map {
                "\(name) line \($0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "range \($0.lowerBound)-\($0.upperBound)") is past the block's last line (\(lineCount))"
            }
        }
    }
}

/// Reads an info string's words: the language, `{ranges}`, `key=value`, `key="quoted"`.
private struct CodeFenceReader {
    let scalars: [Unicode.Scalar]
    var index = 0
    var fence = CodeFence()
    var problems: [String] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func read() -> (fence: CodeFence, problems: [String]) {
        skipSpaces()
        if index < scalars.count, scalars[index] != "{", !word().contains("=") {
            // `js{1,3}` (Gatsby's form) is the language, then the lines.
            let language = word().unicodeScalars.prefix { $0 != "{" }
            fence.language = String(String.UnicodeScalarView(language)).lowercased()
            index += language.count
        }
        while true {
            skipSpaces()
            guard index < scalars.count else { break }
            if scalars[index] == "{" {
                if let ranges = braced(option: "marked") { fence.markedLines += ranges }
                continue
            }
            option()
        }
        return (fence, problems)
    }

    /// One `key`, `key=value`, `key="value"` or `key={ranges}`.
    private mutating func option() {
        var key = ""
        while index < scalars.count, !isSpace(scalars[index]), scalars[index] != "=" {
            key.unicodeScalars.append(scalars[index])
            index += 1
        }
        var value: String?
        if index < scalars.count, scalars[index] == "=" {
            index += 1
            if index < scalars.count, scalars[index] == "{" {
                let ranges = braced(option: key)
                switch key {
                case "ins": fence.insertedLines += ranges ?? []
                case "del": fence.deletedLines += ranges ?? []
                case "mark": fence.markedLines += ranges ?? []
                default: problems.append("unknown code block option '\(key)'")
                }
                return
            }
            value = quotedOrWord(option: key)
        }
        apply(key: key, value: value)
    }

    private mutating func apply(key: String, value: String?) {
        switch (key, value) {
        case ("title", let title?): fence.title = title
        case ("lang", let language?): fence.diffLanguage = language.lowercased()
        case ("showLineNumbers", nil), ("linenos", nil), ("lineNumbers", nil), ("showLineNumbers", "true"),
             ("linenos", "true"), ("lineNumbers", "true"):
            fence.firstLineNumber = 1
        case ("showLineNumbers", let start?), ("linenos", let start?), ("lineNumbers", let start?):
            if start == "false" { fence.firstLineNumber = nil; break }
            guard let number = Int(start), number >= 0, number <= 1_000_000_000 else {
                problems.append("'\(key)=\(start)' is not a line number: lines are numbered from 1")
                fence.firstLineNumber = 1
                return
            }
            fence.firstLineNumber = number
        default:
            problems.append(value == nil ? "unknown code block option '\(key)'" : "unknown code block option '\(key)=\(value!)'")
        }
    }

    /// A `"…"` or `'…'` value (backslash escapes the quote), or a bare word.
    private mutating func quotedOrWord(option: String) -> String {
        guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
            let value = word()
            index += value.unicodeScalars.count
            return value
        }
        let quote = scalars[index]
        index += 1
        var value = ""
        while index < scalars.count, scalars[index] != quote {
            if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == quote || scalars[index + 1] == "\\" {
                index += 1
            }
            value.unicodeScalars.append(scalars[index])
            index += 1
        }
        if index < scalars.count { index += 1 } else { problems.append("the quote of '\(option)' is not closed") }
        return value
    }

    /// `{3,5-7}`: nil (with a problem) when the braces hold anything else; bad ranges are left out.
    private mutating func braced(option: String) -> [ClosedRange<Int>]? {
        index += 1
        var text = ""
        while index < scalars.count, scalars[index] != "}" {
            text.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count else {
            problems.append("the line list of '\(option)' is not closed with '}'")
            return nil
        }
        index += 1
        var ranges: [ClosedRange<Int>] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimmingSpaces
            let bounds = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map { Int($0.trimmingSpaces) }
            guard let low = bounds.first ?? nil, let high = bounds.count == 2 ? bounds[1] : low else {
                problems.append("'\(item)' in '{\(text)}' is not a line or a range of lines (such as 3 or 5-7)")
                continue
            }
            guard low >= 1 else {
                problems.append("line \(low) in '{\(text)}' does not exist: lines are numbered from 1")
                continue
            }
            guard low <= high else {
                problems.append("the line range \(low)-\(high) in '{\(text)}' runs backwards (write \(high)-\(low))")
                continue
            }
            ranges.append(low...high)
        }
        return ranges
    }

    private func word() -> String {
        var end = index
        while end < scalars.count, !isSpace(scalars[end]) { end += 1 }
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[index..<end])
        return word
    }

    private mutating func skipSpaces() {
        while index < scalars.count, isSpace(scalars[index]) { index += 1 }
    }

    private func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while result.first == " " { result.removeFirst() }
        while result.last == " " { result.removeLast() }
        return result
    }
}
