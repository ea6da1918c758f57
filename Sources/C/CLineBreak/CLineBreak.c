#include "CLineBreak.h"
#include <unicode/ubrk.h>

int32_t sg_line_break_offsets(const uint16_t *text, int32_t length, const char *locale,
                              int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_following(iterator, 0); offset != UBRK_DONE;
         offset = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = offset;
        }
        count++;
    }
    ubrk_close(iterator);
    return count;
}
