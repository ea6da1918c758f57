/// CSS string tokens (`"…"`), for text written into a stylesheet, such as a `url("…")`.
public enum CSSString {
    /// `text` in double quotes, with the characters that would end the string or the line
    /// escaped (`"`, `\`, line breaks and other control characters, as `\22 `, `\5c `…), so a
    /// stylesheet reads back exactly `text` whatever it holds.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F {
                // The space ends the escape, so a hex digit after it is not read as part of it.
                result += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
