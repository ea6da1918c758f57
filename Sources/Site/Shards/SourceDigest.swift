import Foundation

/// A digest of everything a build's output depends on: the config, every file of `Content/`
/// and `Templates/`, by path and bytes, and the settings of the command line. The parts of
/// one sharded build must all have it, and the merge computes it again from its own sources.
enum SourceDigest {
    static func of(siteRoot: String, files: [ContentFile], options: BuildOptions) -> String {
        var hash = FNV1a()
        hash.add("sitegen-sources-1")
        hash.add("drafts=\(options.includeDrafts) base-url=\(options.baseURL ?? "")")
        hash.addFile(atPath: siteRoot + "/sitegen.yml", named: "sitegen.yml")
        for file in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            hash.addFile(atPath: file.absolutePath, named: "Content/" + file.relativePath)
        }
        for path in templateFiles(siteRoot + "/Templates") {
            hash.addFile(atPath: siteRoot + "/Templates/" + path, named: "Templates/" + path)
        }
        let digits = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The regular files below `folder`, as sorted relative paths.
    private static func templateFiles(_ folder: String) -> [String] {
        StagedOutput.files(below: folder).keys.sorted()
    }

    /// 64-bit FNV-1a over a stream of named byte strings, each with its length, so that moving
    /// bytes from one file to the next changes the digest.
    private struct FNV1a {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func add(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }

        mutating func add(_ text: String) {
            add(text.utf8)
            add([0])
        }

        mutating func addFile(atPath path: String, named name: String) {
            add(name)
            guard let data = FileManager.default.contents(atPath: path) else { return add("(none)") }
            add("\(data.count)")
            data.withUnsafeBytes { add($0) }
        }
    }
}
