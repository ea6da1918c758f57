extension Substring {
    /// The range of the first occurrence of `needle`, compared byte by byte (UTF-8): the
    /// right match for ASCII syntax (a stylesheet's, markup's). Foundation's `range(of:)`
    /// bridges the whole text for each search, and the standard library's `firstRange(of:)`
    /// builds a table as long as the text.
    func firstByteRange(of needle: String) -> Range<Index>? {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return startIndex..<startIndex }
        var from = utf8.startIndex
        while let found = utf8[from...].firstIndex(of: first) {
            if utf8[found...].starts(with: pattern) {
                return found..<utf8.index(found, offsetBy: pattern.count)
            }
            from = utf8.index(after: found)
        }
        return nil
    }
}
