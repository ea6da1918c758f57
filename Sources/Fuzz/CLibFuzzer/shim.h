// libFuzzer's driver, for a program that has its own `main` (SwiftPM gives every executable
// one). The library itself comes from `swiftc -sanitize=fuzzer` (the toolchain's
// libclang_rt.fuzzer), which only the fuzz build passes.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
