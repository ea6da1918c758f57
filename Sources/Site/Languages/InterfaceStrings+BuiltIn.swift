extension InterfaceStrings {
    /// The strings the default theme shows, by language tag (lower case); a key a table
    /// lacks falls back to English (`LanguageTag.fallbacks`). `{n}` stands for a number, `{day}`, `{month}`, `{monthNumber}` and `{year}`
    /// for a date's parts.
    static let builtIn: [String: [String: String]] = [
        "en": english,
        "zh-hans": [
            "language.name": "简体中文",
            "skip.content": "跳到正文", "top.back": "回到顶部", "nav.sections": "栏目", "nav.home": "首页",
            "nav.menu": "菜单", "nav.tags": "标签", "nav.breadcrumbs": "导航路径", "nav.languages": "语言",
            "search.open": "搜索", "feed.atom": "Atom 订阅", "footer.sitemap": "网站地图", "footer.built": "由 sitegen 生成。",
            "toc.title": "目录", "reading.minutes": "阅读约 {n} 分钟", "pager.label": "上一页和下一页",
            "pager.previous": "上一页", "pager.next": "下一页", "home.explore": "浏览", "home.latest": "最新",
            "sidebar.more": "还有 {n} 篇", "pages.one": "1 篇", "pages.other": "{n} 篇", "tags.title": "标签",
            "notfound.title": "页面不存在", "notfound.lead": "你要找的页面不存在，或者已经移走。",
            "notfound.home": "返回首页", "date.format": "{year}年{monthNumber}月{day}日",
        ],
        "zh-hant": [
            "language.name": "繁體中文",
            "skip.content": "跳到正文", "top.back": "回到頂端", "nav.sections": "欄目", "nav.home": "首頁",
            "nav.menu": "選單", "nav.tags": "標籤", "nav.breadcrumbs": "導覽路徑", "nav.languages": "語言",
            "search.open": "搜尋", "feed.atom": "Atom 訂閱", "footer.sitemap": "網站地圖", "footer.built": "由 sitegen 產生。",
            "toc.title": "目錄", "reading.minutes": "閱讀約 {n} 分鐘", "pager.label": "上一頁和下一頁",
            "pager.previous": "上一頁", "pager.next": "下一頁", "home.explore": "瀏覽", "home.latest": "最新",
            "sidebar.more": "還有 {n} 篇", "pages.one": "1 篇", "pages.other": "{n} 篇", "tags.title": "標籤",
            "notfound.title": "找不到頁面", "notfound.lead": "你要找的頁面不存在，或者已經移走。",
            "notfound.home": "回到首頁", "date.format": "{year}年{monthNumber}月{day}日",
        ],
        "ja": [
            "language.name": "日本語",
            "skip.content": "本文へ移動", "top.back": "ページの先頭へ", "nav.sections": "セクション", "nav.home": "ホーム",
            "nav.menu": "メニュー", "nav.tags": "タグ", "nav.breadcrumbs": "パンくずリスト", "nav.languages": "言語",
            "search.open": "検索", "feed.atom": "Atom フィード", "footer.sitemap": "サイトマップ", "footer.built": "sitegen で作成。",
            "toc.title": "目次", "reading.minutes": "{n} 分で読めます", "pager.label": "前後のページ",
            "pager.previous": "前へ", "pager.next": "次へ", "home.explore": "見る", "home.latest": "新着",
            "sidebar.more": "ほか {n} 件", "pages.one": "1 ページ", "pages.other": "{n} ページ", "tags.title": "タグ",
            "notfound.title": "ページが見つかりません", "notfound.lead": "お探しのページは存在しないか、移動しました。",
            "notfound.home": "ホームへ戻る", "date.format": "{year}年{monthNumber}月{day}日",
        ],
        "ko": [
            "language.name": "한국어",
            "skip.content": "본문으로 건너뛰기", "top.back": "맨 위로", "nav.sections": "섹션", "nav.home": "홈",
            "nav.menu": "메뉴", "nav.tags": "태그", "nav.breadcrumbs": "이동 경로", "nav.languages": "언어",
            "search.open": "검색", "feed.atom": "Atom 피드", "footer.sitemap": "사이트맵", "footer.built": "sitegen으로 만들었습니다.",
            "toc.title": "목차", "reading.minutes": "{n}분 분량", "pager.label": "이전 및 다음 페이지",
            "pager.previous": "이전", "pager.next": "다음", "home.explore": "둘러보기", "home.latest": "최신 글",
            "sidebar.more": "외 {n}개", "pages.one": "1페이지", "pages.other": "{n}페이지", "tags.title": "태그",
            "notfound.title": "페이지를 찾을 수 없습니다", "notfound.lead": "찾으시는 페이지가 없거나 옮겨졌습니다.",
            "notfound.home": "홈으로 가기", "date.format": "{year}년 {monthNumber}월 {day}일",
        ],
        "fr": months(["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                      "octobre", "novembre", "décembre"]).merging([
            "language.name": "Français",
            "skip.content": "Aller au contenu", "top.back": "Haut de page", "nav.sections": "Rubriques", "nav.home": "Accueil",
            "nav.menu": "Menu", "nav.tags": "Étiquettes", "nav.breadcrumbs": "Fil d’Ariane", "nav.languages": "Langues",
            "search.open": "Rechercher", "feed.atom": "Flux Atom", "footer.sitemap": "Plan du site", "footer.built": "Fait avec sitegen.",
            "toc.title": "Sur cette page", "reading.minutes": "{n} min de lecture", "pager.label": "Pages précédente et suivante",
            "pager.previous": "Précédent", "pager.next": "Suivant", "home.explore": "Explorer", "home.latest": "Récents",
            "sidebar.more": "et {n} de plus", "pages.one": "1 page", "pages.other": "{n} pages", "tags.title": "Étiquettes",
            "notfound.title": "Page introuvable", "notfound.lead": "La page demandée n’existe pas ou a été déplacée.",
            "notfound.home": "Aller à l’accueil", "date.format": "{day} {month} {year}",
        ]) { _, new in new },
        "de": months(["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                      "Oktober", "November", "Dezember"]).merging([
            "language.name": "Deutsch",
            "skip.content": "Zum Inhalt springen", "top.back": "Nach oben", "nav.sections": "Bereiche", "nav.home": "Startseite",
            "nav.menu": "Menü", "nav.tags": "Schlagwörter", "nav.breadcrumbs": "Brotkrumen", "nav.languages": "Sprachen",
            "search.open": "Suchen", "feed.atom": "Atom-Feed", "footer.sitemap": "Sitemap", "footer.built": "Erstellt mit sitegen.",
            "toc.title": "Auf dieser Seite", "reading.minutes": "{n} Min. Lesezeit", "pager.label": "Vorherige und nächste Seite",
            "pager.previous": "Zurück", "pager.next": "Weiter", "home.explore": "Entdecken", "home.latest": "Neueste",
            "sidebar.more": "und {n} weitere", "pages.one": "1 Seite", "pages.other": "{n} Seiten", "tags.title": "Schlagwörter",
            "notfound.title": "Seite nicht gefunden", "notfound.lead": "Die gesuchte Seite gibt es nicht, oder sie wurde verschoben.",
            "notfound.home": "Zur Startseite", "date.format": "{day}. {month} {year}",
        ]) { _, new in new },
        "es": months(["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                      "octubre", "noviembre", "diciembre"]).merging([
            "language.name": "Español",
            "skip.content": "Ir al contenido", "top.back": "Volver arriba", "nav.sections": "Secciones", "nav.home": "Inicio",
            "nav.menu": "Menú", "nav.tags": "Etiquetas", "nav.breadcrumbs": "Ruta de navegación", "nav.languages": "Idiomas",
            "search.open": "Buscar", "feed.atom": "Feed Atom", "footer.sitemap": "Mapa del sitio", "footer.built": "Hecho con sitegen.",
            "toc.title": "En esta página", "reading.minutes": "{n} min de lectura", "pager.label": "Páginas anterior y siguiente",
            "pager.previous": "Anterior", "pager.next": "Siguiente", "home.explore": "Explorar", "home.latest": "Lo último",
            "sidebar.more": "y {n} más", "pages.one": "1 página", "pages.other": "{n} páginas", "tags.title": "Etiquetas",
            "notfound.title": "Página no encontrada", "notfound.lead": "La página que buscas no existe o se ha movido.",
            "notfound.home": "Ir al inicio", "date.format": "{day} de {month} de {year}",
        ]) { _, new in new },
        "pt": months(["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
                      "outubro", "novembro", "dezembro"]).merging([
            "language.name": "Português",
            "skip.content": "Ir para o conteúdo", "top.back": "Voltar ao topo", "nav.sections": "Seções", "nav.home": "Início",
            "nav.menu": "Menu", "nav.tags": "Etiquetas", "nav.breadcrumbs": "Trilha de navegação", "nav.languages": "Idiomas",
            "search.open": "Pesquisar", "feed.atom": "Feed Atom", "footer.sitemap": "Mapa do site", "footer.built": "Feito com sitegen.",
            "toc.title": "Nesta página", "reading.minutes": "{n} min de leitura", "pager.label": "Páginas anterior e seguinte",
            "pager.previous": "Anterior", "pager.next": "Próximo", "home.explore": "Explorar", "home.latest": "Recentes",
            "sidebar.more": "e mais {n}", "pages.one": "1 página", "pages.other": "{n} páginas", "tags.title": "Etiquetas",
            "notfound.title": "Página não encontrada", "notfound.lead": "A página que você procura não existe ou foi movida.",
            "notfound.home": "Ir para o início", "date.format": "{day} de {month} de {year}",
        ]) { _, new in new },
        "ru": months(["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
                      "октября", "ноября", "декабря"]).merging([
            "language.name": "Русский",
            "skip.content": "Перейти к содержанию", "top.back": "Наверх", "nav.sections": "Разделы", "nav.home": "Главная",
            "nav.menu": "Меню", "nav.tags": "Метки", "nav.breadcrumbs": "Навигационная цепочка", "nav.languages": "Языки",
            "search.open": "Поиск", "feed.atom": "Лента Atom", "footer.sitemap": "Карта сайта", "footer.built": "Сделано с sitegen.",
            "toc.title": "На этой странице", "reading.minutes": "{n} мин чтения", "pager.label": "Предыдущая и следующая страницы",
            "pager.previous": "Назад", "pager.next": "Далее", "home.explore": "Разделы", "home.latest": "Новое",
            "sidebar.more": "и ещё {n}", "pages.one": "1 страница", "pages.other": "страниц: {n}", "tags.title": "Метки",
            "notfound.title": "Страница не найдена", "notfound.lead": "Такой страницы нет, или она переехала.",
            "notfound.home": "На главную", "date.format": "{day} {month} {year}",
        ]) { _, new in new },
    ]

    static let english: [String: String] = months([
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]).merging([
        "language.name": "English",
        "skip.content": "Skip to content", "top.back": "Back to top", "nav.sections": "Sections", "nav.home": "Home",
        "nav.menu": "Menu", "nav.tags": "Tags", "nav.breadcrumbs": "Breadcrumbs", "nav.languages": "Languages",
        "search.open": "Search", "feed.atom": "Atom feed", "footer.sitemap": "Sitemap", "footer.built": "Built with sitegen.",
        "toc.title": "On this page", "reading.minutes": "{n} min read", "pager.label": "Previous and next pages",
        "pager.previous": "Previous", "pager.next": "Next", "home.explore": "Explore", "home.latest": "Latest",
        "sidebar.more": "and {n} more", "pages.one": "1 page", "pages.other": "{n} pages", "tags.title": "Tags",
        "notfound.title": "Page not found", "notfound.lead": "The page you asked for does not exist, or it has moved.",
        "notfound.home": "Go to the home page", "date.format": "{day} {month} {year}",
    ]) { _, new in new }

    /// `date.month.1` … `date.month.12`: the month names a date format's `{month}` shows.
    private static func months(_ names: [String]) -> [String: String] {
        var table: [String: String] = [:]
        for (index, name) in names.enumerated() { table["date.month.\(index + 1)"] = name }
        return table
    }
}
