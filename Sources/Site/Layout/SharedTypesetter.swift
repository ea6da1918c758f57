import SitegenLayout
import SitegenText

/// One typesetter (fonts and shaping cache) for every build of the process.
enum SharedTypesetter {
    private static let loaded: Result<Typesetter, FontError> = Result { () throws(FontError) in
        Typesetter(fonts: try ThemeGeometry.standard.loadFonts())
    }

    static func load(_ theme: ThemeGeometry) -> Result<Typesetter, FontError> {
        theme == .standard ? loaded : Result { () throws(FontError) in Typesetter(fonts: try theme.loadFonts()) }
    }
}
