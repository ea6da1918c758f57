/// BCP 47 language tags: which built-in interface strings a tag falls back to.
enum LanguageTag {
    /// The tags whose strings `tag` uses, most general first: `zh-CN` → `en`, `zh`,
    /// `zh-Hans`, `zh-CN`. Chinese gains its script (Hans for the mainland and Singapore,
    /// Hant for Taiwan, Hong Kong and Macau), as browsers choose fonts; English comes first
    /// so that a language missing a string shows the English one.
    static func fallbacks(of tag: String) -> [String] {
        let subtags = tag.split(separator: "-").map(String.init)
        guard let primary = subtags.first?.lowercased() else { return ["en"] }
        var chain = ["en", primary]
        if primary == "zh" {
            let rest = subtags.dropFirst().map { $0.lowercased() }
            let script = rest.contains("hant") || rest.contains { ["tw", "hk", "mo"].contains($0) } ? "zh-Hant" : "zh-Hans"
            chain.append(script)
        }
        for count in 2...max(2, subtags.count) where count <= subtags.count {
            chain.append(subtags.prefix(count).joined(separator: "-"))
        }
        var seen: Set<String> = []
        return chain.filter { seen.insert($0.lowercased()).inserted }
    }
}
