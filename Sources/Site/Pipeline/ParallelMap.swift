import Dispatch

extension Array where Element: Sendable {
    /// `map` across all cores, results in the input's order (so output stays deterministic).
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        if count < 2 { return map(transform) }
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer { results.deallocate() }
        nonisolated(unsafe) let slots = results
        self.withUnsafeBufferPointer { input in
            nonisolated(unsafe) let input = input
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                slots[index] = transform(input[index])
            }
        }
        // Moved out, not copied: the slots are deallocated without being deinitialized, so
        // a copy would keep every result alive for the rest of the process.
        return (0..<count).map { index in results.moveElement(from: index)! }
    }
}
