// Throughput of the Text part: shaping (cold and warm cache) and line breaking, in words
// per second, on generated English and Chinese paragraphs. Run with scripts/bench-text.
import Foundation
import SitegenText

/// SplitMix64: the same text every run.
struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

let englishWords = """
    the of and to in is that for it as was with be by on not he this are or his from at which but have an they \
    you were her she there been one all we their has would when if so no will more can out up about who them \
    some could into time than other only then its over also after any these two may first new most where \
    through back years way should because each people state just how before between long here while under \
    layout paragraph measure browser typography column width height baseline kerning ligature harbour bridge \
    river mountain village orchard lighthouse engineer translator observatory committee timeline anchor
    """.split(separator: " ").map(String.init)
let chineseCharacters = Array("的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质")
let punctuation = ["，", "。", "、", "；", "："]

func paragraphs(count: Int, seed: UInt64) -> [(text: StyledText, language: String, words: Int)] {
    var random = Random(state: seed)
    var result: [(StyledText, String, Int)] = []
    for index in 0..<count {
        var text = StyledText()
        var words = 0
        if index % 2 == 0 {
            for sentence in 0..<6 {
                var parts: [String] = []
                for _ in 0..<(8 + Int(random.next() % 12)) { parts.append(random.pick(englishWords)) }
                words += parts.count
                let sentenceText = parts.joined(separator: " ") + ". "
                if sentence == 2 {
                    text.append(sentenceText, style: .bold(16))
                } else {
                    text.append(sentenceText, style: .regular(16))
                }
            }
            result.append((text, "en", words))
        } else {
            var string = ""
            for _ in 0..<6 {
                for _ in 0..<(12 + Int(random.next() % 20)) { string.append(random.pick(chineseCharacters)) }
                string += random.pick(punctuation)
            }
            words += string.count
            text.append(string, style: .regular(16))
            result.append((text, "zh-CN", words))
        }
    }
    return result
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func report(_ label: String, words: Int, seconds: Double) {
    let rate = Double(words) / seconds
    let padded = label.padding(toLength: 44, withPad: " ", startingAt: 0)
    print(padded + String(format: "%12.0f words/s  (%d words in %.3f s)", rate, words, seconds))
}

let fonts = try FontSet.debian()
let typesetter = Typesetter(fonts: fonts)
let corpus = paragraphs(count: 2_000, seed: 1)
let totalWords = corpus.reduce(0) { $0 + $1.words }
let widths = [343, 390, 640, 720].map { LayoutUnit($0) }
func style(_ language: String) -> ParagraphStyle {
    ParagraphStyle(textStyle: .regular(16), lineHeight: LayoutUnit(24), language: language)
}
print("Text benchmark: \(corpus.count) paragraphs (half English, half Chinese; Chinese characters count as words), \(totalWords) words")

// Warm up fonts (loading and sizing faces is not what is measured).
_ = typesetter.layout(corpus[0].text, style: style(corpus[0].language), availableWidth: widths[0])
_ = typesetter.layout(corpus[1].text, style: style(corpus[1].language), availableWidth: widths[0])

let uncached = Typesetter(fonts: fonts, cacheCapacity: 0)
_ = uncached.layout(corpus[1].text, style: style(corpus[1].language), availableWidth: widths[0])
let noCache = seconds {
    for item in corpus { _ = uncached.prepare(item.text, style: style(item.language)) }
}
report("shape, no cache", words: totalWords, seconds: noCache)

typesetter.clearCache()
var prepared: [PreparedParagraph] = []
let cold = seconds {
    prepared = corpus.map { typesetter.prepare($0.text, style: style($0.language)) }
}
report("shape, cold cache", words: totalWords, seconds: cold)
let statistics = typesetter.cacheStatistics
print("  cache: \(typesetter.cachedRunCount) shaped script runs, \(statistics.hits) hits, \(statistics.misses) misses")

let warm = seconds {
    prepared = corpus.map { typesetter.prepare($0.text, style: style($0.language)) }
}
report("shape, warm cache", words: totalWords, seconds: warm)

var lineCount = 0
let breaking = seconds {
    for paragraph in prepared {
        for width in widths { lineCount += paragraph.layout(availableWidth: width).lines.count }
    }
}
report("break lines (per width, \(widths.count) widths)", words: totalWords * widths.count, seconds: breaking)
print("  \(lineCount) lines")

typesetter.clearCache()
let fullCold = seconds {
    for item in corpus {
        let paragraph = typesetter.prepare(item.text, style: style(item.language))
        for width in widths { _ = paragraph.layout(availableWidth: width) }
    }
}
report("shape + \(widths.count) widths, cold cache", words: totalWords, seconds: fullCold)
let fullWarm = seconds {
    for item in corpus {
        let paragraph = typesetter.prepare(item.text, style: style(item.language))
        for width in widths { _ = paragraph.layout(availableWidth: width) }
    }
}
report("shape + \(widths.count) widths, warm cache", words: totalWords, seconds: fullWarm)

typesetter.clearCache()
let threads = 2
let parallel = seconds {
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
        for (index, item) in corpus.enumerated() where index % threads == thread {
            let paragraph = typesetter.prepare(item.text, style: style(item.language))
            for width in widths { _ = paragraph.layout(availableWidth: width) }
        }
    }
}
report("shape + \(widths.count) widths, cold, \(threads) threads", words: totalWords, seconds: parallel)

// Both threads shape every paragraph, warm: what sharing the cache between cores costs.
let englishWordCount = corpus.reduce(0) { $0 + ($1.language == "en" ? $1.words : 0) }
for threads in [1, 2] {
    let shared = seconds {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<30 {
                for item in corpus where item.language == "en" { _ = typesetter.prepare(item.text, style: style(item.language)) }
            }
        }
    }
    report("shape English, warm, \(threads) thread(s), each all", words: englishWordCount * 30 * threads, seconds: shared)
}
