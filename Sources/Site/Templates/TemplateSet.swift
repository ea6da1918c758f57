import Foundation
import Mustache
import SitegenCore
import SitegenEmit

/// The templates and stylesheet a build renders with: the default theme's files, each one
/// replaced by the site's own file of the same name in `Templates/`.
struct TemplateSet: Sendable {
    static let folderName = "Templates"
    static let templateExtension = ".mustache"
    static let stylesheetName = "theme.css"
    /// How messages name a file of the embedded theme: `(default theme)/article.mustache`.
    static let defaultThemeFolder = "(default theme)"

    /// Every template, by file name without `.mustache` (`article`, `sitemap.xml`); partials
    /// and parents are found by these names. Each `Template.name` is its path for messages.
    let library: TemplateLibrary
    /// The stylesheet written to `/assets/theme.css`, and its path for messages.
    let stylesheet: [UInt8]
    let stylesheetPath: String
    /// The runtime script written to `/assets/sitegen.js` (`RuntimeScript`).
    var script: [UInt8] = []
    /// The search script written to `/assets/search.js` (`RuntimeScript.searchRoute`),
    /// which the runtime loads when search opens.
    var searchScript: [UInt8] = []
    /// The templates' sources, by name, to parse again into `independentLibrary()`.
    var sources: [String: (text: String, path: String)] = [:]
    /// The interface strings of `Templates/i18n/`, by lower-case language tag.
    var interfaceStrings: [String: [String: String]] = [:]

    /// The library parsed again: the same templates in objects no other thread touches.
    /// Each core renders with its own, so that the reference counts of the template's nodes,
    /// updated as they are read, do not pass between the cores' caches.
    func independentLibrary() -> TemplateLibrary {
        var templates: [String: Template] = [:]
        for (name, source) in sources {
            templates[name] = (try? Template(parsing: source.text, name: source.path))
                ?? (try? Template(parsing: "", name: source.path))
        }
        return TemplateLibrary(templates: templates)
    }

    /// Whether a template named `name` (without `.mustache`) exists, in the site or the theme.
    func has(_ name: String) -> Bool { library[name] != nil }

    /// Reads the default theme and the site's `Templates/`, and parses every template once.
    ///
    /// Every problem is reported: a template that does not parse, a partial or parent that
    /// names no template, a file that cannot be read. A template that fails to parse is kept as
    /// an empty one, so that the templates naming it do not get a second, misleading error.
    static func load(siteRoot: String) -> (TemplateSet, DiagnosticList) {
        var diagnostics = DiagnosticList()
        var sources: [String: (text: String, path: String)] = [:]
        var stylesheet: [UInt8] = []
        var stylesheetPath = defaultThemeFolder + "/" + stylesheetName
        var script: [UInt8] = []
        var searchScript: [UInt8] = []
        for file in DefaultTheme.files {
            let path = defaultThemeFolder + "/" + file.name
            if file.name == stylesheetName {
                stylesheet = file.bytes
            } else if file.name == RuntimeScript.fileName {
                script = file.bytes
            } else if file.name == RuntimeScript.searchFileName {
                searchScript = file.bytes
            } else if let name = templateName(file.name) {
                sources[name] = (String(decoding: file.bytes, as: UTF8.self), path)
            }
        }
        for file in siteFiles(siteRoot: siteRoot, diagnostics: &diagnostics) {
            if file.name == stylesheetName {
                stylesheet = file.bytes
                stylesheetPath = file.path
            } else if file.name == RuntimeScript.fileName {
                script = file.bytes
            } else if file.name == RuntimeScript.searchFileName {
                searchScript = file.bytes
            } else if let name = templateName(file.name) {
                if let problem = UTF8Text.problem(in: file.bytes[...], file: file.path) {
                    diagnostics.append(problem)
                    sources[name] = ("", file.path)
                    continue
                }
                sources[name] = (String(decoding: file.bytes, as: UTF8.self), file.path)
            }
        }

        var templates: [String: Template] = [:]
        for name in sources.keys.sorted() {
            guard let source = sources[name] else { continue }
            do {
                templates[name] = try Template(parsing: source.text, name: source.path)
            } catch {
                diagnostics.append(diagnostic(error))
                templates[name] = try? Template(parsing: "", name: source.path)
            }
        }
        let library = TemplateLibrary(templates: templates)
        for error in library.missingReferences() {
            diagnostics.append(diagnostic(error))
        }
        let (strings, problems) = InterfaceStrings.readOverrides(siteRoot: siteRoot, templatesFolder: folderName)
        diagnostics.append(contentsOf: problems)
        return (TemplateSet(library: library, stylesheet: stylesheet, stylesheetPath: stylesheetPath, script: script,
                            searchScript: searchScript, sources: sources, interfaceStrings: strings), diagnostics)
    }

    /// `article.mustache` → `article`; nil for a file that is not a template.
    static func templateName(_ fileName: String) -> String? {
        guard fileName.hasSuffix(templateExtension), fileName.count > templateExtension.count else { return nil }
        return String(fileName.dropLast(templateExtension.count))
    }

    /// A template error as a diagnostic in the template's file.
    static func diagnostic(_ error: TemplateError) -> Diagnostic {
        .error(at: SourceLocation(file: error.template, line: error.line, column: error.column), error.message)
    }

    /// The templates and stylesheet in the site's own `Templates/` (flat: sub-folders are not
    /// read), in name order; symlinks must stay inside the site, as under `Content/`.
    private static func siteFiles(siteRoot: String, diagnostics: inout DiagnosticList)
        -> [(name: String, path: String, bytes: [UInt8])] {
        let folder = siteRoot + "/" + folderName
        guard FilePaths.kind(of: folder) == .directory else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: folderName), "cannot read folder: \(FilePaths.reason(error))"))
            return []
        }
        let realRoot = FilePaths.realPath(siteRoot) ?? siteRoot
        var files: [(name: String, path: String, bytes: [UInt8])] = []
        for name in names where !ContentDiscovery.isIgnored(name) && name != InterfaceStrings.overridesFolder {
            let path = folderName + "/" + name
            let location = SourceLocation(file: path, line: 1, column: 1)
            let absolute = folder + "/" + name
            guard name == stylesheetName || name == RuntimeScript.fileName || name == RuntimeScript.searchFileName
                || templateName(name) != nil else {
                diagnostics.append(.warning(
                    at: location, "not used: Templates/ holds NAME.mustache templates, theme.css, sitegen.js and search.js"))
                continue
            }
            // A file deleted since the folder was listed (a save's temporary) is not part of the theme.
            if FilePaths.kindUnlessSymlink(of: absolute) == .missing { continue }
            guard let real = FilePaths.realPath(absolute), FilePaths.isInside(real, realRoot) else {
                diagnostics.append(.error(at: location, "symlink is broken or points outside the site"))
                continue
            }
            guard FilePaths.kind(of: real) == .file else {
                diagnostics.append(.warning(at: location, "not a regular file; skipped"))
                continue
            }
            guard let data = FileManager.default.contents(atPath: real) else {
                if FilePaths.kind(of: real) == .missing { continue }
                diagnostics.append(.error(at: location, "cannot read the file"))
                continue
            }
            files.append((name, path, [UInt8](data)))
        }
        return files
    }
}
