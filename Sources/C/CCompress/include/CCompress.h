#ifndef SITEGEN_CCOMPRESS_H
#define SITEGEN_CCOMPRESS_H
// gzip (zlib, Debian zlib1g-dev) and Brotli (Debian libbrotli-dev) for precompressed
// siblings of published files, as plain C functions.
#include <stddef.h>
#include <stdint.h>

/// An upper bound of the gzip size of `length` bytes.
size_t sg_gzip_bound(size_t length);

/// Gzips `data` at level 9 with a header that holds no name and no time, so the same input
/// gives the same bytes. `*result_length` is the capacity in and the size out. 1 on success.
int sg_gzip(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length);

/// An upper bound of the Brotli size of `length` bytes.
size_t sg_brotli_bound(size_t length);

/// Compresses `data` with Brotli at quality 11 (text mode). As `sg_gzip`.
int sg_brotli(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length);

/// Decompresses Brotli `data` into `result` (capacity `*result_length`); 1 on success.
/// For checking what `sg_brotli` wrote.
int sg_unbrotli(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length);

#endif
