import Foundation
import SitegenSite

/// `sitegen init DIR`: writes a small starter site that builds as it is.
struct InitCommand: Command {
    static let name = "init"
    static let abstract = "Create a starter site in a new folder."
    static let usage = "DIR"
    static let options: [OptionSpec] = []
    static let maxPositionals = 1
    static let discussion = "The folder must not exist yet, or be empty. Build the result with 'sitegen build --source DIR'."

    var directory: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let directory = arguments.positionals.first else {
            throw UsageError("missing the folder to create: sitegen init DIR")
        }
        self.directory = directory
    }

    func run(_ terminal: Terminal) throws -> ExitStatus {
        let files = try StarterSite.write(to: directory)
        terminal.message("Created a starter site with \(files.count) files in \(directory)")
        terminal.message("Next: sitegen build --source \(directory)")
        return .success
    }
}
