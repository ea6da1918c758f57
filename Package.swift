// swift-tools-version:6.0
// sitegen: a static site generator for layout-driven pages.
// No package dependencies: C libraries come from Debian through system-library targets.
import PackageDescription

let package = Package(
    name: "sitegen",
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    targets: [
        // MARK: C shims (one folder each under Sources/C)
        .systemLibrary(
            name: "CCmarkGFM", path: "Sources/C/CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(
            name: "CYAML", path: "Sources/C/CYAML", pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/C/CHarfBuzz", pkgConfig: "harfbuzz-subset",
            providers: [.apt(["libharfbuzz-dev"])]),
        .target(
            name: "CLineBreak", path: "Sources/C/CLineBreak",
            linkerSettings: [.linkedLibrary("icuuc")]),
        // ICU's word break iterator and folding for the search index.
        .target(
            name: "CSearchText", path: "Sources/C/CSearchText",
            linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "CFileSwap", path: "Sources/C/CFileSwap"),
        // __builtin_prefetch, which Swift lacks, for the shaping cache's lookups.
        .target(name: "CPrefetch", path: "Sources/C/CPrefetch"),
        // libwoff2's C++ encoder and decoder behind plain C functions (Debian libwoff-dev).
        .target(
            name: "CWOFF2", path: "Sources/C/CWOFF2",
            linkerSettings: [.linkedLibrary("woff2enc"), .linkedLibrary("woff2dec"), .linkedLibrary("stdc++")]),
        // gzip and Brotli for `--precompress` (Debian zlib1g-dev, libbrotli-dev).
        .target(
            name: "CCompress", path: "Sources/C/CCompress",
            linkerSettings: [.linkedLibrary("z"), .linkedLibrary("brotlienc"), .linkedLibrary("brotlidec")]),
        // KSyntaxHighlighting's C++ API behind plain C functions (Debian libkf5syntaxhighlighting-dev);
        // CQt only brings the include paths of Qt's headers it includes (pkg-config Qt5Gui).
        .systemLibrary(
            name: "CQt", path: "Sources/C/CQt", pkgConfig: "Qt5Gui",
            providers: [.apt(["qtbase5-dev"])]),
        .target(
            name: "CSyntaxHighlighting", dependencies: ["CQt"], path: "Sources/C/CSyntaxHighlighting",
            linkerSettings: [.linkedLibrary("KF5SyntaxHighlighting"), .linkedLibrary("Qt5Core"), .linkedLibrary("stdc++")]),
        .systemLibrary(
            name: "CCurl", path: "Sources/C/CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(
            name: "CMicroHTTPD", path: "Sources/C/CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]),

        // MARK: sitegen's parts, bottom to top (ARCHITECTURE.md, "Parts")
        .target(name: "SitegenCore", dependencies: ["CYAML"], path: "Sources/Core"),
        .target(name: "SitegenMarkdown", dependencies: ["SitegenCore", "CCmarkGFM"], path: "Sources/Markdown"),
        .target(name: "SitegenText", dependencies: ["CHarfBuzz", "CLineBreak", "CPrefetch"], path: "Sources/Text"),
        // Code's tokens from the syntax definitions of KSyntaxHighlighting.
        .target(name: "SitegenHighlight", dependencies: ["CSyntaxHighlighting"], path: "Sources/Highlight"),
        .target(name: "SitegenLayout", dependencies: ["SitegenText"], path: "Sources/Layout"),
        // Document → the layout tree of its page, and the decisions its HTML must repeat.
        .target(
            name: "SitegenComposition",
            dependencies: ["SitegenCore", "SitegenMarkdown", "SitegenText", "SitegenLayout", "SitegenHighlight"],
            path: "Sources/Composition"),
        .target(name: "Mustache", path: "Sources/Mustache"),
        // Pages' text → the sharded search index the theme's search script reads.
        .target(name: "SitegenSearch", dependencies: ["SitegenCore", "CSearchText"], path: "Sources/Search"),
        .target(
            name: "SitegenEmit",
            dependencies: ["SitegenCore", "SitegenMarkdown", "SitegenText", "SitegenLayout", "SitegenComposition", "SitegenHighlight"],
            path: "Sources/Emit",
            // The default theme: Sources/Emit/Theme is a symlink to the repository's Templates/.
            resources: [.embedInCode("Theme")]),
        .target(
            name: "SitegenSite",
            dependencies: [
                "SitegenCore", "SitegenMarkdown", "SitegenText", "SitegenLayout", "SitegenComposition", "Mustache", "SitegenEmit",
                "SitegenRemote", "SitegenSearch", "CFileSwap", "CWOFF2", "CCompress",
            ],
            path: "Sources/Site"),
        // The first bytes of remote files (images' sizes), through libcurl.
        .target(name: "SitegenRemote", dependencies: ["CCurl"], path: "Sources/Remote"),
        .target(name: "SitegenServer", dependencies: ["SitegenCore", "CMicroHTTPD"], path: "Sources/Server"),
        .target(name: "SitegenCLI", dependencies: ["SitegenCore", "SitegenSite", "SitegenServer"], path: "Sources/CLI"),
        .executableTarget(name: "sitegen", dependencies: ["SitegenCLI"], path: "Sources/sitegen"),
        .executableTarget(name: "MustacheBench", dependencies: ["Mustache"], path: "Sources/Tools/MustacheBench"),
        // Tools of the Text part: fidelity cases against Chromium, and a benchmark.
        .executableTarget(name: "TextFidelity", dependencies: ["SitegenText"], path: "Sources/Tools/TextFidelity"),
        .executableTarget(name: "TextBench", dependencies: ["SitegenText"], path: "Sources/Tools/TextBench"),
        // A preview server over a plain folder, for the server's tests and benchmarks (scripts/bench-server).
        .executableTarget(name: "PreviewTestServer", dependencies: ["SitegenServer"], path: "Sources/Tools/PreviewTestServer"),
        // Benchmark of the Layout part: whole pages measured at every width variant.
        .executableTarget(
            name: "LayoutBench", dependencies: ["SitegenMarkdown", "SitegenText", "SitegenLayout", "SitegenComposition", "SitegenEmit"],
            path: "Sources/Tools/LayoutBench"),

        // MARK: tests mirror Sources/, with the support they share
        .target(name: "SitegenTestSupport", path: "Tests/Support"),
        .testTarget(name: "CoreTests", dependencies: ["SitegenCore"], path: "Tests/CoreTests"),
        .testTarget(name: "MarkdownTests", dependencies: ["SitegenMarkdown"], path: "Tests/MarkdownTests"),
        .testTarget(name: "TextTests", dependencies: ["SitegenText"], path: "Tests/TextTests"),
        .testTarget(name: "HighlightTests", dependencies: ["SitegenHighlight"], path: "Tests/HighlightTests"),
        .testTarget(name: "LayoutTests", dependencies: ["SitegenLayout"], path: "Tests/LayoutTests"),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"], path: "Tests/MustacheTests"),
        .testTarget(name: "CompositionTests", dependencies: ["SitegenComposition"], path: "Tests/CompositionTests"),
        .testTarget(name: "EmitTests", dependencies: ["SitegenEmit"], path: "Tests/EmitTests"),
        .testTarget(name: "SearchTests", dependencies: ["SitegenSearch"], path: "Tests/SearchTests"),
        .testTarget(name: "SiteTests", dependencies: ["SitegenTestSupport", "SitegenSite", "SitegenEmit"], path: "Tests/SiteTests"),
        .testTarget(name: "RemoteTests", dependencies: ["SitegenTestSupport", "SitegenRemote"], path: "Tests/RemoteTests"),
        .testTarget(name: "ServerTests", dependencies: ["SitegenTestSupport", "SitegenServer", "PreviewTestServer"], path: "Tests/ServerTests"),
        .testTarget(name: "CLITests", dependencies: ["SitegenTestSupport", "SitegenCLI", "sitegen"], path: "Tests/CLITests"),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// MARK: fuzz targets, only in the sanitizer build of `scripts/fuzz` (SITEGEN_FUZZ=1), so that
// a plain `swift build` neither compiles nor links them (they need libFuzzer to link).
if Context.environment["SITEGEN_FUZZ"] == "1" {
    package.targets += [
        .systemLibrary(name: "CLibFuzzer", path: "Sources/Fuzz/CLibFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CLibFuzzer", "SitegenCore"], path: "Sources/Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["FuzzSupport", "SitegenMarkdown"], path: "Sources/Fuzz/FuzzMarkdown"),
        .executableTarget(
            name: "FuzzFrontMatter", dependencies: ["FuzzSupport", "SitegenCore", "SitegenMarkdown"],
            path: "Sources/Fuzz/FuzzFrontMatter"),
        .executableTarget(name: "FuzzMustache", dependencies: ["FuzzSupport", "Mustache"], path: "Sources/Fuzz/FuzzMustache"),
        .executableTarget(name: "FuzzTimeline", dependencies: ["FuzzSupport", "SitegenMarkdown"], path: "Sources/Fuzz/FuzzTimeline"),
        .executableTarget(name: "FuzzRouting", dependencies: ["FuzzSupport", "SitegenServer"], path: "Sources/Fuzz/FuzzRouting"),
    ]
}
