#ifndef SITEGEN_CPREFETCH_H
#define SITEGEN_CPREFETCH_H

/// Starts loading the cache line holding `address` (for reading, kept in every cache level)
/// and returns at once; a hint that never faults, whatever the address.
///
/// Swift has no prefetch: the shaping cache uses this to start the cache misses of a
/// paragraph's word lookups all at once rather than one after another.
static inline void sg_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
