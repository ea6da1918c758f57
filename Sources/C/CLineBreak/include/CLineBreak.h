#ifndef SITEGEN_CLINEBREAK_H
#define SITEGEN_CLINEBREAK_H

#include <stdint.h>

/// Line-break opportunities from ICU's line break iterator, exposed as a plain C function.
///
/// System ICU's headers clash with Foundation's private copy of ICU inside a Swift module,
/// so ICU is reached only from this C target.
///
/// `text` is UTF-16 of `length` code units; `locale` is an ICU locale such as "en@lb=normal".
/// Writes the UTF-16 offsets after which a line may break (the end of text included) into
/// `offsets`, at most `capacity` of them, and returns how many there are in total
/// (which may exceed `capacity`), or -1 when ICU reports an error.
int32_t sg_line_break_offsets(const uint16_t *text, int32_t length, const char *locale,
                              int32_t *offsets, int32_t capacity);

/// Which compiled rules a break iterator uses. The rules are Chromium's own (ICU 78 data,
/// embedded in this target), so breaks follow the browser even where the system ICU is older.
typedef enum {
    /// Line breaks, `line-break: normal` (what Chromium uses for `auto`) for most languages.
    SG_BREAK_RULES_LINE_NORMAL = 0,
    /// Line breaks, `line-break: normal` for Chinese: “ opens and ” closes.
    SG_BREAK_RULES_LINE_NORMAL_CJ = 1,
    /// Extended grapheme clusters.
    SG_BREAK_RULES_GRAPHEME = 2,
} sg_break_rules;

/// A reusable ICU break iterator over one of the embedded rule sets. Not thread-safe:
/// use one per thread at a time.
typedef struct sg_break_iterator sg_break_iterator;

/// Opens an iterator over `rules`, or returns NULL when ICU cannot load them.
sg_break_iterator *sg_break_iterator_create(sg_break_rules rules);

/// Closes an iterator made by `sg_break_iterator_create`.
void sg_break_iterator_destroy(sg_break_iterator *iterator);

/// Writes the boundaries after offset 0 (the end of text included) of `text` (`length`
/// UTF-16 code units) into `offsets`, at most `capacity` of them; returns how many there
/// are in total (which may exceed `capacity`), or -1 when ICU reports an error.
int32_t sg_break_iterator_offsets(sg_break_iterator *iterator, const uint16_t *text,
                                  int32_t length, int32_t *offsets, int32_t capacity);

/// ICU's script data for Chromium's script itemization (its `ScriptRunIterator`).
///
/// The primary Script property of `c`, as an ICU `UScriptCode` (0 Common, 1 Inherited,
/// 25 Latin, 17 Han, ...), or -1 when ICU cannot tell.
int32_t sg_script(uint32_t c);

/// The Script_Extensions of `c` as ICU `UScriptCode`s, at most `capacity` of them, in ICU's
/// order; returns how many there are (which may exceed `capacity`), or -1 on error.
int32_t sg_script_extensions(uint32_t c, int32_t *scripts, int32_t capacity);

/// The ISO 15924 code of an ICU script (for example 'Latn') packed big-endian into
/// 32 bits, as OpenType and HarfBuzz tag scripts; 0 for an unknown script.
uint32_t sg_script_tag(int32_t script);

/// The Bidi_Paired_Bracket_Type of `c`: 0 none, 1 open, 2 close.
int32_t sg_paired_bracket_type(uint32_t c);

/// The Bidi_Paired_Bracket of `c` (`c` itself when it has none).
uint32_t sg_paired_bracket(uint32_t c);

#endif
