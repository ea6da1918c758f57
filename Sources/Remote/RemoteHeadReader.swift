/// Reads the first bytes of remote files over HTTP and HTTPS, many at a time, each only as far
/// as its reader needs (an image's size is in its header): a 2 GB file costs what its header
/// costs, a server that hangs costs one timeout, and one that redirects in a loop is left after
/// a few redirects.
public struct RemoteHeadReader: Sendable {
    /// How long a connection may take to open.
    public var connectTimeout: Double = 3
    /// How long one file may take in all, redirects included.
    public var timeout: Double = 5
    /// The most bytes read of one file, whether or not its reader has enough.
    public var byteLimit = 1 << 20
    /// Redirects followed before a file is given up.
    public var redirectLimit = 5
    /// Files read at once in all, and from one server (as browsers limit themselves).
    public var connectionLimit = 16
    public var connectionsPerServer = 6

    public init() {}

    /// The first bytes of each of `urls` (http and https only), read until `isEnough` says
    /// they suffice, the file ends or `byteLimit` is reached; by URL.
    ///
    /// A server that does not answer is asked nothing more: its other files fail at once.
    public func read(_ urls: [String], isEnough: @escaping ([UInt8]) -> Bool) -> [String: RemoteHead] {
        var results: [String: RemoteHead] = [:]
        var pending: [String] = []
        for url in Set(urls).sorted() {
            if RemoteURL.host(of: url) == nil {
                results[url] = .failed(RemoteReadFailure("is not an http or https URL"))
            } else {
                pending.append(url)
            }
        }
        guard !pending.isEmpty else { return results }
        let session = CurlSession(settings: self)
        for (url, head) in session.run(pending, isEnough: isEnough) { results[url] = head }
        return results
    }
}
