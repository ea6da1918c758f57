import SitegenCore
@testable import SitegenMarkdown
import Testing

/// Bad and unusual bytes: encodings, NUL, binary files, BOM, line endings, empty files.
@Suite struct SourceBytesTests {
    @Test func invalidUTF8IsReportedAtTheFirstBadByte() throws {
        var bytes = Array("---\ntitle: x\n---\nHello\nwörld ".utf8)
        bytes += [0xFF, 0x41, 0x0A]
        let error = try #require(pageError(bytes: bytes))
        #expect(error.location == at(5, 7))
        #expect(error.message.contains("invalid UTF-8"))
        #expect(error.message.contains("0xFF"))
    }

    @Test func latin1TextIsLocatedNotCalledBinary() throws {
        // "Café\nCrème brûlée" in ISO-8859-1.
        let bytes: [UInt8] = [0x43, 0x61, 0x66, 0xE9, 0x0A, 0x43, 0x72, 0xE8, 0x6D, 0x65]
        let error = try #require(pageError(bytes: bytes))
        #expect(error.location == at(1, 4))
        #expect(error.message.contains("invalid UTF-8"))
    }

    @Test(arguments: [
        [0xC0, 0x80],  // overlong NUL
        [0xED, 0xA0, 0x80],  // UTF-16 surrogate
        [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
        [0xE2, 0x82],  // truncated at end of file
        [0x80],  // lone continuation byte
    ] as [[UInt8]])
    func illFormedSequencesAreRejected(sequence: [UInt8]) throws {
        let error = try #require(pageError(bytes: Array("ab\nc".utf8) + sequence))
        #expect(error.location == at(2, 2))
    }

    @Test func plainTextIsWhatTheFullChecksAccept() {
        // The quick check may only pass bytes that the sniffer and the validator accept.
        var plainCount = 0
        for byte in 0...255 {
            let bytes = ArraySlice(Array("a\(byte)".utf8) + [UInt8(byte)] + Array("b\n".utf8))
            let plain = SourceText.isPlainText(bytes)
            let accepted = BinarySniffer.binaryKind(of: bytes) == nil
                && (try? SourceText.decode(Array(bytes), file: "x.md")) != nil
            if plain {
                plainCount += 1
                #expect(accepted, "byte \(byte)")
            }
            #expect(plain == (byte < 0x80 && (byte >= 0x20 || [0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(byte))), "byte \(byte)")
        }
        #expect(plainCount == 96 + 5)
        // In longer text the bytes are tested eight at a time: every byte, at every place of
        // the eight, gets the same answer.
        for byte in 0...255 {
            let expected = byte < 0x80 && (byte >= 0x20 || [0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(byte))
            for position in 0..<24 {
                var bytes = Array(String(repeating: "Lorem ipsum\n", count: 2).utf8)
                bytes[position] = UInt8(byte)
                #expect(SourceText.isPlainText(ArraySlice(bytes)) == expected, "byte \(byte) at \(position)")
            }
        }
    }

    @Test func nulByteIsReportedAtItsPosition() throws {
        let error = try #require(pageError(bytes: Array("# Title\n\n\tab".utf8) + [0x00] + Array("cd\n".utf8)))
        #expect(error.location == at(3, 4))
        #expect(error.message.contains("NUL"))
    }

    /// Text with other characters than ASCII takes the standard library's validation first:
    /// a NUL in it is still found, at its place, and its line endings are still made LF.
    @Test func nonASCIITextKeepsItsChecks() throws {
        let error = try #require(pageError(bytes: Array("# Grüße\r\n\r\nzwei ".utf8) + [0x00]))
        #expect(error.location == at(3, 6))
        #expect(error.message.contains("NUL"))
        #expect(try SourceText.decode(Array("wörld\r\nzwei\rdrei".utf8), file: "x.md") == "wörld\nzwei\ndrei")
        #expect(try SourceText.decode(Array("wörld\nzwei".utf8), file: "x.md") == "wörld\nzwei")
    }

    @Test func pngRenamedToMarkdownIsOneError() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        png += Array("IHDR".utf8) + (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let error = try #require(pageError(bytes: png))
        #expect(error.location == at(1, 1))
        #expect(error.message.contains("not a text file"))
        #expect(error.message.contains("PNG"))
    }

    @Test func unknownBinaryDataIsOneError() throws {
        // Deterministic noise (a multiplicative hash of the index), like compressed data.
        let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
        let error = try #require(pageError(bytes: bytes))
        #expect(error.message.contains("not a text file"))
        #expect(error.location == at(1, 1))
    }

    @Test func utf16IsRejectedWithAnExplanation() throws {
        let error = try #require(pageError(bytes: [0xFF, 0xFE, 0x23, 0x00, 0x20, 0x00]))
        #expect(error.message.contains("UTF-16"))
        #expect(error.location == at(1, 1))
    }

    @Test func byteOrderMarkBeforeFrontMatterIsSkipped() throws {
        let document = try readPage(bytes: [0xEF, 0xBB, 0xBF] + Array("---\ntitle: Hello\n---\n# H\n".utf8))
        #expect(document.title == "Hello")
        #expect(document.frontMatter.node?["title"]?.location == at(2, 8))
        #expect(document.sections.first?.location == at(4, 1))
    }

    @Test func crlfLineEndingsWork() throws {
        let document = try readPage("---\r\ntitle: Hello\r\ntags: [a]\r\n---\r\n# One\r\n\r\ntext\r\nmore\r\n")
        #expect(document.title == "Hello")
        #expect(document.frontMatter.tags == ["a"])
        let section = try #require(document.sections.first)
        #expect(section.location == at(5, 1))
        #expect(section.blocks.first?.kind == .paragraph([.text("text"), .softBreak, .text("more")]))
        #expect(section.blocks.first?.location == at(7, 1))
    }

    @Test func loneCRLineEndingsWork() throws {
        let document = try readPage("---\rtitle: Hello\r---\r# One\r\rtext\r")
        #expect(document.title == "Hello")
        #expect(document.sections.first?.location == at(4, 1))
        #expect(document.sections.first?.blocks.first?.location == at(6, 1))
    }

    @Test func errorLocationsCountCRLFAsOneLineBreak() throws {
        let error = try #require(pageError("---\r\ntitle: [1]\r\n---\r\n"))
        #expect(error.location == at(2, 8))
        let nul = try #require(pageError(bytes: Array("a\r\n\r\nb".utf8) + [0]))
        #expect(nul.location == at(3, 2))
    }

    @Test func emptyFileIsAnEmptyPageTitledAfterItsFile() throws {
        for bytes in [[], [0xEF, 0xBB, 0xBF], Array("\n\n  \n".utf8)] as [[UInt8]] {
            let document = try readPage(bytes: bytes)
            #expect(document.title == "page")
            #expect(document.titleSource == .fileName)
            #expect(document.preamble.isEmpty && document.sections.isEmpty)
            #expect(document.warnings.isEmpty)
            #expect(document.wordCount == 0)
        }
    }

    @Test func fileStemDropsOnlyTheLastExtension() {
        #expect(DocumentReader.fileStem("content/a/hello.world.md") == "hello.world")
        #expect(DocumentReader.fileStem("README") == "README")
        #expect(DocumentReader.fileStem(".hidden") == ".hidden")
    }
}
