import Testing
@testable import SitegenText

@Suite struct FontFaceTests {
    @Test func readsInterMetrics() {
        let inter = Fixtures.fonts.bodyRegular
        #expect(inter.familyName == "Inter")
        #expect(inter.unitsPerEm == 2816)
        #expect(inter.metrics == FontMetrics(unitsPerEm: 2816, ascent: 2728, descent: 680, lineGap: 0))
    }

    @Test func roundsLineMetricsAsChromium() {
        // 2728 / 2816 × 16 = 15.5 rounds up to 16; 680 / 2816 × 16 = 3.86 rounds up to 4.
        let inter = Fixtures.fonts.bodyRegular.metrics.lineMetrics(size: 16)
        #expect(inter.ascent == LayoutUnit(16))
        #expect(inter.descent == LayoutUnit(4))
        // 300 / 1000 × 14 = 4.2 rounds down to 4, so a px moves from the ascent (14.28 → 14 → 13).
        let mono = Fixtures.fonts.monoRegular.metrics.lineMetrics(size: 14)
        #expect(mono.ascent == LayoutUnit(13))
        #expect(mono.descent == LayoutUnit(5))
    }

    @Test func readsCollectionFaces() throws {
        let path = FontRole.cjkRegular.debianFile.path
        #expect(try FontFace.faceCount(path: path) == 10)
        let face0 = try FontFace(path: path, faceIndex: 0)
        let face2 = try FontFace(path: path, faceIndex: 2)
        #expect(face0.familyName == "Noto Sans CJK JP")
        #expect(face2.familyName == "Noto Sans CJK SC")
        #expect(face0.metrics == face2.metrics)
    }

    @Test func reportsGlyphCoverage() {
        let inter = Fixtures.fonts.bodyRegular
        let cjk = Fixtures.fonts.cjkRegular
        #expect(inter.covers("Zürich café, “quoted” — 1234567890"))
        #expect(!inter.covers("中文"))
        #expect(inter.uncoveredScalars(in: "ab中c文中") == ["中", "文"])
        #expect(cjk.covers("中文，标点。「引号」한국어"))
        #expect(!Fixtures.fonts.monoRegular.covers("中"))
    }

    @Test func failsOnMissingFilesAndFaces() {
        #expect(throws: FontError.self) { try FontFace(path: "/nonexistent/font.otf") }
        #expect(throws: FontError.noFace(source: FontRole.bodyRegular.debianFile.path, faceIndex: 3)) {
            try FontFace(path: FontRole.bodyRegular.debianFile.path, faceIndex: 3)
        }
        #expect(throws: FontError.noFace(source: "junk", faceIndex: 0)) {
            try FontFace(bytes: Array("not a font at all".utf8), source: "junk")
        }
    }

    @Test func loadsFromBytes() throws {
        let path = FontRole.monoRegular.debianFile.path
        let bytes = try [UInt8](contentsOf: path)
        let face = try FontFace(bytes: bytes, source: "mono")
        #expect(face.metrics == Fixtures.fonts.monoRegular.metrics)
        #expect(face.covers("let x = 42"))
    }
}

extension Array where Element == UInt8 {
    init(contentsOf path: String) throws {
        guard let file = fopen(path, "rb") else { throw FontError.unreadable(path: path, reason: "fopen") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        self = bytes
    }
}

#if canImport(Glibc)
import Glibc
#endif
