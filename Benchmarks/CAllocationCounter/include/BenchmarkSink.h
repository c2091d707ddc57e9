// The benchmarks' sink: where blackHole(_:) (BenchmarkKit) stores a byte of every value it
// consumes, with a relaxed atomic store, so that concurrent benchmarks do not race and the
// optimizer can neither drop the store nor move it out of a loop. It lives in C because Swift's
// own atomics (Synchronization.Atomic) need macOS 15, above the package's floor.

#ifndef BENCHMARKSINK_H
#define BENCHMARKSINK_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The sink itself; read it only through benchmark_sink_store's atomics.
extern uint64_t benchmark_sink;

/// Stores a value into the sink (relaxed: no ordering, only atomicity).
static inline void benchmark_sink_store(uint64_t value) {
  __atomic_store_n(&benchmark_sink, value, __ATOMIC_RELAXED);
}

#ifdef __cplusplus
}
#endif

#endif
