/// One of the parts a build is split into (`--shard K/N`): shard `index` of `count`,
/// counted from 1 as users write them.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// `K/N` with 1 ≤ K ≤ N; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, count <= Self.maximumCount, (1 ... count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// More parts than any CI matrix runs jobs.
    public static let maximumCount = 1024

    public var description: String { "\(index)/\(count)" }
}
