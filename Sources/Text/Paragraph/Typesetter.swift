import Synchronization

/// Sets paragraphs in a `FontSet` the way Chromium does: shapes them with HarfBuzz,
/// breaks them into lines with Chromium's rules, and stacks the lines.
///
/// Thread-safe: one typesetter serves every thread, sharing its shaping cache.
public final class Typesetter: Sendable {
    public let fonts: FontSet
    let cache: ShapeCache
    /// Paragraphs asked for again and again (`prepareRecurring`), by text and style.
    private let recurring = Mutex<[RecurringKey: PreparedParagraph]>([:])
    private struct RecurringKey: Hashable {
        var text: StyledText
        var style: ParagraphStyle
    }
    /// Recurring texts are a site's tags and dates: a few hundred; past this, a
    /// paragraph is prepared anew.
    private static let recurringLimit = 4_096
    /// Shapes for every paragraph (`usesUniformAdvances` off only in tests that compare).
    let shaper: Shaper

    /// A typesetter for `fonts` whose cache keeps up to `cacheCapacity` shaped script runs.
    public convenience init(fonts: FontSet, cacheCapacity: Int = 100_000) {
        self.init(fonts: fonts, cacheCapacity: cacheCapacity, usesUniformAdvances: true)
    }

    init(fonts: FontSet, cacheCapacity: Int = 100_000, usesUniformAdvances: Bool) {
        self.fonts = fonts
        self.cache = ShapeCache(capacity: cacheCapacity)
        self.shaper = Shaper(fonts: fonts, cache: cache, usesUniformAdvances: usesUniformAdvances)
    }

    /// Shapes `text` once, ready to be broken into lines at any width.
    public func prepare(_ text: StyledText, style: ParagraphStyle) -> PreparedParagraph {
        PreparedParagraph(text: text, style: style, shaper: shaper)
    }

    /// `prepare`, kept for the next call with the same text and style: for the short texts
    /// that recur on many pages (a tag's chip on every page with the tag), prepared once.
    public func prepareRecurring(_ text: StyledText, style: ParagraphStyle) -> PreparedParagraph {
        let key = RecurringKey(text: text, style: style)
        if let known = recurring.withLock({ $0[key] }) { return known }
        let prepared = prepare(text, style: style)
        return recurring.withLock { known in
            if let first = known[key] { return first }
            if known.count < Self.recurringLimit { known[key] = prepared }
            return prepared
        }
    }

    /// Lays `text` out in lines no wider than `availableWidth` (where it can).
    public func layout(_ text: StyledText, style: ParagraphStyle, availableWidth: LayoutUnit) -> ParagraphLayout {
        prepare(text, style: style).layout(availableWidth: availableWidth)
    }

    /// How many shaped script runs the cache holds.
    public var cachedRunCount: Int { cache.count }

    /// Cache lookups that found a shaped run, and those that had to shape it.
    public var cacheStatistics: (hits: Int, misses: Int) { cache.statistics }

    /// Empties the shaping cache.
    public func clearCache() {
        cache.removeAll()
        recurring.withLock { $0.removeAll() }
    }
}
