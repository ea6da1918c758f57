/// A page's date as written in front matter: a calendar day, optionally with a time and a UTC offset.
///
/// Comparison orders by the written wall-clock values (offsets are not applied), which is
/// what sorting a site's pages by date needs when they are written in one time zone.
public struct PageDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// A time of day.
    public struct Time: Hashable, Sendable, Comparable {
        public var hour: Int
        public var minute: Int
        public var second: Int

        public init(hour: Int, minute: Int, second: Int = 0) {
            self.hour = hour
            self.minute = minute
            self.second = second
        }

        public static func < (lhs: Time, rhs: Time) -> Bool {
            (lhs.hour, lhs.minute, lhs.second) < (rhs.hour, rhs.minute, rhs.second)
        }
    }

    public var year: Int
    public var month: Int
    public var day: Int
    public var time: Time?
    /// Minutes east of UTC (`Z` is 0); nil when no offset was written (local time).
    public var offsetMinutes: Int?

    public init(year: Int, month: Int, day: Int, time: Time? = nil, offsetMinutes: Int? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    /// ISO 8601: `2024-02-29`, `2024-02-29T09:30:00`, `2024-02-29T09:30:00Z` or `…+05:30`.
    public var iso8601: String {
        var text = "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
        guard let time else { return text }
        text += "T\(Self.pad(time.hour, 2)):\(Self.pad(time.minute, 2)):\(Self.pad(time.second, 2))"
        if let offsetMinutes {
            if offsetMinutes == 0 {
                text += "Z"
            } else {
                let magnitude = abs(offsetMinutes)
                text += (offsetMinutes < 0 ? "-" : "+") + "\(Self.pad(magnitude / 60, 2)):\(Self.pad(magnitude % 60, 2))"
            }
        }
        return text
    }

    public var description: String { iso8601 }

    public static func < (lhs: PageDate, rhs: PageDate) -> Bool {
        let left = (lhs.year, lhs.month, lhs.day, lhs.time?.hour ?? -1, lhs.time?.minute ?? 0, lhs.time?.second ?? 0)
        let right = (rhs.year, rhs.month, rhs.day, rhs.time?.hour ?? -1, rhs.time?.minute ?? 0, rhs.time?.second ?? 0)
        return left < right
    }

    /// Whether `day` exists in `month` of `year` (proleptic Gregorian calendar).
    static func isValidDay(_ day: Int, month: Int, year: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
