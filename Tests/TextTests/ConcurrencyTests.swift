import Testing
import SitegenText

@Suite struct ConcurrencyTests {
    @Test func laysOutInParallelAsInSeries() async {
        let typesetter = Typesetter(fonts: Fixtures.fonts)
        let texts = (0..<40).map { index in
            index % 2 == 0
                ? String(repeating: "Paragraph \(index) has words that repeat, and the cache serves them. ", count: 4)
                : String(repeating: "第\(index)段文字反复出现，缓存负责提供已经塑形的结果。", count: 4)
        }
        func layOut(_ index: Int) -> [Int] {
            let prepared = typesetter.prepare(
                StyledText(texts[index], style: .regular(16)),
                style: Fixtures.style(language: index % 2 == 0 ? "en" : "zh-CN"))
            return [300, 480, 720].flatMap { width in
                prepared.layout(availableWidth: LayoutUnit(width)).lines.map { $0.range.upperBound * 1000 + $0.width.rawValue }
            }
        }
        let series = texts.indices.map(layOut)
        typesetter.clearCache()
        let parallel = await withTaskGroup(of: (Int, [Int]).self) { group in
            for index in texts.indices {
                group.addTask { (index, layOut(index)) }
            }
            var results = [[Int]](repeating: [], count: texts.count)
            for await (index, lines) in group { results[index] = lines }
            return results
        }
        #expect(parallel == series)
    }
}
