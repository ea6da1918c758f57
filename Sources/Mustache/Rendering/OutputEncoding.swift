/// How values become output bytes: HTML escaping and number formatting.
enum OutputEncoding {
    static func append(_ value: MustacheValue, escapingHTML: Bool, to output: inout [UInt8]) {
        switch value {
        case .string(let text):
            if escapingHTML { appendEscaped(text, to: &output) } else { output.append(contentsOf: text.utf8) }
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            appendNumber(number, to: &output)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .list, .map:
            break
        }
    }

    /// Whole numbers print without a fraction (`3`, not `3.0`); others in their shortest exact form.
    static func appendNumber(_ number: Double, to output: inout [UInt8]) {
        // Truncating conversion rather than `rounded()`, which would need libm.
        if number.magnitude < 9.2e18, Double(Int(number)) == number {
            output.append(contentsOf: String(Int(number)).utf8)
        } else {
            output.append(contentsOf: number.description.utf8)
        }
    }

    /// Escapes `& < > " '`, the characters that end or change an HTML text run or attribute value.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: &output) }
        if done == nil {
            let copy = Array(text.utf8)
            copy.withUnsafeBufferPointer { appendEscaped($0, to: &output) }
        }
    }

    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // Every special byte is at most '>' (0x3E); most text bytes are above it.
            guard byte <= 0x3E else { continue }
            let entity: StaticString
            switch byte {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22: entity = "&quot;"
            case 0x27: entity = "&#39;"
            default: continue
            }
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...])) }
    }
}
