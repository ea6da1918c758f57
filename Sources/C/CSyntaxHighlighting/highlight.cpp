#include "CSyntaxHighlighting.h"
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/abstracthighlighter.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/definition.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/format.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/repository.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/state.h>
#include <KF5/KSyntaxHighlighting/KSyntaxHighlighting/theme.h>
#include <QString>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>

using namespace KSyntaxHighlighting;

// The library is not thread-safe: even with a Repository per thread, threads highlighting
// at once sometimes found no definition. One repository serves every thread, one at a time.
static std::mutex library_lock;

static Repository &repository() {
    static Repository *repository = new Repository();
    return *repository;
}

// Fence names that are neither a definition's name nor one of its file extensions.
static const char *const aliases[][2] = {
    {"shell", "Bash"}, {"console", "Bash"}, {"shellsession", "Bash"}, {"sh", "Bash"}, {"zsh", "Zsh"},
    {"golang", "Go"}, {"js", "JavaScript"}, {"jsx", "JavaScript React (JSX)"}, {"ts", "TypeScript"},
    {"tsx", "TypeScript React (TSX)"}, {"yml", "YAML"}, {"py", "Python"}, {"python3", "Python"},
    {"rs", "Rust"}, {"rb", "Ruby"}, {"kt", "Kotlin"}, {"cs", "C#"}, {"csharp", "C#"}, {"c++", "C++"},
    {"cpp", "C++"}, {"objc", "Objective-C"}, {"md", "Markdown"}, {"html", "HTML"}, {"xml", "XML"},
    {"dockerfile", "Dockerfile"}, {"make", "Makefile"}, {"makefile", "Makefile"}, {"ps1", "PowerShell"},
    {"powershell", "PowerShell"}, {"tex", "LaTeX"}, {"latex", "LaTeX"}, {"toml", "TOML"}, {"ini", "INI Files"},
    {"diff", "Diff"}, {"patch", "Diff"}, {"sql", "SQL"}, {"plaintext", ""}, {"text", ""}, {"txt", ""},
};

static Definition definitionFor(const QString &language) {
    Repository &repo = repository();
    for (const auto &alias : aliases) {
        if (language.compare(QLatin1String(alias[0]), Qt::CaseInsensitive) == 0) {
            return alias[1][0] ? repo.definitionForName(QString::fromLatin1(alias[1])) : Definition();
        }
    }
    for (const Definition &definition : repo.definitions()) {
        if (definition.name().compare(language, Qt::CaseInsensitive) == 0) return definition;
    }
    if (language.contains(QLatin1Char('/')) || language.contains(QLatin1Char('*'))) return Definition();
    return repo.definitionForFileName(QStringLiteral("file.") + language);
}

size_t sg_highlight_definition_count(void) {
    std::lock_guard<std::mutex> guard(library_lock);
    return static_cast<size_t>(repository().definitions().size());
}

size_t sg_highlight_definition_name(const char *language, size_t length, char *name, size_t capacity) {
    if (length == 0 || capacity == 0) return 0;
    std::lock_guard<std::mutex> guard(library_lock);
    Definition definition = definitionFor(QString::fromUtf8(language, static_cast<int>(length)));
    if (!definition.isValid()) return 0;
    QByteArray utf8 = definition.name().toUtf8();
    if (static_cast<size_t>(utf8.size()) + 1 > capacity) return 0;
    std::memcpy(name, utf8.constData(), static_cast<size_t>(utf8.size()) + 1);
    return static_cast<size_t>(utf8.size());
}

namespace {
// Collects the formats of one line, in UTF-16 offsets, as the library hands them out.
class TokenCollector : public AbstractHighlighter {
public:
    struct Span { int offset; int length; uint32_t style; };
    std::vector<Span> spans;

    State line(QStringView text, const State &state) {
        spans.clear();
        return highlightLine(text, state);
    }

protected:
    void applyFormat(int offset, int length, const Format &format) override {
        if (length > 0) spans.push_back({offset, length, static_cast<uint32_t>(format.textStyle())});
    }
};

// UTF-8 byte offsets of each UTF-16 offset of a line (one more entry for its end).
void utf8Offsets(const QString &line, uint32_t base, std::vector<uint32_t> &offsets) {
    offsets.clear();
    offsets.reserve(static_cast<size_t>(line.size()) + 1);
    uint32_t position = base;
    for (int index = 0; index < line.size(); index++) {
        offsets.push_back(position);
        char16_t unit = line.at(index).unicode();
        if (unit < 0x80) position += 1;
        else if (unit < 0x800) position += 2;
        else if (unit >= 0xD800 && unit < 0xDC00) position += 4;  // the pair's first half holds all 4
        else if (unit >= 0xDC00 && unit < 0xE000) position += 0;
        else position += 3;
    }
    offsets.push_back(position);
}
}

sg_highlight_token *sg_highlight(const char *definitionName, const char *text, size_t length, size_t *count) {
    *count = 0;
    std::lock_guard<std::mutex> guard(library_lock);
    try {
        Definition definition = repository().definitionForName(QString::fromUtf8(definitionName));
        if (!definition.isValid()) return nullptr;
        TokenCollector collector;
        collector.setDefinition(definition);
        std::vector<sg_highlight_token> tokens;
        std::vector<uint32_t> offsets;
        State state;
        size_t lineStart = 0;
        while (lineStart <= length) {
            const void *feed = std::memchr(text + lineStart, '\n', length - lineStart);
            size_t lineEnd = feed ? static_cast<size_t>(static_cast<const char *>(feed) - text) : length;
            if (lineEnd == length && lineStart == length && length > 0) break;
            QString line = QString::fromUtf8(text + lineStart, static_cast<int>(lineEnd - lineStart));
            state = collector.line(line, state);
            utf8Offsets(line, static_cast<uint32_t>(lineStart), offsets);
            for (const auto &span : collector.spans) {
                int end = span.offset + span.length;
                if (span.offset < 0 || end > line.size()) continue;
                uint32_t start = offsets[static_cast<size_t>(span.offset)];
                tokens.push_back({start, offsets[static_cast<size_t>(end)] - start, span.style});
            }
            if (!feed) break;
            lineStart = lineEnd + 1;
        }
        auto *result = static_cast<sg_highlight_token *>(std::malloc(sizeof(sg_highlight_token) * (tokens.size() + 1)));
        if (!result) return nullptr;
        if (!tokens.empty()) std::memcpy(result, tokens.data(), sizeof(sg_highlight_token) * tokens.size());
        *count = tokens.size();
        return result;
    } catch (...) {
        return nullptr;
    }
}

void sg_highlight_free(sg_highlight_token *tokens) {
    std::free(tokens);
}
