/// A name in a variable or section tag, split at its dots: `a.b.c`, or `.` for the current item.
struct VariablePath: Sendable {
    /// `.`: the item on top of the context stack.
    let isImplicit: Bool
    /// The part looked up through the whole context stack.
    let first: String
    /// The parts looked up strictly inside the value found so far.
    let rest: [String]

    /// Nil when a dot has no name on one side (`a..b`, `.a`, `a.`).
    init?(_ name: String) {
        if name == "." {
            isImplicit = true
            first = ""
            rest = []
            return
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else { return nil }
        isImplicit = false
        first = String(parts[0])
        rest = parts.dropFirst().map(String.init)
    }
}
