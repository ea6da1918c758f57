/// Names editors give their scratch files, which are never content and never worth a rebuild.
///
/// Vim writes `4913` to test the folder, keeps `.name.swp`, and may back up to `name~`;
/// Emacs uses `.#name` locks and `#name#` autosaves; JetBrains IDEs write
/// `name___jb_tmp___`. The save itself still shows up as the rename onto (or write of)
/// the real name, which is reported.
enum EditorTemporaryFiles {
    static func isTemporary(_ name: String) -> Bool {
        name == "4913"
            || name.hasSuffix("~")
            || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasSuffix(".swpx")
            || name.hasPrefix(".#")
            || (name.hasPrefix("#") && name.hasSuffix("#"))
            || name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
    }
}
