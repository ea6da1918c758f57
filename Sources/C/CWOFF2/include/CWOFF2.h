#ifndef SITEGEN_CWOFF2_H
#define SITEGEN_CWOFF2_H
// A plain C face over libwoff2enc's C++ API (Debian libwoff-dev), for Swift.
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An upper bound of the WOFF2 size of the font file `data` (`length` bytes).
size_t sg_woff2_max_size(const uint8_t *data, size_t length);

/// Compresses the OpenType font `data` into `result` (capacity `*result_length`, at least
/// `sg_woff2_max_size`) with Brotli quality `quality` (0-11); sets `*result_length` to the
/// bytes written. Returns 1 on success.
int sg_woff2_encode(const uint8_t *data, size_t length, int quality, uint8_t *result, size_t *result_length);

/// The size of the OpenType font a WOFF2 file decodes to (0 when it is not WOFF2).
size_t sg_woff2_decoded_size(const uint8_t *data, size_t length);

/// Decodes WOFF2 `data` into `result` (capacity `*result_length`, at least
/// `sg_woff2_decoded_size`); sets `*result_length` to the bytes written. Returns 1 on success.
int sg_woff2_decode(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length);

#ifdef __cplusplus
}
#endif
#endif
