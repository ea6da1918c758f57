import SitegenComposition
import SitegenCore
import SitegenEmit
import SitegenLayout

/// Lists the theme's files: its stylesheet and script, the CSS generated from the theme's
/// geometry (`ThemeCSS`, which fixes the content's geometry as the engine measures it), and
/// the fonts both stylesheets load.
struct CollectThemeFilesStep: BuildStep {
    let name = "Collecting the theme's files"
    let templates: TemplateSet
    let config: SiteConfig

    func run(in environment: BuildEnvironment, diagnostics: inout DiagnosticList) -> ThemeFiles {
        let theme = ThemeGeometry.standard
        let css = ThemeCSS(theme: theme, fontBaseURL: config.basePath + "assets/fonts/")
        var own = [ThemeAsset(route: ThemeAsset.stylesheetRoute, source: .bytes(templates.stylesheet)),
                   ThemeAsset(route: ThemeAsset.layoutStylesheetRoute, source: .bytes(Array(css.stylesheet.utf8)))]
        if !templates.script.isEmpty { own.append(ThemeAsset(route: RuntimeScript.route, source: .bytes(templates.script))) }
        if config.search && !templates.searchScript.isEmpty {
            own.append(ThemeAsset(route: RuntimeScript.searchRoute, source: .bytes(templates.searchScript)))
        }
        var fonts: [ThemeFiles.Font] = []
        var listed: Set<String> = []
        for font in theme.fonts.values.sorted(by: { $0.publishedName < $1.publishedName })
        where listed.insert(font.publishedName).inserted {
            fonts.append(ThemeFiles.Font(name: font.publishedName, path: font.path, faceIndex: font.faceIndex))
        }
        for name in ThemeFonts.referencedNames(in: templates.stylesheet) where listed.insert(name).inserted {
            fonts.append(ThemeFiles.Font(name: name, path: ThemeFonts.locate(name), faceIndex: 0))
        }
        return ThemeFiles(own: own, fonts: fonts, stylesheetPath: templates.stylesheetPath)
    }
}
