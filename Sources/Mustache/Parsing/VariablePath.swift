/// A name in a variable or section tag, split at its dots: `a.b.c`, or `.` for the current item.
struct VariablePath: Sendable {
    /// `.`: the item on top of the context stack.
    let isImplicit: Bool
    /// The part looked up through the whole context stack.
    let first: String
    let firstFingerprint: UInt64
    /// The parts looked up strictly inside the value found so far, with their fingerprints.
    let rest: [(key: String, fingerprint: UInt64)]

    /// Nil when a dot has no name on one side (`a..b`, `.a`, `a.`).
    init?(_ name: String) {
        if name == "." {
            isImplicit = true
            first = ""
            firstFingerprint = MustacheMap.fingerprint("")
            rest = []
            return
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        isImplicit = false
        first = String(parts[0])
        firstFingerprint = MustacheMap.fingerprint(first)
        rest = parts.dropFirst().map { (String($0), MustacheMap.fingerprint(String($0))) }
    }
}
