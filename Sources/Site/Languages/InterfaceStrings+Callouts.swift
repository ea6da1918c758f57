import SitegenComposition

extension InterfaceStrings {
    /// Callouts' default titles (`callout.note`…), by language tag (lower case), over the
    /// built-in tables; the English ones are Composition's (`CalloutTitles.english`).
    static let calloutTitles: [String: [String: String]] = [
        "en": CalloutTitles.english,
        "zh-hans": titles("备注", "提示", "信息", "重要", "警告", "危险", "小心"),
        "zh-hant": titles("備註", "提示", "資訊", "重要", "警告", "危險", "小心"),
        "ja": titles("メモ", "ヒント", "情報", "重要", "警告", "危険", "注意"),
        "ko": titles("참고", "팁", "정보", "중요", "경고", "위험", "주의"),
        "fr": titles("Remarque", "Astuce", "Info", "Important", "Avertissement", "Danger", "Attention"),
        "de": titles("Hinweis", "Tipp", "Info", "Wichtig", "Warnung", "Gefahr", "Vorsicht"),
        "es": titles("Nota", "Consejo", "Información", "Importante", "Advertencia", "Peligro", "Precaución"),
        "pt": titles("Nota", "Dica", "Informação", "Importante", "Aviso", "Perigo", "Cuidado"),
        "ru": titles("Примечание", "Совет", "Информация", "Важно", "Предупреждение", "Опасно", "Осторожно"),
    ]

    private static func titles(
        _ note: String, _ tip: String, _ info: String, _ important: String, _ warning: String, _ danger: String,
        _ caution: String
    ) -> [String: String] {
        ["callout.note": note, "callout.tip": tip, "callout.info": info, "callout.important": important,
         "callout.warning": warning, "callout.danger": danger, "callout.caution": caution]
    }
}
