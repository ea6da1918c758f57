/// Reads `width` and `height` from an SVG document's root `<svg>` tag: plain numbers or
/// px lengths only (a percentage, an em or a missing size gives nil, as the browser's
/// size would then depend on the page).
enum SVGDimensions {
    static func read(_ bytes: [UInt8]) -> ImageDimensions? {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        guard let start = head.firstRange(of: "<svg") else { return nil }
        let rest = head[start.upperBound...]
        guard let end = rest.firstIndex(of: ">") else { return nil }
        let tag = String(rest[..<end])
        guard let width = length(attribute: "width", in: tag), let height = length(attribute: "height", in: tag) else {
            return nil
        }
        return ImageDimensions(width: width, height: height)
    }

    /// The whole px value of `name="…"` in `tag`.
    static func length(attribute name: String, in tag: String) -> Int? {
        var search = tag[...]
        while let found = search.firstRange(of: name) {
            let before = found.lowerBound == tag.startIndex ? " " : tag[tag.index(before: found.lowerBound)]
            var after = found.upperBound
            search = tag[found.upperBound...]
            guard before == " " || before == "\n" || before == "\t" else { continue }
            while after < tag.endIndex, tag[after] == " " { after = tag.index(after: after) }
            guard after < tag.endIndex, tag[after] == "=" else { continue }
            after = tag.index(after: after)
            while after < tag.endIndex, tag[after] == " " { after = tag.index(after: after) }
            guard after < tag.endIndex else { return nil }
            let quote = tag[after]
            var value = ""
            if quote == "\"" || quote == "'" {
                var index = tag.index(after: after)
                while index < tag.endIndex, tag[index] != quote { value.append(tag[index]); index = tag.index(after: index) }
            } else {
                var index = after
                while index < tag.endIndex, tag[index] != " " { value.append(tag[index]); index = tag.index(after: index) }
            }
            value = value.trimmingCharacters(in: " ")
            if value.hasSuffix("px") { value.removeLast(2) }
            guard let number = Double(value), number.isFinite, number > 0, number < 100_000,
                  number == number.rounded() else { return nil }
            return Int(number)
        }
        return nil
    }
}

extension String {
    func trimmingCharacters(in character: Character) -> String {
        var result = Substring(self)
        while result.first == character { result.removeFirst() }
        while result.last == character { result.removeLast() }
        return String(result)
    }
}
