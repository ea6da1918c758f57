#ifndef SITEGEN_CSYNTAXHIGHLIGHTING_H
#define SITEGEN_CSYNTAXHIGHLIGHTING_H
// A plain C face over KSyntaxHighlighting's C++ API (Debian libkf5syntaxhighlighting-dev),
// for Swift: find a language's definition, cut UTF-8 text into tokens with their styles.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One token: `length` bytes of UTF-8 from `start`, drawn in the library's default text
/// style `style` (`KSyntaxHighlighting::Theme::TextStyle`; 0 is normal text).
typedef struct {
    uint32_t start;
    uint32_t length;
    uint32_t style;
} sg_highlight_token;

/// The number of syntax definitions the library holds (hidden ones included).
size_t sg_highlight_definition_count(void);

/// Writes into `name` (capacity `capacity`, NUL-terminated) the name of the definition a
/// fence's language `language` (`length` bytes of UTF-8) means: its name in any case, an
/// alias, or a file extension of it. Returns the name's length, 0 when no definition fits.
size_t sg_highlight_definition_name(const char *language, size_t length, char *name, size_t capacity);

/// Every function may be called from any thread (they take turns).
/// Highlights `length` bytes of UTF-8 `text` with the definition named `definition`
/// (a name `sg_highlight_definition_name` gave), line by line, carrying the state across
/// lines as an editor does. Returns an array of tokens in order (`*count` of them), which
/// covers every byte of every line but its line feed; free it with `sg_highlight_free`.
/// Returns NULL when the definition is unknown.
sg_highlight_token *sg_highlight(const char *definition, const char *text, size_t length, size_t *count);

void sg_highlight_free(sg_highlight_token *tokens);

#ifdef __cplusplus
}
#endif
#endif
