import Foundation

extension SiteConfig {
    /// The names sitegen looks for in the site root, first found wins.
    public static let fileNames = ["sitegen.yml", "sitegen.yaml"]

    /// Reads the config of the site at `siteRoot`, or the defaults when there is no config file.
    public static func load(siteRoot: String) throws(DiagnosticList) -> SiteConfig {
        for name in fileNames {
            let path = siteRoot + "/" + name
            var info = stat()
            // lstat: a broken symlink is a config that cannot be read, not a missing one.
            guard lstat(path, &info) == 0 else { continue }
            let bytes: [UInt8]
            switch readFile(path) {
            case .success(let read): bytes = read
            case .failure(let problem): throw DiagnosticList([.error(at: SourceLocation(file: name), "\(name) \(problem.reason)")])
            }
            if let problem = UTF8Text.problem(in: bytes[...], file: name) { throw DiagnosticList([problem]) }
            return try parse(String(decoding: bytes, as: UTF8.self), file: name)
        }
        return SiteConfig()
    }

    /// Why a config file could not be read, as words that follow its name.
    struct ReadProblem: Error {
        var reason: String
    }

    /// The bytes of the regular file at `path`. Opened without blocking and checked before it
    /// is read, so that a folder or a named pipe of that name is an error, never a wait.
    private static func readFile(_ path: String) -> Result<[UInt8], ReadProblem> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            // It was found by lstat: a name that opens nothing is a symlink to nothing.
            let reason = errno == ENOENT ? "is a broken symlink" : String(cString: strerror(errno))
            return .failure(ReadProblem(reason: "cannot be read: \(reason)"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(ReadProblem(reason: "cannot be read: \(String(cString: strerror(errno)))")) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ReadProblem(reason: "is a folder, not a file"))
        default: return .failure(ReadProblem(reason: "is not a regular file"))
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .failure(ReadProblem(reason: "cannot be read: \(String(cString: strerror(errno)))")) }
            if count == 0 { return .success(bytes) }
            bytes += buffer[..<count]
        }
    }

    /// Parses the text of a config file; unknown keys are errors, so that typos do not pass silently.
    public static func parse(_ text: String, file: String) throws(DiagnosticList) -> SiteConfig {
        var config = SiteConfig()
        config.file = file
        guard let root = try YAMLReader.read(text, file: file) else { return config }
        guard case .mapping(let pairs) = root.kind else {
            throw DiagnosticList([.error(at: root.location, "the config must be a map of settings, not \(root.typeName)")])
        }
        var problems = DiagnosticList()
        func string(_ node: YAMLNode, _ key: String) -> String? {
            guard let text = node.string, !node.isNull else {
                problems.append(.error(at: node.location, "'\(key)' must be a string, not \(node.typeName)"))
                return nil
            }
            return text
        }
        for pair in pairs {
            let key = pair.key.string ?? ""
            let value = pair.value
            switch key {
            case "title": config.title = string(value, key) ?? config.title
            case "baseURL", "baseUrl", "base_url":
                guard let url = string(value, key) else { break }
                if let problem = problem(withBaseURL: url) {
                    problems.append(.error(at: value.location, "\(key) '\(url)' \(problem)"))
                } else {
                    config.baseURL = normalizedBaseURL(url)
                }
            case "language", "lang":
                guard let tag = string(value, key) else { break }
                if isLanguageTag(tag) { config.language = tag } else {
                    problems.append(.error(at: value.location, "'\(key)' must be a language tag such as en, zh-CN or ja, not '\(tag)'"))
                }
            case "languages": config.languages = languages(value, problems: &problems)
            case "description": config.description = string(value, key) ?? config.description
            case "author": config.author = string(value, key) ?? config.author
            case "unsafe":
                if let flag = value.bool { config.unsafe = flag } else {
                    problems.append(.error(at: value.location, "'unsafe' must be true or false, not \(value.typeName)"))
                }
            case "search":
                if let flag = value.bool { config.search = flag } else {
                    problems.append(.error(at: value.location, "'search' must be true or false, not \(value.typeName)"))
                }
            case "params":
                if case .mapping(let params) = value.kind { config.params = params } else {
                    problems.append(.error(at: value.location, "'params' must be a map, not \(value.typeName)"))
                }
            default:
                problems.append(.error(
                    at: pair.key.location,
                    "unknown setting '\(key)'; known settings are title, baseURL, language, languages, description, author, unsafe, search, params"))
            }
        }
        if problems.hasErrors { throw problems }
        if let first = config.languages.first { config.language = first }
        return config
    }
}
