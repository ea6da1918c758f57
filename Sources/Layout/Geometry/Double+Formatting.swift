extension String {
    var replacingNewlines: String {
        String(map { $0 == "\n" ? "⏎" : $0 })
    }
}

extension Double {
    /// The value with two decimals (the inspector's px format).
    public var twoDecimals: String {
        let scaled = (self * 100).rounded()
        let sign = scaled < 0 ? "-" : ""
        let magnitude = Int(abs(scaled))
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
