/// The faces a site's text is set in, by role, and the fallback order between them.
///
/// The order is the one the generated CSS declares: `font-family: "Body", "CJK"` for
/// text and `"Mono", "CJK"` for code. Like Chromium, the engine takes each character
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

    public init(
        bodyRegular: FontFace, bodyBold: FontFace, bodyItalic: FontFace, bodyBoldItalic: FontFace,
        monoRegular: FontFace, cjkRegular: FontFace, cjkBold: FontFace
    ) {
        self.bodyRegular = bodyRegular
        self.bodyBold = bodyBold
        self.bodyItalic = bodyItalic
        self.bodyBoldItalic = bodyBoldItalic
        self.monoRegular = monoRegular
        self.cjkRegular = cjkRegular
        self.cjkBold = cjkBold
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
            monoRegular: try load(.monoRegular), cjkRegular: try load(.cjkRegular), cjkBold: try load(.cjkBold))
    }

    /// The faces of Debian's fonts-inter, fonts-jetbrains-mono and fonts-noto-cjk.
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
        static let mono: [FontRole] = [.monoRegular, .cjkRegular]
        static let monoBold: [FontRole] = [.monoRegular, .cjkBold]
        static let regular: [FontRole] = [.bodyRegular, .cjkRegular]
        static let bold: [FontRole] = [.bodyBold, .cjkBold]
        static let italic: [FontRole] = [.bodyItalic, .cjkRegular]
        static let boldItalic: [FontRole] = [.bodyBoldItalic, .cjkBold]
    }

    /// The faces text in `style` is looked up in, in order.
    public func fallbackList(for style: TextStyle) -> [FontFace] {
        Self.fallbackRoles(for: style).map(face)
    }
}
