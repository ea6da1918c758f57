import SitegenMarkdown

/// The default titles of callouts, in English, by the key of the interface string each one
/// is (`CalloutKind.titleKey`): the one table of them, where a translation looks them up.
public enum CalloutTitles {
    public static let english: [String: String] = [
        "callout.note": "Note",
        "callout.tip": "Tip",
        "callout.info": "Info",
        "callout.important": "Important",
        "callout.warning": "Warning",
        "callout.danger": "Danger",
        "callout.caution": "Caution",
    ]

    /// The English default title of `kind`.
    public static func englishTitle(of kind: CalloutKind) -> String {
        english[kind.titleKey] ?? kind.rawValue.capitalized
    }
}
