#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
   function per kind of argument. */
static inline CURLcode sg_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sg_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sg_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

typedef size_t (*sg_curl_write_function)(char *data, size_t size, size_t count, void *context);

static inline CURLcode sg_curl_set_write_function(CURL *handle, sg_curl_write_function function) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, function);
}

static inline long sg_curl_response_code(CURL *handle) {
    long code = 0;
    curl_easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &code);
    return code;
}

/* The result of a finished transfer: CURLMsg keeps it in a union. */
static inline CURLcode sg_curl_message_result(const CURLMsg *message) {
    return message->data.result;
}
