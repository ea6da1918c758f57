import Foundation

extension SiteConfig {
    /// The names sitegen looks for in the site root, first found wins.
    public static let fileNames = ["sitegen.yml", "sitegen.yaml"]

    /// Reads the config of the site at `siteRoot`, or the defaults when there is no config file.
    public static func load(siteRoot: String) throws(DiagnosticList) -> SiteConfig {
        for name in fileNames {
            let path = siteRoot + "/" + name
            guard FileManager.default.fileExists(atPath: path) else { continue }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw DiagnosticList([.error(at: SourceLocation(file: name), "cannot read the config file")])
            }
            guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
                throw DiagnosticList([.error(at: SourceLocation(file: name, line: 1, column: 1),
                                             "the config file is not valid UTF-8")])
            }
            return try parse(text, file: name)
        }
        return SiteConfig()
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
                if let url = string(value, key) { config.baseURL = normalizedBaseURL(url) }
            case "language", "lang": config.language = string(value, key) ?? config.language
            case "description": config.description = string(value, key) ?? config.description
            case "author": config.author = string(value, key) ?? config.author
            case "unsafe":
                if let flag = value.bool { config.unsafe = flag } else {
                    problems.append(.error(at: value.location, "'unsafe' must be true or false, not \(value.typeName)"))
                }
            case "params":
                if case .mapping(let params) = value.kind { config.params = params } else {
                    problems.append(.error(at: value.location, "'params' must be a map, not \(value.typeName)"))
                }
            default:
                problems.append(.error(
                    at: pair.key.location,
                    "unknown setting '\(key)'; known settings are title, baseURL, language, description, author, unsafe, params"))
            }
        }
        if problems.hasErrors { throw problems }
        return config
    }
}
