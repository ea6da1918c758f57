/// The faces a site's text is set in, by role, and the fallback order between them.
///
/// The order is the one the generated CSS declares: `font-family: "Body", "CJK"` for
/// text and `"Mono", "CJK"` for code, each followed by the fallbacks (`"Math", "Symbols",
/// "Symbols 2", "Emoji"`: `FontRole.fallbacks`). Like Chromium, the engine takes each character
/// from the first face of that list that has a glyph for it. There is no synthetic bold
/// or italic (`font-synthesis: none`): italic Han text uses the upright CJK face, and
/// bold code uses the one monospace face.
public struct FontSet: Sendable {
    public var bodyRegular: FontFace
    public var bodyBold: FontFace
    public var bodyItalic: FontFace
    public var bodyBoldItalic: FontFace
    public var monoRegular: FontFace
    public var cjkRegular: FontFace
    public var cjkBold: FontFace
    /// The fallback faces, in `FontRole.fallbacks`' order.
    public var fallbacks: [FontFace]

    public init(
        bodyRegular: FontFace, bodyBold: FontFace, bodyItalic: FontFace, bodyBoldItalic: FontFace,
        monoRegular: FontFace, cjkRegular: FontFace, cjkBold: FontFace, fallbacks: [FontFace]
    ) {
        self.bodyRegular = bodyRegular
        self.bodyBold = bodyBold
        self.bodyItalic = bodyItalic
        self.bodyBoldItalic = bodyBoldItalic
        self.monoRegular = monoRegular
        self.cjkRegular = cjkRegular
        self.cjkBold = cjkBold
        self.fallbacks = fallbacks
        precondition(fallbacks.count == FontRole.fallbacks.count, "one face for each fallback role")
    }

    /// Loads every role from `file(role)`: a path and a face index.
    public init(loading file: (FontRole) -> (path: String, faceIndex: Int)) throws(FontError) {
        func load(_ role: FontRole) throws(FontError) -> FontFace {
            let (path, index) = file(role)
            return try FontFace(path: path, faceIndex: index)
        }
        self.init(
            bodyRegular: try load(.bodyRegular), bodyBold: try load(.bodyBold),
            bodyItalic: try load(.bodyItalic), bodyBoldItalic: try load(.bodyBoldItalic),
            monoRegular: try load(.monoRegular), cjkRegular: try load(.cjkRegular), cjkBold: try load(.cjkBold),
            fallbacks: try FontRole.fallbacks.map { role throws(FontError) in try load(role) })
    }

    /// The faces of Debian's fonts-inter, fonts-jetbrains-mono, fonts-noto-cjk,
    /// fonts-noto-core and fonts-noto-color-emoji.
    public static func debian() throws(FontError) -> FontSet {
        try FontSet(loading: { $0.debianFile })
    }

    /// The face playing `role`.
    public func face(_ role: FontRole) -> FontFace {
        switch role {
        case .bodyRegular: bodyRegular
        case .bodyBold: bodyBold
        case .bodyItalic: bodyItalic
        case .bodyBoldItalic: bodyBoldItalic
        case .monoRegular: monoRegular
        case .cjkRegular: cjkRegular
        case .cjkBold: cjkBold
        case .math: fallbacks[0]
        case .symbols: fallbacks[1]
        case .symbols2: fallbacks[2]
        case .emoji: fallbacks[3]
        }
    }

    /// The roles text in `style` is looked up in, in order.
    public static func fallbackRoles(for style: TextStyle) -> [FontRole] {
        switch style.family {
        case .monospace:
            return style.isBold ? RoleLists.monoBold : RoleLists.mono
        case .body:
            switch (style.isBold, style.isItalic) {
            case (false, false): return RoleLists.regular
            case (true, false): return RoleLists.bold
            case (false, true): return RoleLists.italic
            case (true, true): return RoleLists.boldItalic
            }
        }
    }

    /// The lists `fallbackRoles` answers, made once: it is asked for every run of every paragraph.
    private enum RoleLists {
        static let mono: [FontRole] = [.monoRegular, .cjkRegular] + FontRole.fallbacks
        static let monoBold: [FontRole] = [.monoRegular, .cjkBold] + FontRole.fallbacks
        static let regular: [FontRole] = [.bodyRegular, .cjkRegular] + FontRole.fallbacks
        static let bold: [FontRole] = [.bodyBold, .cjkBold] + FontRole.fallbacks
        static let italic: [FontRole] = [.bodyItalic, .cjkRegular] + FontRole.fallbacks
        static let boldItalic: [FontRole] = [.bodyBoldItalic, .cjkBold] + FontRole.fallbacks
    }

    /// The faces text in `style` is looked up in, in order.
    public func fallbackList(for style: TextStyle) -> [FontFace] {
        Self.fallbackRoles(for: style).map(face)
    }
}
