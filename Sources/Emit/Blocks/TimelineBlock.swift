import SitegenCore
import SitegenMarkdown
import Synchronization

/// A fenced block whose info string is `timeline` or `steps`, holding a YAML list of items:
///
/// ```timeline
/// - date: 2026-11-20
///   title: First release
///   detail: Markdown, *inline* or in paragraphs.
/// ```
///
/// A timeline's items need `date` and `title`; steps' need `title` (they are numbered).
/// `detail` is optional Markdown. The HTML renderer and the layout mapping both read the
/// block with `parse`, so the page and its measurements cannot disagree.
public struct TimelineBlock: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        case timeline
        case steps
    }

    public struct Item: Hashable, Sendable {
        /// The line above the title (a timeline's date).
        public var label: String?
        public var title: String
        public var detail: [Block]
    }

    public var style: Style
    public var items: [Item]
    /// `tl-<line>`, the fence's line: unique on a page, and the same for every reader of it.
    public var id: String

    /// The id of item `index`'s dot (`tl-12-dot-0`) and of the connector below it (`tl-12-line-0`).
    public func dotID(_ index: Int) -> String { "\(id)-dot-\(index)" }
    public func lineID(_ index: Int) -> String { "\(id)-line-\(index)" }

    /// The style named by a fenced block's info string, nil for any other block.
    public static func style(ofInfo info: String) -> Style? {
        let word = info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        return Style(rawValue: word)
    }

    /// Reads the YAML of a block that starts (its fence) at `location`; every problem is an
    /// error at its line and column inside the block.
    ///
    /// The answer depends on nothing else, and both readers of a page ask for it (its
    /// layout, then its HTML): the last answers are kept. Reading each item's Markdown
    /// detail was three quarters of a million instructions a block.
    public static func parse(style: Style, literal: String, location: SourceLocation) -> Result<TimelineBlock, DiagnosticList> {
        let question = Question(style: style, literal: literal, location: location)
        if let known = answers.withLock({ $0[question] }) { return known }
        let answer = read(style: style, literal: literal, location: location)
        answers.withLock { answers in
            if answers.count >= answerLimit { answers.removeAll() }
            answers[question] = answer
        }
        return answer
    }

    private struct Question: Hashable {
        var style: Style
        var literal: String
        var location: SourceLocation
    }
    /// More than a site's blocks, as a rule; a larger site reads some blocks twice.
    private static let answerLimit = 4096
    private static let answers = Mutex<[Question: Result<TimelineBlock, DiagnosticList>]>([:])

    private static func read(style: Style, literal: String, location: SourceLocation) -> Result<TimelineBlock, DiagnosticList> {
        let root: YAMLNode?
        do {
            root = try YAMLReader.read(literal, file: location.file, firstLine: location.line + 1)
        } catch {
            return .failure(error)
        }
        var problems = DiagnosticList()
        let fence = SourceLocation(file: location.file, line: location.line, column: max(location.column, 1))
        guard let root, case .sequence(let nodes) = root.kind, !nodes.isEmpty else {
            problems.append(.error(at: root?.location ?? fence, "a \(style.rawValue) block holds a YAML list of items (- title: …)"))
            return .failure(problems)
        }
        var items: [Item] = []
        for node in nodes {
            if let item = self.item(node, style: style, problems: &problems) { items.append(item) }
        }
        if problems.hasErrors { return .failure(problems) }
        return .success(TimelineBlock(style: style, items: items, id: "tl-\(location.line)"))
    }

    private static func item(_ node: YAMLNode, style: Style, problems: inout DiagnosticList) -> Item? {
        guard case .mapping(let pairs) = node.kind else {
            problems.append(.error(at: node.location, "an item is a mapping (title: …), not a \(node.typeName)"))
            return nil
        }
        let allowed = style == .timeline ? ["date", "title", "detail"] : ["title", "detail"]
        var values: [String: String] = [:]
        for pair in pairs {
            let key = pair.key.string ?? ""
            guard allowed.contains(key) else {
                problems.append(.error(at: pair.key.location,
                                       "unknown key '\(key)' in a \(style.rawValue) item (expected \(allowed.joined(separator: ", ")))"))
                continue
            }
            guard case .scalar(let text, _) = pair.value.kind else {
                problems.append(.error(at: pair.value.location, "'\(key)' is text, not a \(pair.value.typeName)"))
                continue
            }
            values[key] = text
        }
        let required = style == .timeline ? ["date", "title"] : ["title"]
        for key in required where (values[key] ?? "").isEmpty {
            problems.append(.error(at: node.location, "a \(style.rawValue) item needs '\(key)'"))
        }
        guard let title = values["title"], !title.isEmpty else { return nil }
        var detail: [Block] = []
        if let text = values["detail"], !text.isEmpty {
            do {
                let document = try DocumentReader.read(bytes: Array(text.utf8), file: node.location.file)
                detail = document.preamble + document.allSections.flatMap(\.blocks)
            } catch {
                problems.append(contentsOf: error)
            }
        }
        return Item(label: values["date"], title: title, detail: detail)
    }
}
