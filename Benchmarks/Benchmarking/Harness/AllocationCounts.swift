/// The heap calls one thread made while allocation counting was on.
///
/// Counts come from the `CAllocationCounter` interposer. A call is counted whether or not it
/// succeeds; `requestedBytes` is what was asked for, not what glibc rounded it up to.
package struct AllocationCounts: Sendable, Hashable {
  /// Calls to `malloc`.
  package var mallocCalls: Int
  /// Calls to `calloc`.
  package var callocCalls: Int
  /// Calls to `realloc`, including `realloc(NULL, n)`.
  package var reallocCalls: Int
  /// Calls to `posix_memalign`, `aligned_alloc`, `memalign`, `valloc` and `pvalloc`.
  package var alignedCalls: Int
  /// Calls to `free` with a non-null pointer.
  package var freeCalls: Int
  /// Bytes requested by the allocating calls.
  package var requestedBytes: Int

  /// Creates counts.
  package init(
    mallocCalls: Int = 0, callocCalls: Int = 0, reallocCalls: Int = 0, alignedCalls: Int = 0,
    freeCalls: Int = 0, requestedBytes: Int = 0
  ) {
    self.mallocCalls = mallocCalls
    self.callocCalls = callocCalls
    self.reallocCalls = reallocCalls
    self.alignedCalls = alignedCalls
    self.freeCalls = freeCalls
    self.requestedBytes = requestedBytes
  }

  /// Every call that can hand out memory: what a benchmark reports as mallocs.
  package var allocations: Int { mallocCalls + callocCalls + reallocCalls + alignedCalls }
}
