import Foundation
import Testing
@testable import SitegenSite

/// The excerpt works over bytes and scalars; it must give what splitting into words and
/// Foundation's trimming gave.
@Suite struct ExcerptTests {
    static let samples: [String] = [
        "", " ", "\n\t ", "word", "  two  words ", "line\nbreak\tand tab", "a \u{301}accent after a space",
        "中文摘要，測試。", "「引號」與——破折號……", "Ends with a period.", "(parenthesised)", "¿Qué tal?",
        "¡Hola! ", "snake_case_name_", "dash-ended -", "\u{00A0}no-break spaces\u{00A0}", "em\u{2003}space",
        "“quoted” ’", "«guillemets»", "#hash @at *star", "emoji 👍🏽 and flags 🇫🇷.", "٪ arabic ، comma",
        "ideographic\u{3000}space\u{3000}", "$ 5 + 3 = 8 ~", "tab\tat\tend\t",
    ]

    @Test func collapsingSpacesEqualsSplittingIntoWords() {
        var texts = Self.samples
        for sample in Self.samples {
            texts.append(sample + "  " + sample)
            texts.append("\n" + sample.uppercased() + "\t")
        }
        for text in texts {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            #expect(Excerpt.collapsingSpaces(text) == words, "\(text.debugDescription)")
        }
    }

    @Test func trimmingEqualsFoundations() {
        let trimmed = CharacterSet.punctuationCharacters.union(.whitespaces)
        var texts = Self.samples
        // Every punctuation mark and space separator of the Basic Multilingual Plane, at both ends.
        for value in 0x20...0xFFFF {
            guard let scalar = Unicode.Scalar(value), trimmed.contains(scalar) else { continue }
            texts.append("\(scalar)mid dle\(scalar)")
        }
        #expect(texts.count > 600)
        for text in texts {
            #expect(Excerpt.trimmingPunctuationAndSpaces(text[...]) == text.trimmingCharacters(in: trimmed),
                    "\(text.debugDescription)")
        }
    }

    @Test func aLongTextIsCutAtTheLastSpaceBeforeTheLimit() {
        let words = (0..<80).map { "w\($0)," }.joined(separator: " ")
        let cut = Excerpt.shortened(words)
        #expect(cut.hasSuffix("…"))
        #expect(!cut.dropLast().hasSuffix(","))
        #expect(cut.count <= Excerpt.limit + 1)
        #expect(words.hasPrefix(cut.dropLast()))
        #expect(!words.hasPrefix(cut.dropLast() + " "  + "x"))
        // Two hundred characters exactly: kept whole, even in more bytes.
        let chinese = String(repeating: "中", count: Excerpt.limit)
        #expect(Excerpt.shortened(chinese) == chinese)
        #expect(Excerpt.shortened(chinese + "。") == String(repeating: "中", count: Excerpt.limit) + "…")
    }
}
