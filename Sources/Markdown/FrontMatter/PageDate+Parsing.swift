extension PageDate {
    /// Why a date string was rejected.
    enum ParseError: Error, Equatable {
        /// Not in one of the accepted shapes.
        case format
        /// Well-formed but not a real date or time (February 30th, 25:00, offset +24:00).
        case impossible(String)
    }

    /// Parses `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS][Z|±HH:MM]`.
    init(parsing text: String) throws(ParseError) {
        var scanner = DigitScanner(Array(text.utf8))
        let year = try scanner.number(digits: 4)
        try scanner.expect(UInt8(ascii: "-"))
        let month = try scanner.number(digits: 2)
        try scanner.expect(UInt8(ascii: "-"))
        let day = try scanner.number(digits: 2)
        guard (1...12).contains(month) else { throw .impossible("there is no month \(month)") }
        guard Self.isValidDay(day, month: month, year: year) else {
            throw .impossible("\(Self.monthNames[month - 1]) \(year) has no day \(day)")
        }
        self.init(year: year, month: month, day: day)
        guard !scanner.isAtEnd else { return }

        try scanner.expect(UInt8(ascii: "T"))
        let hour = try scanner.number(digits: 2)
        try scanner.expect(UInt8(ascii: ":"))
        let minute = try scanner.number(digits: 2)
        var second = 0
        if scanner.peek == UInt8(ascii: ":") {
            scanner.advance()
            second = try scanner.number(digits: 2)
        }
        guard hour < 24, minute < 60, second < 60 else {
            throw .impossible("\(hour):\(minute):\(second) is not a time of day")
        }
        time = Time(hour: hour, minute: minute, second: second)
        guard let sign = scanner.peek else { return }
        scanner.advance()
        switch sign {
        case UInt8(ascii: "Z"):
            offsetMinutes = 0
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let offsetHours = try scanner.number(digits: 2)
            try scanner.expect(UInt8(ascii: ":"))
            let minutes = try scanner.number(digits: 2)
            guard offsetHours < 24, minutes < 60 else {
                throw .impossible("\(offsetHours):\(minutes) is not a UTC offset")
            }
            let total = offsetHours * 60 + minutes
            offsetMinutes = sign == UInt8(ascii: "-") ? -total : total
        default:
            throw .format
        }
        guard scanner.isAtEnd else { throw .format }
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}

/// Reads fixed-width ASCII numbers and separators.
private struct DigitScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        index += 1
    }

    mutating func expect(_ byte: UInt8) throws(PageDate.ParseError) {
        guard peek == byte else { throw .format }
        index += 1
    }

    mutating func number(digits: Int) throws(PageDate.ParseError) -> Int {
        var value = 0
        for _ in 0..<digits {
            guard let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { throw .format }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return value
    }
}
