#include "CCompress.h"
#include <string.h>
#include <zlib.h>
#include <brotli/decode.h>
#include <brotli/encode.h>

size_t sg_gzip_bound(size_t length) {
    // deflateBound's worst case plus the gzip header and trailer.
    return length + length / 1000 + 64 + 18;
}

int sg_gzip(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // 15 + 16: a gzip wrapper; zlib's default header has no name and a zero time.
    if (deflateInit2(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    stream.next_in = (Bytef *)data;
    stream.avail_in = (uInt)length;
    stream.next_out = result;
    stream.avail_out = (uInt)*result_length;
    int status = deflate(&stream, Z_FINISH);
    *result_length = stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? 1 : 0;
}

size_t sg_brotli_bound(size_t length) {
    size_t bound = BrotliEncoderMaxCompressedSize(length);
    return bound ? bound : length + 1024;
}

int sg_brotli(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length) {
    return BrotliEncoderCompress(BROTLI_MAX_QUALITY, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT,
                                 length, data, result_length, result) == BROTLI_TRUE ? 1 : 0;
}

int sg_unbrotli(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length) {
    return BrotliDecoderDecompress(length, data, result_length, result) == BROTLI_DECODER_RESULT_SUCCESS ? 1 : 0;
}
