import Mustache
import SitegenMarkdown

/// The words the theme shows around a page's content (“On this page”, “Next”, dates, page
/// counts) in one language: the built-in table of the language and of those it falls back
/// to, with the site's `Templates/i18n/<tag>.yml` over each.
///
/// Templates read them as `i18n.<key>` (`{{i18n.toc.title}}`); strings with a number or a
/// date in them are formatted here, into the values that show them (`page.readingTimeLabel`).
struct InterfaceStrings: Sendable {
    /// The language tag they are for, as the site writes it.
    let language: String
    /// Every string by key (`toc.title`).
    let values: [String: String]
    /// `values` as templates read them: `toc.title` as `i18n.toc.title`.
    let mustacheValue: MustacheValue
    private let dateFormat: [DatePart]
    private let monthNames: [String]

    /// - Parameter overrides: the strings of `Templates/i18n/`, by lower-case language tag.
    init(language: String, overrides: [String: [String: String]] = [:]) {
        self.language = language
        // English fills what a language lacks; within the language itself the site's files
        // win over every built-in table (a `zh.yml` over the built-in `zh-Hans` strings).
        let chain = LanguageTag.fallbacks(of: language).map { $0.lowercased() }
        let layers = chain.first == "en" && chain.count > 1 && chain[1] != "en" ? [["en"], Array(chain.dropFirst())] : [chain]
        var values: [String: String] = [:]
        for layer in layers {
            for key in layer { if let table = Self.builtIn[key] { values.merge(table) { _, new in new } } }
            for key in layer { if let table = Self.calloutTitles[key] { values.merge(table) { _, new in new } } }
            for key in layer { if let table = overrides[key] { values.merge(table) { _, new in new } } }
        }
        self.values = values
        mustacheValue = Self.nested(values)
        dateFormat = Self.dateParts(values["date.format"] ?? "{day} {month} {year}")
        monthNames = (1...12).map { values["date.month.\($0)"] ?? String($0) }
    }

    /// The string for `key`; the key itself when no table has it, so that a typo shows.
    subscript(key: String) -> String { values[key] ?? key }

    /// The string for `key` with `{n}` replaced by `count`.
    func format(_ key: String, count: Int) -> String {
        self[key].replacingAll("{n}", with: String(count))
    }

    /// `3 pages`, `1 page`.
    func pageCount(_ count: Int) -> String {
        count == 1 ? format("pages.one", count: 1) : format("pages.other", count: count)
    }

    /// A date as the language writes it (`29 November 2026`, `2026年11月29日`), without
    /// calendars or locales, so that every machine writes the same bytes.
    func human(_ date: PageDate) -> String {
        var text = ""
        for part in dateFormat {
            switch part {
            case .text(let literal): text += literal
            case .day: text += String(date.day)
            case .monthNumber: text += String(date.month)
            case .month: text += (1...12).contains(date.month) ? monthNames[date.month - 1] : String(date.month)
            case .year: text += String(date.year)
            }
        }
        return text
    }

    /// A piece of `date.format`: text as written, or a part of the date.
    enum DatePart: Sendable, Equatable {
        case text(String)
        case day, month, monthNumber, year
    }

    /// `date.format` cut into its pieces once: every list row and summary writes a date.
    static func dateParts(_ format: String) -> [DatePart] {
        let names: [(String, DatePart)] = [("{day}", .day), ("{monthNumber}", .monthNumber), ("{month}", .month), ("{year}", .year)]
        var parts: [DatePart] = []
        var rest = Substring(format)
        var literal = ""
        while !rest.isEmpty {
            if let (name, part) = names.first(where: { rest.hasPrefix($0.0) }) {
                if !literal.isEmpty { parts.append(.text(literal)); literal = "" }
                parts.append(part)
                rest = rest.dropFirst(name.count)
            } else {
                literal.append(rest.removeFirst())
            }
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return parts
    }

    /// Dotted keys as nested maps (`toc.title` → `toc` → `title`); a key that is also the
    /// start of another (`a` beside `a.b`) keeps its own value under `a._`.
    private static func nested(_ values: [String: String]) -> MustacheValue {
        var root = Node()
        for (key, value) in values { root.insert(key.split(separator: ".").map(String.init)[...], value) }
        return root.mustacheValue
    }

    private struct Node {
        var value: String?
        var children: [String: Node] = [:]

        mutating func insert(_ path: ArraySlice<String>, _ text: String) {
            guard let first = path.first else { value = text; return }
            children[first, default: Node()].insert(path.dropFirst(), text)
        }

        var mustacheValue: MustacheValue {
            if children.isEmpty { return .string(value ?? "") }
            var map: MustacheMap = [:]
            for (key, child) in children { map[key] = child.mustacheValue }
            if let value { map["_"] = .string(value) }
            return .map(map)
        }
    }
}
