#ifndef SITEGEN_BREAK_RULES_H
#define SITEGEN_BREAK_RULES_H

#include <stdint.h>

// Compiled ICU break rules taken from Chromium's ICU data (see BreakRules.c).
// Each array holds RBBI data as `ubrk_openBinaryRules` takes it; the length is in bytes.
extern const uint32_t sg_rules_line_normal[];
extern const uint32_t sg_rules_line_normal_length;
extern const uint32_t sg_rules_line_normal_cj[];
extern const uint32_t sg_rules_line_normal_cj_length;
extern const uint32_t sg_rules_grapheme[];
extern const uint32_t sg_rules_grapheme_length;

#endif
