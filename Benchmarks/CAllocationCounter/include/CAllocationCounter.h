// Counts heap allocations made by the calling thread while counting is switched on.
//
// The target defines malloc, calloc, realloc, free, posix_memalign, aligned_alloc, memalign,
// valloc and pvalloc. Linked into an executable, these definitions take precedence over glibc's
// for the whole process, shared libraries included; every call is forwarded to glibc's own
// allocator (__libc_malloc and friends), so memory from either side may be freed by the other.
// Counting is off by default and per thread: a thread counts only between its own
// allocation_counter_start() and allocation_counter_stop(), and a call made while no thread
// counts costs one relaxed atomic load on top of glibc.
//
// On platforms other than glibc, and in builds with a sanitizer (which brings its own malloc),
// the allocator is not replaced and allocation_counter_is_available() returns false.

#ifndef CALLOCATIONCOUNTER_H
#define CALLOCATIONCOUNTER_H

#include <stdbool.h>
#include <stdint.h>

// The harness's other C part, the benchmarks' sink, is in this module too.
#include "BenchmarkSink.h"

#ifdef __cplusplus
extern "C" {
#endif

/// What one thread allocated while counting was on.
///
/// A call is counted whether or not it succeeds. `requestedBytes` is the sum of the sizes
/// asked for (calloc: count × size, saturating), not the usable sizes glibc rounded them to.
typedef struct AllocationCounterCounts {
  /// Calls to malloc.
  uint64_t mallocCalls;
  /// Calls to calloc.
  uint64_t callocCalls;
  /// Calls to realloc, including realloc(NULL, n) and realloc(p, 0).
  uint64_t reallocCalls;
  /// Calls to posix_memalign, aligned_alloc, memalign, valloc and pvalloc.
  uint64_t alignedCalls;
  /// Calls to free with a non-NULL pointer.
  uint64_t freeCalls;
  /// Bytes requested by all counted allocating calls.
  uint64_t requestedBytes;
} AllocationCounterCounts;

/// Zeroes the calling thread's counts and starts counting its allocations.
void allocation_counter_start(void);

/// Stops counting on the calling thread and returns what was counted since the last start.
AllocationCounterCounts allocation_counter_stop(void);

/// Returns the calling thread's counts without stopping.
AllocationCounterCounts allocation_counter_read(void);

/// Whether allocations are really being intercepted: true when this build replaces the
/// allocator and an allocation made inside the C library itself (by strdup) was seen.
bool allocation_counter_is_available(void);

/// The bytes of heap memory in use in the whole process, as glibc's mallinfo2 counts them
/// (chunks handed out, malloc's own overhead included), or 0 where there is no glibc.
uint64_t allocation_counter_heap_in_use(void);

/// Whether this build has a sanitizer, which brings its own malloc, so the allocator is
/// deliberately not replaced. Decided from the compiler's sanitizer flags alone, apart from the
/// conditions that decide the replacement, so a test can tell a counter that stood aside from
/// one that is broken.
bool allocation_counter_sanitizer_owns_malloc(void);

#ifdef __cplusplus
}
#endif

#endif
