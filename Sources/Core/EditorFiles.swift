/// The names editors and tools give their scratch, swap, lock and backup files: never part of
/// a site, never published, never worth a rebuild. The one list both the build's discovery
/// of `Content/` and `Templates/` and the preview's file watcher use.
///
/// An editor's save itself still shows up as the write of (or rename onto) the real name.
public enum EditorFiles {
    /// How a name is matched.
    public enum Pattern: Sendable {
        case exactly(String)
        case prefix(String)
        case suffix(String)
        /// Begins with the first and ends with the second (`#name#`), and is longer than both.
        case enclosed(String, String)

        func matches(_ name: String) -> Bool {
            switch self {
            case .exactly(let text): return name == text
            case .prefix(let text): return name.hasPrefix(text)
            case .suffix(let text): return name.hasSuffix(text)
            case .enclosed(let start, let end):
                return name.utf8.count > start.utf8.count + end.utf8.count && name.hasPrefix(start) && name.hasSuffix(end)
            }
        }
    }

    /// Every pattern, with the editor that writes it.
    public static let patterns: [(pattern: Pattern, writer: String)] = [
        // Vim: the test file it writes to check a folder is writable, swap files (`.name.swp`,
        // then `.swo`, `.swn`… when one exists), backups.
        (.exactly("4913"), "Vim"),
        (.suffix(".swp"), "Vim"), (.suffix(".swo"), "Vim"), (.suffix(".swn"), "Vim"),
        (.suffix(".swx"), "Vim"), (.suffix(".swpx"), "Vim"),
        // Backups: Vim, Emacs (`name~`, numbered `name.~1~`), gedit, Kate, nano.
        (.suffix("~"), "Vim, Emacs, gedit, Kate"),
        // Emacs: lock links and autosaves.
        (.prefix(".#"), "Emacs"), (.enclosed("#", "#"), "Emacs"),
        // JetBrains IDEs' safe write.
        (.suffix("___jb_tmp___"), "JetBrains"), (.suffix("___jb_old___"), "JetBrains"), (.suffix("___jb_bak___"), "JetBrains"),
        // gedit and other GLib programs' atomic save.
        (.prefix(".goutputstream-"), "gedit"),
        // Kate's swap file.
        (.suffix(".kate-swp"), "Kate"),
        // VS Code (and Chromium's file system access) writing beside the file.
        (.suffix(".crswap"), "VS Code"),
        // Temporary files of any tool, and Office's lock files.
        (.suffix(".tmp"), "any"), (.suffix(".TMP"), "any"), (.prefix("~$"), "Microsoft Office"),
        (.prefix(".~lock."), "LibreOffice"),
    ]

    /// Whether `name` (a file or folder name, not a path) is an editor's scratch or backup file.
    public static func isScratch(_ name: String) -> Bool {
        patterns.contains { $0.pattern.matches(name) }
    }

    /// Whether a build leaves `name` out of the site: hidden names (`.git`, `.DS_Store`,
    /// `.name.swp`) and editors' scratch and backup files.
    public static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || isScratch(name)
    }
}
