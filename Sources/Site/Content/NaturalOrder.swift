/// Names compared as people number files: runs of digits by their value (`2` before `10`,
/// `issue-9` before `issue-10`), the rest letter by letter ignoring case.
enum NaturalOrder {
    /// Whether `lhs` comes before `rhs`; names equal but for case or leading zeros fall back
    /// to plain order, so that the order is total.
    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.lowercased().unicodeScalars)
        let right = Array(rhs.lowercased().unicodeScalars)
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if isDigit(left[i]) && isDigit(right[j]) {
                let leftRun = digitRun(left, from: i)
                let rightRun = digitRun(right, from: j)
                let a = leftRun.drop { $0 == "0" }
                let b = rightRun.drop { $0 == "0" }
                if a.count != b.count { return a.count < b.count }
                if !a.elementsEqual(b) { return a.lexicographicallyPrecedes(b) }
                i += leftRun.count
                j += rightRun.count
                continue
            }
            if left[i] != right[j] { return left[i].value < right[j].value }
            i += 1
            j += 1
        }
        if left.count - i != right.count - j { return left.count - i < right.count - j }
        return lhs < rhs
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> ArraySlice<Unicode.Scalar> {
        var end = start
        while end < scalars.count && isDigit(scalars[end]) { end += 1 }
        return scalars[start..<end]
    }
}
