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

#endif
