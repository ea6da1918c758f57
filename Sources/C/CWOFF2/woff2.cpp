#include "CWOFF2.h"
#include <woff2/decode.h>
#include <woff2/encode.h>
#include <woff2/output.h>
#include <cstdio>
#include <fcntl.h>
#include <mutex>
#include <unistd.h>

// Debian's libwoff2enc prints "Compressed N to M." on stderr for every font it encodes.
// While any encoding runs, stderr points at /dev/null (whatever another thread writes there
// in that moment is lost: progress lines, at worst); encodings still run in parallel.
static std::mutex quiet_lock;
static int quiet_count = 0;
static int saved_stderr = -1;

template <typename Work> static bool quietly(Work work) {
    {
        std::lock_guard<std::mutex> guard(quiet_lock);
        if (quiet_count++ == 0) {
            fflush(stderr);
            saved_stderr = dup(STDERR_FILENO);
            int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
            if (saved_stderr >= 0 && null >= 0) dup2(null, STDERR_FILENO);
            if (null >= 0) close(null);
        }
    }
    bool ok = work();
    {
        std::lock_guard<std::mutex> guard(quiet_lock);
        if (--quiet_count == 0) {
            fflush(stderr);
            if (saved_stderr >= 0) { dup2(saved_stderr, STDERR_FILENO); close(saved_stderr); }
            saved_stderr = -1;
        }
    }
    return ok;
}

size_t sg_woff2_max_size(const uint8_t *data, size_t length) {
    return woff2::MaxWOFF2CompressedSize(data, length);
}

int sg_woff2_encode(const uint8_t *data, size_t length, int quality, uint8_t *result, size_t *result_length) {
    try {
        woff2::WOFF2Params params;
        params.brotli_quality = quality;
        return quietly([&] { return woff2::ConvertTTFToWOFF2(data, length, result, result_length, params); }) ? 1 : 0;
    } catch (...) {
        return 0;
    }
}

size_t sg_woff2_decoded_size(const uint8_t *data, size_t length) {
    return woff2::ComputeWOFF2FinalSize(data, length);
}

int sg_woff2_decode(const uint8_t *data, size_t length, uint8_t *result, size_t *result_length) {
    try {
        woff2::WOFF2MemoryOut out(result, *result_length);
        if (!woff2::ConvertWOFF2ToTTF(data, length, &out)) return 0;
        *result_length = out.Size();
        return 1;
    } catch (...) {
        return 0;
    }
}
