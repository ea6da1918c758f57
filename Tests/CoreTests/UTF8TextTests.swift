import Testing
import SitegenCore

/// The first bad byte of a file is reported at its line and column, columns counting Unicode
/// scalars as every other sitegen message does.
@Suite struct UTF8TextTests {
    func location(_ bytes: [UInt8], rejectingNUL: Bool = false) -> SitegenCore.SourceLocation? {
        UTF8Text.problem(in: bytes[...], file: "f", rejectingNUL: rejectingNUL)?.location
    }

    @Test func validTextHasNoProblem() {
        #expect(location(Array("héllo\r\nwörld 文档 🎉\n".utf8)) == nil)
        #expect(location([]) == nil)
        #expect(location([0x61, 0x00, 0x62]) == nil)
    }

    @Test func badByteIsAtItsLineAndColumn() {
        // "é" and "文" are one column each; the bad byte follows them.
        #expect(location(Array("a: 1\nb: é文".utf8) + [0xFF]) == SitegenCore.SourceLocation(file: "f", line: 2, column: 6))
        #expect(location([0x80]) == SitegenCore.SourceLocation(file: "f", line: 1, column: 1))
        // CRLF is one line end, and so is a lone CR.
        #expect(location(Array("x\r\ny\rzz".utf8) + [0xC3]) == SitegenCore.SourceLocation(file: "f", line: 3, column: 3))
        // A byte order mark is not a column.
        #expect(location([0xEF, 0xBB, 0xBF, 0x61, 0xFE]) == SitegenCore.SourceLocation(file: "f", line: 1, column: 2))
    }

    /// Overlong forms, surrogates, code points above U+10FFFF and cut sequences are all invalid.
    @Test(arguments: [[0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE6, 0x96]] as [[UInt8]])
    func illFormedSequencesAreInvalid(_ sequence: [UInt8]) {
        let problem = UTF8Text.problem(in: (Array("ab".utf8) + sequence)[...], file: "f")
        #expect(problem?.location == SitegenCore.SourceLocation(file: "f", line: 1, column: 3))
        #expect(problem?.message.contains("invalid UTF-8 (byte 0x\(String(sequence[0], radix: 16, uppercase: true)))") == true)
    }

    @Test func nulIsAProblemOnlyWhenAsked() {
        #expect(location([0x61, 0x0A, 0x62, 0x00], rejectingNUL: true) == SitegenCore.SourceLocation(file: "f", line: 2, column: 2))
    }

    @Test func utf16IsNamed() {
        let problem = UTF8Text.problem(in: [0xFF, 0xFE, 0x61, 0x00][...], file: "f")
        #expect(problem?.message.contains("UTF-16") == true)
    }

    /// Valid exactly when the standard library says so, on random bytes.
    @Test func agreesWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 3000 {
            let count = Int.random(in: 0 ... 12, using: &generator)
            let bytes = (0 ..< count).map { _ in [0x41, 0x0A, 0xC3, 0xA9, 0xE6, 0x96, 0x87, 0xF0, 0x9F, 0x80, 0xFF, 0xED][Int.random(in: 0 ..< 12, using: &generator)] } as [UInt8]
            guard !(bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) else { continue }
            let valid = String(validating: bytes, as: UTF8.self) != nil
            #expect((UTF8Text.problem(in: bytes[...], file: "f") == nil) == valid, "\(bytes)")
        }
    }
}
