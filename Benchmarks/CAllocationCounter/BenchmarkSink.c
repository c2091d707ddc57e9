// The definition of the benchmarks' sink (include/BenchmarkSink.h).

#include "BenchmarkSink.h"

uint64_t benchmark_sink = 0;
