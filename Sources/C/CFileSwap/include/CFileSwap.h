#ifndef SITEGEN_CFILESWAP_H
#define SITEGEN_CFILESWAP_H

/// Atomically exchanges two paths (both must exist) with Linux's renameat2(RENAME_EXCHANGE).
///
/// Swift's Glibc module does not expose renameat2, and a swap of the output folder must be a
/// single step: a build interrupted between two plain renames would leave no output at all.
/// Returns 0 on success, otherwise the errno value (EINVAL or ENOSYS where the file system
/// cannot exchange; the caller then falls back to two renames).
int sg_exchange_paths(const char *first, const char *second);

#endif
