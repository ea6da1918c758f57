/// Each role's vertical metrics as plain values, kept by the shaper: every run of every
/// paragraph reads its face's metrics, and reading them through the `FontSet` copied its
/// seven faces, seven reference counts that every core updates.
struct FontRoleMetrics: Sendable {
    private let body: (regular: FontMetrics, bold: FontMetrics, italic: FontMetrics, boldItalic: FontMetrics)
    private let mono: FontMetrics
    private let cjk: (regular: FontMetrics, bold: FontMetrics)
    private let fallbacks: [FontMetrics]

    init(_ fonts: FontSet) {
        body = (fonts.bodyRegular.metrics, fonts.bodyBold.metrics, fonts.bodyItalic.metrics,
                fonts.bodyBoldItalic.metrics)
        mono = fonts.monoRegular.metrics
        cjk = (fonts.cjkRegular.metrics, fonts.cjkBold.metrics)
        fallbacks = fonts.fallbacks.map(\.metrics)
    }

    subscript(role: FontRole) -> FontMetrics {
        switch role {
        case .bodyRegular: body.regular
        case .bodyBold: body.bold
        case .bodyItalic: body.italic
        case .bodyBoldItalic: body.boldItalic
        case .monoRegular: mono
        case .cjkRegular: cjk.regular
        case .cjkBold: cjk.bold
        case .math: fallbacks[0]
        case .symbols: fallbacks[1]
        case .symbols2: fallbacks[2]
        case .emoji: fallbacks[3]
        }
    }
}
