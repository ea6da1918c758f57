@testable import SitegenMarkdown
import Testing

@Suite struct PageDateTests {
    @Test func parsesEachForm() throws {
        #expect(try PageDate(parsing: "2024-05-31") == PageDate(year: 2024, month: 5, day: 31))
        #expect(try PageDate(parsing: "2024-05-31T07:05") == PageDate(year: 2024, month: 5, day: 31, time: .init(hour: 7, minute: 5)))
        #expect(try PageDate(parsing: "2024-05-31T07:05:09Z").offsetMinutes == 0)
        #expect(try PageDate(parsing: "2024-05-31T07:05:09-09:30").offsetMinutes == -570)
    }

    @Test func rejectsImpossibleAndMalformed() {
        #expect(throws: PageDate.ParseError.impossible("February 2100 has no day 29")) { try PageDate(parsing: "2100-02-29") }
        #expect(throws: PageDate.ParseError.format) { try PageDate(parsing: "2024-05-31T07:05Zjunk") }
        #expect(throws: PageDate.ParseError.format) { try PageDate(parsing: "2024-05-31 ") }
        #expect(throws: PageDate.ParseError.format) { try PageDate(parsing: "") }
    }

    @Test func rendersISO8601() {
        #expect(PageDate(year: 987, month: 1, day: 2).iso8601 == "0987-01-02")
        let date = PageDate(year: 2024, month: 2, day: 29, time: .init(hour: 23, minute: 0, second: 5), offsetMinutes: 60)
        #expect(date.iso8601 == "2024-02-29T23:00:05+01:00")
        #expect(date.description == date.iso8601)
    }

    @Test func ordersByWrittenValues() {
        let day = PageDate(year: 2024, month: 3, day: 1)
        let morning = PageDate(year: 2024, month: 3, day: 1, time: .init(hour: 0, minute: 0))
        let later = PageDate(year: 2024, month: 3, day: 2)
        #expect(day < morning && morning < later)
        #expect([later, morning, day].sorted() == [day, morning, later])
    }
}
