// Replaces the C allocator's entry points with counting forwarders to glibc's allocator.
//
// glibc documents this kind of replacement ("Replacing malloc" in its manual): a program may
// define malloc, free, calloc and realloc (and optionally the aligned variants), and every
// allocation in the process, including those made inside glibc and other shared libraries,
// then goes through the program's definitions. Here each definition forwards to the matching
// __libc_* function, which is glibc's allocator itself, so behaviour (alignment, errno,
// realloc(NULL, n), realloc(p, 0), free(NULL)) is glibc's, and malloc_usable_size, which is not
// replaced, stays correct on every pointer.

#define _GNU_SOURCE
#include "CAllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

// mallinfo2, for allocation_counter_heap_in_use, in every glibc build (sanitizers included).
#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#endif

// Sanitizers bring their own malloc; replacing it would blind them, so they win.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTER_UNDER_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ALLOCATION_COUNTER_UNDER_SANITIZER 1
#endif
#endif

bool allocation_counter_sanitizer_owns_malloc(void) {
#ifdef ALLOCATION_COUNTER_UNDER_SANITIZER
  return true;
#else
  return false;
#endif
}

#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_UNDER_SANITIZER)
#define ALLOCATION_COUNTER_REPLACES_MALLOC 1
#include <malloc.h>
#else
#define ALLOCATION_COUNTER_REPLACES_MALLOC 0
#endif

#if ALLOCATION_COUNTER_REPLACES_MALLOC

// glibc's allocator under its internal names; exported by glibc's C library since glibc 2.2.5.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

/// The number of threads that are counting. While it is zero (almost always), no call touches
/// thread-local storage, so the forwarders are safe even before a thread's TLS is in use.
static atomic_int countingThreads;

/// One thread's switch and counts. Initial-exec TLS lives in the static TLS block, which is
/// set up before any code runs and is never allocated lazily, so reading it cannot recurse
/// into malloc.
typedef struct CounterState {
  bool enabled;
  AllocationCounterCounts counts;
} CounterState;

static __thread CounterState counterState __attribute__((tls_model("initial-exec")));

/// The calling thread's state when it is counting, or NULL.
static inline CounterState *activeState(void) {
  if (__builtin_expect(atomic_load_explicit(&countingThreads, memory_order_relaxed) == 0, 1)) {
    return NULL;
  }
  CounterState *state = &counterState;
  return state->enabled ? state : NULL;
}

static inline void addBytes(CounterState *state, size_t bytes) {
  uint64_t total;
  if (__builtin_add_overflow(state->counts.requestedBytes, (uint64_t)bytes, &total)) {
    total = UINT64_MAX;
  }
  state->counts.requestedBytes = total;
}

// MARK: - Replaced allocator

void *malloc(size_t size) {
  CounterState *state = activeState();
  if (state != NULL) {
    state->counts.mallocCalls += 1;
    addBytes(state, size);
  }
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  CounterState *state = activeState();
  if (state != NULL) {
    size_t bytes;
    state->counts.callocCalls += 1;
    addBytes(state, __builtin_mul_overflow(count, size, &bytes) ? SIZE_MAX : bytes);
  }
  // glibc checks count × size for overflow and fails with ENOMEM itself.
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  CounterState *state = activeState();
  if (state != NULL) {
    state->counts.reallocCalls += 1;
    addBytes(state, size);
  }
  // realloc(NULL, n) allocates and realloc(p, 0) frees; glibc implements both.
  return __libc_realloc(pointer, size);
}

void free(void *pointer) {
  if (pointer == NULL) return;
  CounterState *state = activeState();
  if (state != NULL) state->counts.freeCalls += 1;
  __libc_free(pointer);
}

static inline void countAligned(size_t size) {
  CounterState *state = activeState();
  if (state != NULL) {
    state->counts.alignedCalls += 1;
    addBytes(state, size);
  }
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  countAligned(size);
  // POSIX: the alignment must be a power of two multiple of sizeof(void *); on failure the
  // result is left untouched and the error is returned, not stored in errno.
  if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  int savedErrno = errno;
  void *memory = __libc_memalign(alignment, size);
  errno = savedErrno;
  if (memory == NULL) return ENOMEM;
  *result = memory;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  countAligned(size);
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 38)
  // glibc 2.38 and later reject alignments that are not powers of two, as C requires.
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    errno = EINVAL;
    return NULL;
  }
#endif
  // Earlier glibc makes aligned_alloc an alias of memalign, which rounds the alignment up.
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  countAligned(size);
  return __libc_memalign(alignment, size);
}

void *valloc(size_t size) {
  countAligned(size);
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  countAligned(size);
  return __libc_pvalloc(size);
}

// MARK: - Counter API

void allocation_counter_start(void) {
  CounterState *state = &counterState;
  memset(&state->counts, 0, sizeof state->counts);
  if (!state->enabled) {
    state->enabled = true;
    atomic_fetch_add_explicit(&countingThreads, 1, memory_order_relaxed);
  }
}

AllocationCounterCounts allocation_counter_stop(void) {
  CounterState *state = &counterState;
  if (state->enabled) {
    state->enabled = false;
    atomic_fetch_sub_explicit(&countingThreads, 1, memory_order_relaxed);
  }
  return state->counts;
}

AllocationCounterCounts allocation_counter_read(void) { return counterState.counts; }

bool allocation_counter_is_available(void) {
  CounterState saved = counterState;
  allocation_counter_start();
  // Called through a volatile pointer so the compiler cannot turn it into an inline
  // malloc + memcpy: the malloc must come from inside the C library.
  char *(*volatile duplicate)(const char *) = strdup;
  char *copy = duplicate("allocation counter probe");
  AllocationCounterCounts seen = allocation_counter_stop();
  free(copy);
  if (saved.enabled) allocation_counter_start();
  counterState.counts = saved.counts;
  return copy != NULL && seen.mallocCalls == 1;
}

#else

void allocation_counter_start(void) {}

AllocationCounterCounts allocation_counter_stop(void) {
  AllocationCounterCounts none = {0, 0, 0, 0, 0, 0};
  return none;
}

AllocationCounterCounts allocation_counter_read(void) {
  AllocationCounterCounts none = {0, 0, 0, 0, 0, 0};
  return none;
}

bool allocation_counter_is_available(void) { return false; }

#endif

uint64_t allocation_counter_heap_in_use(void) {
#if defined(__linux__) && defined(__GLIBC__)
  struct mallinfo2 info = mallinfo2();
  return (uint64_t)info.uordblks;
#else
  return 0;
#endif
}
