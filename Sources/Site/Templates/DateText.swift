import SitegenMarkdown

/// The ways feeds, sitemaps and `<time datetime>` write a date, computed without calendars
/// or locales so that every machine writes the same bytes (`InterfaceStrings.human` writes
/// it for readers).
enum DateText {
    /// `2026-11-29`: the day alone, for sitemaps and `<time datetime>`.
    static func day(_ date: PageDate) -> String {
        String(date.iso8601.prefix(10))
    }

    /// RFC 3339 with a time and an offset, as Atom requires: a date alone is midnight UTC, and a
    /// time written without an offset is taken as UTC.
    static func rfc3339(_ date: PageDate) -> String {
        var full = date
        if full.time == nil { full.time = PageDate.Time(hour: 0, minute: 0, second: 0) }
        if full.offsetMinutes == nil { full.offsetMinutes = 0 }
        return full.iso8601
    }

    /// The UTC date and time of a Unix timestamp (`SOURCE_DATE_EPOCH`), by the civil-from-days
    /// algorithm of the proleptic Gregorian calendar.
    static func date(fromEpoch seconds: Int) -> PageDate {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let time = PageDate.Time(hour: secondOfDay / 3_600, minute: secondOfDay % 3_600 / 60, second: secondOfDay % 60)
        return PageDate(year: year, month: month, day: day, time: time, offsetMinutes: 0)
    }
}
