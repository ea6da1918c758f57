import SitegenMarkdown

/// A raw HTML block that is one image or video, whose size the layout can know from its file
/// when the HTML does not give it: an `<img>`, a `<picture>` of `<source>`s around one
/// `<img>`, or a `<video>` with a `poster`. The HTML writer gives the element the `width` and
/// `height` found (`PageComposition.imageSizes`, by the address as written), so that the
/// browser reserves that box whichever source it picks.
public enum RawHTMLMedia: Equatable, Sendable {
    /// An image, by its `src` as written, with the size its attributes declare, if both do,
    /// and the other images the browser may pick instead (`srcset` candidates, a picture's
    /// sources): the box keeps its width, but takes the proportions of the one it shows.
    case image(source: String, declared: (width: Int, height: Int)?, alternatives: [String])
    /// A video without a declared height, by its poster's address as written.
    case video(poster: String)

    public static func == (lhs: RawHTMLMedia, rhs: RawHTMLMedia) -> Bool {
        switch (lhs, rhs) {
        case let (.image(a, x, p), .image(b, y, q)): a == b && x?.width == y?.width && x?.height == y?.height && p == q
        case let (.video(a), .video(b)): a == b
        default: false
        }
    }

    /// The media `html` is, or nil for any other HTML (or a video that declares its height,
    /// which `RawHTMLSize` measures).
    public init?(_ html: String) {
        let tags = RawHTMLTag.scan(html)
        guard let first = tags.first, !first.isEndTag else { return nil }
        // Nothing but the elements' own tags and spaces, but a video's fallback text.
        var outside = html[html.startIndex..<first.range.lowerBound] + html[(tags.last?.range.upperBound ?? html.endIndex)...]
        if first.name != "video" {
            for (tag, next) in zip(tags, tags.dropFirst()) { outside += html[tag.range.upperBound..<next.range.lowerBound] }
        }
        guard outside.allSatisfy(\.isWhitespace) else { return nil }
        switch first.name {
        case "img":
            guard tags.count == 1 || (tags.count == 2 && tags[1].name == "img" && tags[1].isEndTag) else { return nil }
            guard let image = Self.image(first, alternatives: Self.candidates(first)) else { return nil }
            self = image
        case "picture":
            let inner = tags.dropFirst()
            guard let last = inner.last, last.name == "picture", last.isEndTag else { return nil }
            let images = inner.filter { $0.name == "img" && !$0.isEndTag }
            guard images.count == 1, inner.dropLast().allSatisfy({ ["img", "source"].contains($0.name) }),
                  let image = Self.image(images[0], alternatives: inner.flatMap(Self.candidates)) else { return nil }
            self = image
        case "video":
            guard let last = tags.last, last.name == "video", last.isEndTag,
                  RawHTMLSize.attribute("height", in: " " + Self.attributeText(first)) == nil,
                  let poster = first.attribute("poster")?.value, !poster.isEmpty else { return nil }
            self = .video(poster: poster)
        default:
            return nil
        }
    }

    /// The addresses of a tag's `srcset` candidates.
    private static func candidates(_ tag: RawHTMLTag) -> [String] {
        guard let set = tag.attribute("srcset")?.value else { return [] }
        return set.split(separator: ",").compactMap { candidate in
            candidate.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    private static func image(_ tag: RawHTMLTag, alternatives: [String]) -> RawHTMLMedia? {
        guard let source = tag.attribute("src")?.value, !source.isEmpty else { return nil }
        let text = " " + attributeText(tag)
        let width = RawHTMLSize.attribute("width", in: text)
        let height = RawHTMLSize.attribute("height", in: text)
        let others = alternatives.filter { $0 != source }
        if let width, let height { return .image(source: source, declared: (width, height), alternatives: others) }
        // One of the two alone: the other comes from the file, which the layout cannot follow.
        guard width == nil && height == nil else { return nil }
        return .image(source: source, declared: nil, alternatives: others)
    }

    /// `name="value"` of every attribute, as `RawHTMLSize.attribute` reads them.
    private static func attributeText(_ tag: RawHTMLTag) -> String {
        tag.attributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")
    }
}
