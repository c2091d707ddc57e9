import Benchmarking
import CalibrateSupport
import Testing

/// The one check of the allocation counter that no trait can skip: on Linux it must work.
///
/// The allocation suites stand aside when a sanitizer owns malloc (`AllocationCounter`'s
/// `AllocationCounter/sanitizerOwnsMalloc`); a counter that is broken for any other reason
/// would make every "allocates nothing" claim pass on zero counts, so this suite fails instead.
@Suite("The allocation counter works where it must")
struct AllocationCounterAvailabilityTests {
  @Test("on Linux the counter intercepts malloc, unless a sanitizer owns it")
  func availableOnLinux() {
    #if os(Linux)
      if AllocationCounter.sanitizerOwnsMalloc {
        #expect(!AllocationCounter.isAvailable, "the counter must stand aside for the sanitizer's malloc")
        return
      }
      #expect(AllocationCounter.isAvailable, "the malloc replacement did not take effect in this build")
      let counted = AllocationCounter.counting { () -> Void in free(malloc(24)) }.counts
      #expect(counted == AllocationCounts(mallocCalls: 1, freeCalls: 1, requestedBytes: 24))
    #else
      // The replacement forwards to glibc's allocator; elsewhere it is not built.
      #expect(!AllocationCounter.isAvailable)
    #endif
  }
}
