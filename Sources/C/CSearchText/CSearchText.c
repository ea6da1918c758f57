#include "CSearchText.h"
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

// The longest buffers `sg_search_fold` keeps on the stack, in code units.
#define SG_FOLD_STACK_UNITS 512

struct sg_word_iterator {
    UBreakIterator *iterator;
};

sg_word_iterator *sg_word_iterator_create(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return NULL;
    }
    sg_word_iterator *result = malloc(sizeof(sg_word_iterator));
    if (result == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    result->iterator = iterator;
    return result;
}

void sg_word_iterator_destroy(sg_word_iterator *iterator) {
    if (iterator == NULL) {
        return;
    }
    ubrk_close(iterator->iterator);
    free(iterator);
}

int32_t sg_word_iterator_segments(sg_word_iterator *iterator, const uint16_t *text, int32_t length,
                                  int32_t *bounds, int32_t capacity) {
    if (iterator == NULL) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    int32_t start = ubrk_first(iterator->iterator);
    for (int32_t end = ubrk_next(iterator->iterator); end != UBRK_DONE;
         start = end, end = ubrk_next(iterator->iterator)) {
        // Segments of spaces and punctuation have a status below UBRK_WORD_NONE_LIMIT.
        if (ubrk_getRuleStatus(iterator->iterator) < UBRK_WORD_NONE_LIMIT) {
            continue;
        }
        if (count < capacity) {
            bounds[2 * count] = start;
            bounds[2 * count + 1] = end;
        }
        count++;
    }
    // Detach the text, which belongs to the caller.
    ubrk_setText(iterator->iterator, NULL, 0, &status);
    return count;
}

int32_t sg_search_fold(const uint16_t *text, int32_t length, uint16_t *folded, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
    if (U_FAILURE(status)) {
        return -1;
    }
    // NFD at most triples a code unit's length (Unicode's stability bound); lowercasing
    // may grow it again, so the buffers are generous and checked by ICU.
    int32_t room = length * 4 + 16;
    // A word of the index is short: its buffers are on the stack, not two allocations a word.
    UChar decomposedOnStack[SG_FOLD_STACK_UNITS], loweredOnStack[SG_FOLD_STACK_UNITS];
    int onStack = room <= SG_FOLD_STACK_UNITS;
    UChar *decomposed = onStack ? decomposedOnStack : malloc(sizeof(UChar) * (size_t)room);
    UChar *lowered = onStack ? loweredOnStack : malloc(sizeof(UChar) * (size_t)room);
    if (decomposed == NULL || lowered == NULL) {
        if (!onStack) {
            free(decomposed);
            free(lowered);
        }
        return -1;
    }
    int32_t decomposedLength = unorm2_normalize(nfd, (const UChar *)text, length, decomposed, room, &status);
    int32_t kept = 0;
    for (int32_t index = 0; U_SUCCESS(status) && index < decomposedLength; index++) {
        UChar unit = decomposed[index];
        if (unit >= 0x0300 && unit <= 0x036F) {
            continue;
        }
        decomposed[kept++] = unit;
    }
    int32_t loweredLength = U_SUCCESS(status) ? u_strToLower(lowered, room, decomposed, kept, "", &status) : 0;
    int32_t result = -1;
    if (U_SUCCESS(status)) {
        result = unorm2_normalize(nfc, lowered, loweredLength, (UChar *)folded, capacity, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR) {
            status = U_ZERO_ERROR;
        }
        if (U_FAILURE(status)) {
            result = -1;
        }
    }
    if (!onStack) {
        free(decomposed);
        free(lowered);
    }
    return result;
}
