import SitegenLayout
import SitegenText

/// The typesetter (fonts and shaping cache) of a theme, loaded once per process for the
/// standard theme: every build and page of a process shares its shaping cache.
public enum ThemeTypesetter {
    private static let standard: Result<Typesetter, FontError> = Result { () throws(FontError) in
        Typesetter(fonts: try ThemeGeometry.standard.loadFonts())
    }

    public static func load(_ theme: ThemeGeometry) -> Result<Typesetter, FontError> {
        theme == .standard ? standard : Result { () throws(FontError) in Typesetter(fonts: try theme.loadFonts()) }
    }
}
