/// An immutable byte buffer shared by the file cache and the responses in flight.
///
/// The daemon keeps a retain on it until the connection has sent it, so evicting a
/// cache entry never frees bytes that are still being written to a socket. The bytes
/// never change after `init`, which is what makes sharing them across threads safe.
final class SharedBytes: @unchecked Sendable {
    /// The first byte; valid for as long as this object is alive.
    let baseAddress: UnsafeRawPointer
    let count: Int

    init(_ bytes: [UInt8]) {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { memory.copyMemory(from: base, byteCount: source.count) }
        }
        baseAddress = UnsafeRawPointer(memory)
        count = bytes.count
    }

    deinit { UnsafeMutableRawPointer(mutating: baseAddress).deallocate() }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: baseAddress, count: count) }
}
