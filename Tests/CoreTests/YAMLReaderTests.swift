import Testing
@testable import SitegenCore

/// Reads `text` and returns its single error, failing the test if there is not exactly one.
private func readError(_ text: String, firstLine: Int = 1) -> Diagnostic? {
    do {
        _ = try YAMLReader.read(text, file: "page.md", firstLine: firstLine)
        Issue.record("expected an error for \(text.prefix(60))")
        return nil
    } catch {
        #expect(error.diagnostics.count == 1)
        return error.diagnostics.first
    }
}

@Suite struct YAMLReaderTests {
    @Test func readsMappingsSequencesAndScalarsInOrder() throws {
        let text = """
            title: Hello
            tags: [swift, "layout"]
            nested:
              - a: 1
              - b
            """
        let root = try #require(try YAMLReader.read(text, file: "page.md"))
        guard case .mapping(let pairs) = root.kind else { Issue.record("not a map"); return }
        #expect(pairs.map { $0.key.string } == ["title", "tags", "nested"])
        #expect(root["title"]?.string == "Hello")
        guard case .sequence(let tags) = root["tags"]?.kind else { Issue.record("tags not a list"); return }
        #expect(tags.map(\.string) == ["swift", "layout"])
        #expect(tags[0].kind == .scalar(text: "swift", isPlain: true))
        #expect(tags[1].kind == .scalar(text: "layout", isPlain: false))
        guard case .sequence(let nested) = root["nested"]?.kind else { Issue.record("nested not a list"); return }
        #expect(nested[0]["a"]?.int == 1)
        #expect(nested[1].string == "b")
    }

    @Test func locationsAreOneBasedAndShiftedByFirstLine() throws {
        let text = "title: Hello\ntags:\n  - été\n  - x\n"
        let root = try #require(try YAMLReader.read(text, file: "content/a.md", firstLine: 2))
        #expect(root["title"]?.location == SourceLocation(file: "content/a.md", line: 2, column: 8))
        guard case .mapping(let pairs) = root.kind else { Issue.record("not a map"); return }
        #expect(pairs[1].key.location == SourceLocation(file: "content/a.md", line: 3, column: 1))
        guard case .sequence(let tags) = root["tags"]?.kind else { Issue.record("tags not a list"); return }
        #expect(tags[0].location.line == 4 && tags[0].location.column == 5)
        #expect(tags[1].location.line == 5 && tags[1].location.column == 5)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try #require(try YAMLReader.read("标题: 你好\n", file: "p.md"))
        #expect(root["标题"]?.location.column == 5)
    }

    @Test func emptyInputsGiveNil() throws {
        #expect(try YAMLReader.read("", file: "p.md") == nil)
        #expect(try YAMLReader.read("# only a comment\n", file: "p.md") == nil)
        #expect(try YAMLReader.read("   \n\n", file: "p.md") == nil)
        #expect(try YAMLReader.read("---\n", file: "p.md") == nil)
        #expect(try YAMLReader.read("--- # comment\n...\n", file: "p.md") == nil)
        #expect(try YAMLReader.read("~", file: "p.md")?.isNull == true)
        #expect(try YAMLReader.read("''", file: "p.md")?.string == "")
    }

    @Test func duplicateKeyIsReportedAtTheSecondKey() throws {
        let error = try #require(readError("title: a\ndate: 2024-01-01\ntitle: b\n", firstLine: 2))
        #expect(error.location == SourceLocation(file: "page.md", line: 4, column: 1))
        #expect(error.message.contains("duplicate key 'title'"))
        #expect(error.message.contains("first defined on line 2"))
    }

    @Test func quotedAndPlainSpellingsOfAKeyAreDuplicates() throws {
        let error = try #require(readError("a: 1\n\"a\": 2\n"))
        #expect(error.location.line == 2 && error.location.column == 1)
    }

    @Test func duplicateKeysInNestedMapsAndSameKeysInSiblingMaps() throws {
        let ok = try YAMLReader.read("- a: 1\n- a: 2\n", file: "p.md")
        #expect(ok != nil)
        let error = try #require(readError("outer:\n  x: 1\n  y: 2\n  x: 3\n"))
        #expect(error.location.line == 4 && error.location.column == 3)
    }

    @Test func syntaxErrorCarriesLibyamlsMark() throws {
        let error = try #require(readError("title: [a, b\ndate: x\n", firstLine: 2))
        #expect(error.location == SourceLocation(file: "page.md", line: 3, column: 5))
        #expect(error.message.contains("did not find expected ',' or ']'"))
        let second = try #require(readError("a: b: c\n"))
        #expect(second.location.line == 1 && second.location.column == 5)
        #expect(second.message.contains("mapping values are not allowed"))
    }

    @Test func controlCharacterIsReportedAtItsByte() throws {
        let error = try #require(readError("a: b\nc: é\u{01}\n", firstLine: 2))
        #expect(error.location == SourceLocation(file: "page.md", line: 3, column: 5))
        #expect(error.message.contains("control characters"))
    }

    @Test func secondDocumentIsAnError() throws {
        let error = try #require(readError("a: 1\n---\nb: 2\n"))
        #expect(error.location.line == 2 && error.location.column == 1)
        #expect(error.message.contains("only one YAML document"))
    }

    @Test func aliasesResolveToTheAnchoredNode() throws {
        let root = try #require(try YAMLReader.read("base: &b {x: 1, y: [a, b]}\ncopy: *b\n", file: "p.md"))
        let copy = try #require(root["copy"])
        #expect(copy["x"]?.int == 1)
        #expect(copy["y"] == root["base"]?["y"])
        #expect(copy.location.line == 2 && copy.location.column == 7)
    }

    @Test func unknownAndSelfReferentialAliasesAreErrors() throws {
        let unknown = try #require(readError("a: *nope\n"))
        #expect(unknown.location.line == 1 && unknown.location.column == 4)
        #expect(unknown.message.contains("'*nope'"))
        let cyclic = try #require(readError("a: &x [1, *x]\n"))
        #expect(cyclic.location.line == 1 && cyclic.location.column == 11)
        #expect(cyclic.message.contains("contains it"))
    }

    @Test func billionLaughsFailsCleanly() throws {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        let error = try #require(readError(lines.joined(separator: "\n")))
        #expect(error.message.contains("aliases expand to more than 10000 nodes"))
        // Sizes: a0 10, a1 91, a2 820, a3 7381 nodes. Lines 2-4 expand 90 + 819 + 7380 = 8289
        // nodes; line 5's first alias to a3 brings the total past 10,000.
        #expect(error.location.line == 5 && error.location.column == 10)
    }

    @Test func modestAliasUseIsAllowed() throws {
        let text = "d: &d [1, 2, 3]\n" + (1...100).map { "k\($0): *d" }.joined(separator: "\n")
        let root = try #require(try YAMLReader.read(text, file: "p.md"))
        #expect(root["k100"]?.typeName == "a list")
    }

    /// Deep inputs, named so that test output stays readable: 10,000 levels, except 1,000
    /// for indented mappings, whose size grows with the square of the depth.
    enum DeepInput: String, CaseIterable, CustomTestStringConvertible {
        case flowSequences, flowMappings, blockSequencesOnOneLine, indentedBlockMappings

        var text: String {
            switch self {
            case .flowSequences: String(repeating: "[", count: 10_000)
            case .flowMappings: String(repeating: "{a: ", count: 10_000)
            case .blockSequencesOnOneLine: String(repeating: "- ", count: 10_000) + "x"
            case .indentedBlockMappings:
                (0..<1_000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
            }
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: DeepInput.allCases)
    func deepNestingIsACleanError(input: DeepInput) throws {
        let error = try #require(readError(input.text, firstLine: 2))
        #expect(error.message.contains("deeper than 100"))
        #expect(error.location.line >= 2)
    }

    @Test func hundredLevelsAreAllowed() throws {
        let text = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        var node = try #require(try YAMLReader.read(text, file: "p.md"))
        var depth = 1
        while case .sequence(let items) = node.kind, let first = items.first {
            node = first
            depth += 1
        }
        #expect(depth == 100)
        let error = try #require(readError("[" + text + "]"))
        #expect(error.location.column == 101)
    }

    @Test func complexKeysAreRejected() throws {
        let error = try #require(readError("? [a, b]\n: c\n"))
        #expect(error.location.line == 1 && error.location.column == 3)
        #expect(error.message.contains("not a list"))
    }

    @Test func tagsDecideWhetherAScalarIsTyped() throws {
        let root = try #require(try YAMLReader.read("a: !!str 12\nb: !!int \"12\"\nc: !custom 5\n", file: "p.md"))
        #expect(root["a"]?.int == nil)
        #expect(root["a"]?.typeName == "a string")
        #expect(root["b"]?.int == 12)
        #expect(root["c"]?.int == 5)
    }

    /// libyaml puts the end of a stream without a final line break on a line after the last,
    /// which the file does not have; an error there is placed at the end of the last line.
    @Test(arguments: [("[", 1, 2), ("\n[", 2, 2), ("title: [", 1, 9), ("a:\n  - [x,", 2, 8)])
    func anErrorAtTheEndOfTextWithoutALineBreakIsOnItsLastLine(text: String, line: Int, column: Int) throws {
        let error = try #require(readError(text, firstLine: 2))
        #expect(error.location.line == line + 1)
        #expect(error.location.column == column)
        #expect(error.message.hasSuffix("started on line \(line + 1))"))
    }
}
