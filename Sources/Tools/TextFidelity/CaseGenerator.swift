import SitegenText

/// A deterministic pseudo-random source (SplitMix64), so the cases never change.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() % 1_000_000) / 1_000_000 < probability
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }
}

/// One run of a fidelity paragraph, as the HTML will mark it up.
struct RunSpec: Codable {
    var text: String
    var bold = false
    var italic = false
    var code = false
    var link = false
    var lineBreak = false
}

/// A generated paragraph before it is laid out.
struct ParagraphSpec {
    var kind: String
    var language: String
    var fontSize: Double
    var lineHeight: Double
    /// A bold block (a heading): its strut is the bold face.
    var bold = false
    var runs: [RunSpec]
    var widths: [Double]
}

/// Builds the paragraphs of the fidelity test from `Corpus`.
struct CaseGenerator {
    var random: SeededRandom
    /// Multiplies the number of paragraphs of each kind.
    var scale: Int
    /// Widths per paragraph.
    var widthsPerParagraph: Int

    init(seed: UInt64 = 20_241_129, scale: Int = 1, widthsPerParagraph: Int = 7) {
        random = SeededRandom(seed: seed)
        self.scale = max(1, scale)
        self.widthsPerParagraph = max(2, widthsPerParagraph)
    }

    mutating func paragraphs() -> [ParagraphSpec] {
        var result: [ParagraphSpec] = []
        for _ in 0..<scale { result += batch() }
        return result
    }

    private mutating func batch() -> [ParagraphSpec] {
        var result: [ParagraphSpec] = []
        for _ in 0..<70 { result.append(make(kind: "english", runs: englishRuns(styled: false), language: "en")) }
        for _ in 0..<60 { result.append(make(kind: "english-styled", runs: englishRuns(styled: true), language: "en")) }
        for _ in 0..<70 { result.append(make(kind: "chinese", runs: chineseRuns(), language: "zh-CN")) }
        for _ in 0..<60 { result.append(make(kind: "mixed", runs: mixedRuns(), language: "zh-CN")) }
        for index in 0..<24 {
            let chinese = index % 3 == 0
            result.append(make(kind: "url", runs: urlRuns(chinese: chinese), language: chinese ? "zh-CN" : "en"))
        }
        for _ in 0..<24 { result.append(make(kind: "punctuation", runs: punctuationRuns(), language: "en")) }
        for index in 0..<16 {
            // Headings: bold blocks at larger sizes.
            let chinese = index % 2 == 1
            let sentence = chinese ? random.pick(Corpus.chinese) : random.pick(Corpus.english)
            var heading = make(kind: "heading", runs: [RunSpec(text: sentence, bold: true)], language: chinese ? "zh-CN" : "en")
            heading.bold = true
            heading.fontSize = random.pick([22, 24, 26, 28, 32, 36])
            heading.lineHeight = (heading.fontSize * random.pick([1.2, 1.25, 1.3])).rounded()
            result.append(heading)
        }
        for index in 0..<36 {
            let edge = Corpus.edges[index % Corpus.edges.count]
            var runs = [RunSpec(text: edge.text)]
            if index >= Corpus.edges.count {
                let pool = edge.language.hasPrefix("zh") ? Corpus.chinese : Corpus.english
                runs.append(RunSpec(text: (edge.language.hasPrefix("zh") ? "" : " ") + random.pick(pool)))
            }
            result.append(make(kind: "edge", runs: runs, language: edge.language))
        }
        for index in 0..<30 {
            let chinese = index % 2 == 1
            let sentence = chinese ? random.pick(Corpus.chinese) : random.pick(Corpus.english)
            result.append(make(kind: "short", runs: [RunSpec(text: sentence)], language: chinese ? "zh-CN" : "en"))
        }
        // Japanese (kinsoku: small kana, the long vowel mark, closing brackets) and Korean
        // (spaces between words, breaks between syllables too), after the others so that
        // their cases stay as they were.
        for _ in 0..<40 {
            result.append(make(kind: "japanese", runs: sentences(Corpus.japanese, 1...5).flatMap { styleCharacters($0) },
                               language: "ja"))
        }
        for _ in 0..<40 {
            let text = sentences(Corpus.korean, 1...5).joined(separator: " ")
            result.append(make(kind: "korean", runs: styleWords(text), language: "ko"))
        }
        return result
    }

    private mutating func make(kind: String, runs: [RunSpec], language: String) -> ParagraphSpec {
        let fontSize = random.pick([14, 15, 15.5, 16, 16, 17, 17.25, 18, 19, 20])
        var lineHeight = (fontSize * random.pick([1.4, 1.5, 1.6, 1.75])).rounded()
        if random.chance(0.2) { lineHeight += 0.5 }
        let common: [Double] = [280, 320, 343, 358, 375, 390, 412, 430, 480, 512, 600, 640, 720, 760]
        var widths: Set<Double> = []
        while widths.count < widthsPerParagraph {
            if widths.count < 2 {
                widths.insert(random.pick(common))
            } else {
                var width = Double(random.int(280...760))
                if random.chance(0.15) { width += random.pick([0.25, 0.5, 0.75]) }
                widths.insert(width)
            }
        }
        return ParagraphSpec(
            kind: kind, language: language, fontSize: fontSize, lineHeight: lineHeight, runs: merged(runs),
            widths: widths.sorted())
    }

    /// Joins neighbouring runs of the same style.
    private func merged(_ runs: [RunSpec]) -> [RunSpec] {
        var result: [RunSpec] = []
        for run in runs where !run.text.isEmpty || run.lineBreak {
            if var last = result.last, !last.lineBreak, !run.lineBreak, last.bold == run.bold,
               last.italic == run.italic, last.code == run.code, last.link == run.link, !run.code {
                last.text += run.text
                result[result.count - 1] = last
            } else {
                result.append(run)
            }
        }
        return result
    }

    private mutating func sentences(_ pool: [String], _ count: ClosedRange<Int>) -> [String] {
        (0..<random.int(count)).map { _ in random.pick(pool) }
    }

    /// Wraps a few words of `sentence` in a random style.
    private mutating func styleWords(_ sentence: String) -> [RunSpec] {
        let words = sentence.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count > 4, random.chance(0.7) else { return [RunSpec(text: sentence)] }
        let length = random.int(1...3)
        let start = random.int(0...(words.count - length - 1))
        var styled = RunSpec(text: words[start..<(start + length)].joined(separator: " "))
        switch random.int(0...4) {
        case 0: styled.bold = true
        case 1: styled.italic = true
        case 2: styled.bold = true; styled.italic = true
        case 3: styled.link = true
        default: styled.code = true
        }
        var runs: [RunSpec] = []
        let before = words[..<start].joined(separator: " ")
        if !before.isEmpty { runs.append(RunSpec(text: before + " ")) }
        runs.append(styled)
        let after = words[(start + length)...].joined(separator: " ")
        runs.append(RunSpec(text: after.isEmpty ? "" : " " + after))
        return runs
    }

    private mutating func englishRuns(styled: Bool) -> [RunSpec] {
        var runs: [RunSpec] = []
        for (index, sentence) in sentences(Corpus.english, 1...5).enumerated() {
            if index > 0 {
                if styled && random.chance(0.12) {
                    runs.append(RunSpec(text: "", lineBreak: true))
                } else {
                    runs.append(RunSpec(text: " "))
                }
            }
            if styled {
                runs += styleWords(sentence)
                if random.chance(0.25) {
                    runs.append(RunSpec(text: " See "))
                    runs.append(RunSpec(text: random.pick(Corpus.code), code: true))
                    runs.append(RunSpec(text: "."))
                }
            } else {
                runs.append(RunSpec(text: sentence))
            }
        }
        return runs
    }

    /// Wraps a few characters of a Chinese sentence in a random style.
    private mutating func styleCharacters(_ sentence: String) -> [RunSpec] {
        let characters = Array(sentence)
        guard characters.count > 10, random.chance(0.5) else { return [RunSpec(text: sentence)] }
        let length = random.int(2...6)
        let start = random.int(0...(characters.count - length - 1))
        var styled = RunSpec(text: String(characters[start..<(start + length)]))
        switch random.int(0...3) {
        case 0: styled.bold = true
        case 1: styled.italic = true
        case 2: styled.link = true
        default: styled.bold = true; styled.italic = true
        }
        return [RunSpec(text: String(characters[..<start])), styled, RunSpec(text: String(characters[(start + length)...]))]
    }

    private mutating func chineseRuns() -> [RunSpec] {
        sentences(Corpus.chinese, 1...6).flatMap { styleCharacters($0) }
    }

    private mutating func mixedRuns() -> [RunSpec] {
        var runs: [RunSpec] = []
        for _ in 0..<random.int(1...4) {
            if random.chance(0.6) {
                // A mixed sentence: backticks mark inline code.
                let parts = random.pick(Corpus.mixed).split(separator: "`", omittingEmptySubsequences: false)
                for (index, part) in parts.enumerated() {
                    runs.append(RunSpec(text: String(part), code: index % 2 == 1))
                }
            } else {
                // A Chinese sentence with a Latin word or a bold term dropped in.
                var characters = Array(random.pick(Corpus.chinese))
                let at = random.int(1...(characters.count - 2))
                let word = random.pick(Corpus.latinWords)
                if random.chance(0.5) {
                    characters.insert(contentsOf: " \(word) ", at: at)
                    runs += styleCharacters(String(characters))
                } else {
                    runs.append(RunSpec(text: String(characters[..<at])))
                    runs.append(RunSpec(text: word, bold: random.chance(0.5), link: random.chance(0.5)))
                    runs.append(RunSpec(text: String(characters[at...])))
                }
            }
        }
        return runs
    }

    private mutating func urlRuns(chinese: Bool) -> [RunSpec] {
        let pool = chinese ? Corpus.chinese : Corpus.english
        var runs: [RunSpec] = [RunSpec(text: random.pick(pool) + (chinese ? "参见 " : " See "))]
        runs.append(RunSpec(text: random.pick(Corpus.urls), link: random.chance(0.5)))
        runs.append(RunSpec(text: chinese ? " 了解详情。" : " for details. " + random.pick(pool)))
        return runs
    }

    private mutating func punctuationRuns() -> [RunSpec] {
        var runs: [RunSpec] = []
        for (index, line) in sentences(Corpus.punctuation, 1...3).enumerated() {
            if index > 0 { runs.append(RunSpec(text: " ")) }
            runs.append(RunSpec(text: line))
            if random.chance(0.4) {
                runs.append(RunSpec(text: " " + random.pick(Corpus.english)))
            }
        }
        return runs
    }
}
