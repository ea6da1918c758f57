import Foundation

/// The small site `sitegen init` writes: a config, a home page, a guide and a post, enough to
/// show every part of a site and to build as it is.
public enum StarterSite {
    static let files: [(path: String, text: String)] = [
        ("sitegen.yml", """
        # Settings of this site; every key is optional.
        title: My new site
        baseURL: https://example.org/
        language: en
        description: A site built with sitegen.

        """),
        ("Content/_index.md", """
        ---
        title: Welcome
        ---

        This is the home page. Edit `Content/_index.md` to change it.

        - Pages are Markdown files under `Content/`.
        - Each folder gets an index page that lists its pages.

        """),
        ("Content/docs/_index.md", """
        ---
        title: Documentation
        ---

        Guides for this site.

        """),
        ("Content/docs/getting-started.md", """
        ---
        title: Getting started
        weight: 1
        tags: [guide]
        ---

        ## Write a page {#write}

        Create a Markdown file under `Content/`. Its front matter, between two `---` lines,
        sets the title, date, tags and more.

        ## Build the site

        Run `sitegen build` in the site's folder. The pages are written to `public/`.

        """),
        ("Content/blog/hello-world.md", """
        ---
        title: Hello, world
        date: 2026-01-15
        tags: [news]
        summary: The first post of this site.
        ---

        The first post. Posts are listed newest first on the blog's index page.

        """),
    ]

    /// Writes the starter site into `directory`, which must not exist or be empty.
    /// Returns the paths written, relative to `directory`.
    public static func write(to directory: String) throws(OutputError) -> [String] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) {
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            guard isFolder.boolValue, contents.isEmpty else {
                throw OutputError("\(directory) already exists and is not an empty folder; choose a new folder")
            }
        }
        for file in files {
            let path = directory + "/" + file.path
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw OutputError("cannot write \(path): \(FilePaths.reason(error))")
            }
        }
        return files.map(\.path)
    }
}
