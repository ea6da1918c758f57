/// Ways to cut one fuzz input into the several values a target needs.
public enum FuzzInput {
    /// The parts of `bytes` between NUL bytes (NUL never occurs in the text the parts stand for).
    public static func parts(_ bytes: [UInt8], limit: Int = .max) -> [[UInt8]] {
        bytes.split(separator: 0, maxSplits: limit - 1, omittingEmptySubsequences: false).map(Array.init)
    }

    /// `bytes` as text, each ill-formed sequence replaced (for APIs that take a `String`).
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
