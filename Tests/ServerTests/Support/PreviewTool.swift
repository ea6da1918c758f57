import Foundation
import Testing

/// PreviewTestServer serving a folder in a process of its own, stopped when released.
final class PreviewTool {
    let process = Process()
    let port: Int

    struct NotListening: Error, CustomStringConvertible {
        var output: String
        var description: String { "PreviewTestServer never said where it listens: \(output)" }
    }

    init(root: URL) throws {
        // The test runner and the tool are built into the same products folder.
        let products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
        let tool = products.appendingPathComponent("PreviewTestServer")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "missing \(tool.path)")
        process.executableURL = tool
        process.arguments = ["--root", root.path, "--port", "0"]
        let output = CapturedPipe()
        process.standardOutput = output.pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        _ = output.wait { $0.contains("listening on") }
        guard let address = output.text.range(of: "http://127.0.0.1:"),
              let port = Int(output.text[address.upperBound...].prefix { $0.isNumber })
        else {
            process.terminate()
            process.waitUntilExit()
            throw NotListening(output: output.text)
        }
        self.port = port
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
