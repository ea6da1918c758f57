import Foundation
import SitegenEmit
import Testing

/// The embedded theme is the repository's `Templates/` folder, file for file and byte for byte.
@Suite struct DefaultThemeTests {
    static var templatesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Templates")
    }

    @Test func everyFileOfTemplatesIsEmbedded() throws {
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.templatesFolder.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(!onDisk.isEmpty)
        #expect(DefaultTheme.files.map(\.name) == onDisk)
    }

    @Test func embeddedBytesEqualTheFiles() throws {
        for file in DefaultTheme.files {
            let bytes = try Data(contentsOf: Self.templatesFolder.appendingPathComponent(file.name))
            #expect(file.bytes == [UInt8](bytes), "\(file.name) differs from Templates/\(file.name): rebuild")
        }
        #expect(DefaultTheme.contents(of: "base.mustache") != nil)
        #expect(DefaultTheme.contents(of: "missing.mustache") == nil)
    }

    /// Names flatten to Swift identifiers (`.` and `-` become `_`, a leading digit too): two
    /// files must never meet.
    @Test func flattenedNamesAreDistinct() {
        let flattened = DefaultTheme.files.map { file in
            String(file.name.enumerated().map { index, character in
                character.isLetter || (character.isNumber && index > 0) ? character : "_"
            })
        }
        #expect(flattened.contains("_04_mustache"))
        #expect(Set(flattened).count == flattened.count)
    }

    @Test func percentEncodingKeepsURLCharacters() {
        #expect(HTMLEscaping.percentEncoded("/docs/a-b_c.d/?x=1&y='2'#top") == "/docs/a-b_c.d/?x=1&y='2'#top")
        #expect(HTMLEscaping.percentEncoded("/zh/安装/") == "/zh/%E5%AE%89%E8%A3%85/")
        #expect(HTMLEscaping.percentEncoded("/a b/") == "/a%20b/")
        #expect(HTMLEscaping.percentEncoded("/already%20encoded/") == "/already%20encoded/")
    }
}
