import Foundation
import Glibc

/// How editors save a file, step by step as they touch the file system (their scratch,
/// swap, lock and backup files, renames), with a pause between the steps: to check that a
/// watcher and a build see one save of the real file and nothing else.
public enum EditorSave: CaseIterable, Sendable {
    /// Writes `x.tmp` beside the file and renames it over the file (many tools, and scripts).
    case temporaryRename
    /// Vim: probes the folder with `4913`, keeps `.name.swp`, renames the file to `name~`,
    /// writes a new one, removes the backup.
    case vim
    /// Emacs: an autosave `#name#`, a lock link `.#name`, a backup `name~`, the file written in place.
    case emacs
    /// JetBrains IDEs' safe write: `name___jb_tmp___` written, the file renamed to
    /// `name___jb_old___`, the temporary renamed into place, the old one removed.
    case jetBrains
    /// gedit: `.goutputstream-XXXXXX` written and renamed over the file, a `name~` backup.
    case gedit
    /// Kate: a swap file `.name.kate-swp` beside the file, which is written in place.
    case kate
    /// VS Code (Chromium's file system access): `name.crswap` written and moved over the file.
    case vsCode

    /// The scratch and backup names this save makes beside `name` (some left behind, as editors leave them).
    public func scratchNames(of name: String) -> [String] {
        switch self {
        case .temporaryRename: return ["x.tmp"]
        case .vim: return ["4913", ".\(name).swp", "\(name)~"]
        case .emacs: return ["#\(name)#", ".#\(name)", "\(name)~"]
        case .jetBrains: return ["\(name)___jb_tmp___", "\(name)___jb_old___"]
        case .gedit: return [".goutputstream-Q7T2ZB", "\(name)~"]
        case .kate: return [".\(name).kate-swp"]
        case .vsCode: return ["\(name).crswap"]
        }
    }

    /// Saves `text` as the file at `path`, waiting `pause` where the editor takes its time
    /// (between writing its scratch file and putting the new content in place).
    public func save(_ text: String, to path: String, pause: TimeInterval) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        func scratch(_ scratchName: String) -> String { folder + "/" + scratchName }
        func wait() { if pause > 0 { usleep(useconds_t(pause * 1_000_000)) } }
        func move(_ from: String, _ to: String) throws {
            guard rename(from, to) == 0 else { throw EditorSaveError("cannot rename \(from) to \(to): \(errno)") }
        }
        switch self {
        case .temporaryRename:
            try Self.write(text, scratch("x.tmp"))
            wait()
            try move(scratch("x.tmp"), path)
        case .vim:
            try Self.write("", scratch("4913"))
            unlink(scratch("4913"))
            try Self.write("swap", scratch(".\(name).swp"))
            wait()
            try move(path, scratch("\(name)~"))
            try Self.write(text, path)
            unlink(scratch("\(name)~"))
            unlink(scratch(".\(name).swp"))
        case .emacs:
            try Self.write(text, scratch("#\(name)#"))
            unlink(scratch(".#\(name)"))
            symlink("user@host.4242:1700000000", scratch(".#\(name)"))
            wait()
            if !FileManager.default.fileExists(atPath: scratch("\(name)~")) {
                try Self.write((try? String(contentsOfFile: path, encoding: .utf8)) ?? "", scratch("\(name)~"))
            }
            try Self.write(text, path)
            unlink(scratch("#\(name)#"))
            unlink(scratch(".#\(name)"))
        case .jetBrains:
            try Self.write(text, scratch("\(name)___jb_tmp___"))
            wait()
            try move(path, scratch("\(name)___jb_old___"))
            try move(scratch("\(name)___jb_tmp___"), path)
            unlink(scratch("\(name)___jb_old___"))
        case .gedit:
            try Self.write((try? String(contentsOfFile: path, encoding: .utf8)) ?? "", scratch("\(name)~"))
            try Self.write(text, scratch(".goutputstream-Q7T2ZB"))
            wait()
            try move(scratch(".goutputstream-Q7T2ZB"), path)
        case .kate:
            try Self.write("swap", scratch(".\(name).kate-swp"))
            wait()
            try Self.write(text, path)
            unlink(scratch(".\(name).kate-swp"))
        case .vsCode:
            try Self.write(text, scratch("\(name).crswap"))
            wait()
            try move(scratch("\(name).crswap"), path)
        }
    }

    /// Writes a file as an editor does: create or truncate, write, close.
    static func write(_ text: String, _ path: String) throws {
        let descriptor = open(path, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw EditorSaveError("cannot open \(path): \(errno)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw EditorSaveError("cannot write \(path): \(errno)")
        }
    }
}

public struct EditorSaveError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
