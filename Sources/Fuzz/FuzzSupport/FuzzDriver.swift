internal import CLibFuzzer
import Glibc

/// Runs libFuzzer over one target: the closure gets each input and traps on a finding.
///
/// SwiftPM gives an executable a `main` of its own, so libFuzzer is started through
/// `LLVMFuzzerRunDriver` from it; `LLVMFuzzerTestOneInput` is defined as well, for a link in
/// which libFuzzer's own `main` wins. Either way every input reaches the same closure.
public enum FuzzDriver {
    /// Hands the command line to libFuzzer (`-max_total_time=…`, corpus folders) and exits with its status.
    public static func run(_ target: @escaping ([UInt8]) -> Void) -> Never {
        fuzzTarget = target
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}

/// Set once, before libFuzzer starts calling, and read from libFuzzer's one thread only.
nonisolated(unsafe) private var fuzzTarget: (([UInt8]) -> Void)?

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzTarget?(bytes)
    return 0
}
