#include "CLineBreak.h"
#include "BreakRules.h"
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>

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

struct sg_break_iterator {
    UBreakIterator *iterator;
};

sg_break_iterator *sg_break_iterator_create(sg_break_rules rules) {
    const uint32_t *data;
    uint32_t length;
    switch (rules) {
    case SG_BREAK_RULES_LINE_NORMAL:
        data = sg_rules_line_normal;
        length = sg_rules_line_normal_length;
        break;
    case SG_BREAK_RULES_LINE_NORMAL_CJ:
        data = sg_rules_line_normal_cj;
        length = sg_rules_line_normal_cj_length;
        break;
    case SG_BREAK_RULES_GRAPHEME:
        data = sg_rules_grapheme;
        length = sg_rules_grapheme_length;
        break;
    default:
        return NULL;
    }
    UErrorCode status = U_ZERO_ERROR;
    // The data is static, so ICU may keep pointing at it.
    UBreakIterator *iterator =
        ubrk_openBinaryRules((const uint8_t *)data, (int32_t)length, NULL, 0, &status);
    if (U_FAILURE(status) || iterator == NULL) {
        return NULL;
    }
    sg_break_iterator *result = malloc(sizeof(sg_break_iterator));
    if (result == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    result->iterator = iterator;
    return result;
}

void sg_break_iterator_destroy(sg_break_iterator *iterator) {
    if (iterator == NULL) {
        return;
    }
    ubrk_close(iterator->iterator);
    free(iterator);
}

int32_t sg_break_iterator_offsets(sg_break_iterator *iterator, const uint16_t *text,
                                  int32_t length, int32_t *offsets, int32_t capacity) {
    if (iterator == NULL || length < 0) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t offset = ubrk_following(iterator->iterator, 0); offset != UBRK_DONE;
         offset = ubrk_next(iterator->iterator)) {
        if (count < capacity) {
            offsets[count] = offset;
        }
        count++;
    }
    // Drop the pointer to the caller's buffer before it goes away.
    ubrk_setText(iterator->iterator, NULL, 0, &status);
    return count;
}

int32_t sg_script(uint32_t c) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)c, &status);
    return U_FAILURE(status) ? -1 : (int32_t)script;
}

int32_t sg_script_extensions(uint32_t c, int32_t *scripts, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode buffer[32];
    int32_t count = uscript_getScriptExtensions((UChar32)c, buffer, 32, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) {
        return -1;
    }
    for (int32_t index = 0; index < count && index < capacity && index < 32; index++) {
        scripts[index] = (int32_t)buffer[index];
    }
    return count;
}

uint32_t sg_script_tag(int32_t script) {
    const char *name = uscript_getShortName((UScriptCode)script);
    if (name == NULL || name[0] == 0 || name[1] == 0 || name[2] == 0 || name[3] == 0) {
        return 0;
    }
    return ((uint32_t)(uint8_t)name[0] << 24) | ((uint32_t)(uint8_t)name[1] << 16) |
           ((uint32_t)(uint8_t)name[2] << 8) | (uint32_t)(uint8_t)name[3];
}

int32_t sg_paired_bracket_type(uint32_t c) {
    return u_getIntPropertyValue((UChar32)c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
}

uint32_t sg_paired_bracket(uint32_t c) {
    return (uint32_t)u_getBidiPairedBracket((UChar32)c);
}
