import Testing
import SitegenCore

/// The one list of editors' scratch and backup names, which builds and the watcher leave out.
struct EditorFilesTests {
    @Test(arguments: [
        "4913", ".page.md.swp", ".page.md.swo", "page.md~", "page.md.~1~", "#page.md#", ".#page.md",
        "page.md___jb_tmp___", "page.md___jb_old___", ".goutputstream-Q7T2ZB", ".page.md.kate-swp",
        "page.md.crswap", "x.tmp", "page.md.tmp", "REPORT.TMP", ".DS_Store", ".git",
    ])
    func scratchAndHiddenNamesAreIgnored(name: String) {
        #expect(EditorFiles.isIgnored(name))
    }

    @Test(arguments: [
        "page.md", "tmp.md", "temporary.md", "a#b.md", "#", "##", "c#.md", "notes~draft.md", "4913.md", "swp.md",
        "diagram.svg", "_index.md", "jb_tmp.md", "page.tmpl", "crswap.png",
    ])
    func ordinaryNamesAreKept(name: String) {
        #expect(!EditorFiles.isIgnored(name))
    }

    @Test func everyPatternNamesItsWriter() {
        #expect(EditorFiles.patterns.allSatisfy { !$0.writer.isEmpty })
        for writer in ["Vim", "Emacs", "JetBrains", "gedit", "Kate", "VS Code"] {
            #expect(EditorFiles.patterns.contains { $0.writer.contains(writer) }, "\(writer)")
        }
    }
}
