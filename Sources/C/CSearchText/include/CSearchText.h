#ifndef SITEGEN_CSEARCHTEXT_H
#define SITEGEN_CSEARCHTEXT_H

#include <stdint.h>

/// The words of a text and their folded forms, from ICU, for the search index.
///
/// System ICU's headers clash with Foundation's private copy of ICU inside a Swift module,
/// so ICU is reached only from this C target, through plain C functions.

/// A reusable ICU word break iterator (UAX #29 words, with ICU's dictionaries for Chinese,
/// Japanese, Thai, Khmer, Lao and Burmese). Not thread-safe: one per thread at a time.
typedef struct sg_word_iterator sg_word_iterator;

/// Opens a word iterator for `locale` (an ICU locale such as "en" or "zh"), or returns NULL
/// when ICU cannot load its rules.
sg_word_iterator *sg_word_iterator_create(const char *locale);

/// Closes an iterator made by `sg_word_iterator_create`.
void sg_word_iterator_destroy(sg_word_iterator *iterator);

/// Writes the `[start, end)` UTF-16 offsets of each word-like segment of `text` (`length`
/// code units: letters, numbers, kana, ideographs; not spaces or punctuation) into `bounds`
/// as pairs, at most `capacity` pairs; returns how many there are in total (which may
/// exceed `capacity`), or -1 when ICU reports an error.
int32_t sg_word_iterator_segments(sg_word_iterator *iterator, const uint16_t *text, int32_t length,
                                  int32_t *bounds, int32_t capacity);

/// Folds `text` for matching as the browser's search script does with
/// `s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().normalize('NFC')`:
/// combining diacritical marks removed, lowercased by Unicode's default (locale-free)
/// mapping, recomposed. Writes at most `capacity` code units into `folded` and returns the
/// folded length (which may exceed `capacity`), or -1 when ICU reports an error.
int32_t sg_search_fold(const uint16_t *text, int32_t length, uint16_t *folded, int32_t capacity);

#endif
