import Benchmarking
import CalibrateSupport
import Testing

/// The malloc interposer: exact counts for known call sequences, and glibc's semantics kept.
///
/// Under a sanitizer the sanitizer owns malloc and the interposer stands aside, so there is
/// nothing to count; the suite runs in every other build.
@Suite(
  "Allocation counter",
  .disabled(if: AllocationCounter.sanitizerOwnsMalloc, "a sanitizer owns malloc in this build"))
struct AllocationCounterTests {
  @Test("a known sequence of calls gives exact counts and requested bytes")
  func exactCounts() throws {
    #expect(MallocExtensions.resolve())
    let counted = AllocationCounter.counting { () -> Bool in
      let first = malloc(100)
      let second = calloc(3, 8)
      let grown = realloc(first, 200)
      var aligned: UnsafeMutableRawPointer? = nil
      let status = posix_memalign(&aligned, 64, 32)
      let alignedAlloc = aligned_alloc(64, 128)
      let memaligned = MallocExtensions.memalign(32, 10)
      let paged = valloc(5)
      var allSucceeded = status == 0 && grown != nil && second != nil && aligned != nil
      allSucceeded = allSucceeded && alignedAlloc != nil && memaligned != nil && paged != nil
      free(grown)
      free(second)
      free(nil)
      free(aligned)
      free(alignedAlloc)
      free(memaligned)
      free(paged)
      return allSucceeded
    }
    #expect(counted.result)
    let counts = counted.counts
    #expect(counts.mallocCalls == 1)
    #expect(counts.callocCalls == 1)
    #expect(counts.reallocCalls == 1)
    #expect(counts.alignedCalls == 4)
    #expect(counts.freeCalls == 6)
    #expect(counts.allocations == 7)
    #expect(counts.requestedBytes == 100 + 24 + 200 + 32 + 128 + 10 + 5)
  }

  @Test("counting is off outside counting(_:) and counts restart each time")
  func switchedOnOnlyInside() {
    let outside = malloc(16)
    free(outside)
    let first = AllocationCounter.counting { free(malloc(8)) }.counts
    let second = AllocationCounter.counting { () -> Void in }.counts
    #expect(first == AllocationCounts(mallocCalls: 1, freeCalls: 1, requestedBytes: 8))
    #expect(second == AllocationCounts())
  }

  @Test("other threads' allocations are not counted")
  func perThread() throws {
    let counts = AllocationCounter.counting { () -> Void in
      var thread = pthread_t()
      let created = pthread_create(
        &thread, nil,
        { _ in
          for _ in 0..<100 { free(malloc(32)) }
          return nil
        }, nil)
      if created == 0 { pthread_join(thread, nil) }
    }.counts
    // pthread_create itself may allocate the thread's stack bookkeeping, but never 100 mallocs.
    #expect(counts.mallocCalls < 100)
  }

  @Test("Swift allocations inside the standard library are seen")
  func swiftAllocations() {
    let counts = AllocationCounter.counting {
      blackHole([Int](repeating: 7, count: 1_000))
    }.counts
    #expect(counts.allocations == 1)
    #expect(counts.requestedBytes >= 8_000)
    #expect(counts.freeCalls == 1)
  }

  @Test("realloc(NULL, n) allocates and realloc(p, 0) frees")
  func reallocEdges() throws {
    let counts = AllocationCounter.counting { () -> Bool in
      let fresh = realloc(nil, 48)
      guard let fresh else { return false }
      fresh.storeBytes(of: 0xABCD, as: UInt32.self)
      _ = realloc(fresh, 0)
      return true
    }
    #expect(counts.result)
    #expect(counts.counts.reallocCalls == 2)
    #expect(counts.counts.requestedBytes == 48)
  }

  @Test("posix_memalign rejects bad alignments with EINVAL and leaves errno alone")
  func posixMemalignErrors() {
    for alignment in [0, 3, 4, 24, 48] {
      var pointer: UnsafeMutableRawPointer? = UnsafeMutableRawPointer(bitPattern: 0x1234)
      errno = 0
      let status = posix_memalign(&pointer, alignment, 16)
      #expect(status == EINVAL, "alignment \(alignment)")
      #expect(errno == 0)
      #expect(pointer == UnsafeMutableRawPointer(bitPattern: 0x1234), "the result must be untouched")
    }
    var huge: UnsafeMutableRawPointer? = nil
    errno = 0
    #expect(posix_memalign(&huge, 64, Int.max) == ENOMEM)
    #expect(errno == 0)
    #expect(huge == nil)
  }

  @Test("aligned allocations are aligned and usable", arguments: [8, 16, 64, 256, 4096, 65536])
  func alignment(alignment: Int) throws {
    var pointer: UnsafeMutableRawPointer? = nil
    #expect(posix_memalign(&pointer, alignment, 100) == 0)
    let posix = try #require(pointer)
    #expect(Int(bitPattern: posix) % alignment == 0)
    #expect(MallocExtensions.usableSize(posix) >= 100)
    posix.initializeMemory(as: UInt8.self, repeating: 0x5A, count: 100)
    free(posix)
    let aligned = try #require(aligned_alloc(alignment, alignment * 2))
    #expect(Int(bitPattern: aligned) % alignment == 0)
    free(aligned)
    let old = try #require(MallocExtensions.memalign(alignment, 1))
    #expect(Int(bitPattern: old) % alignment == 0)
    free(old)
  }

  @Test("valloc and pvalloc return page-aligned memory")
  func pageAligned() throws {
    #expect(MallocExtensions.resolve())
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let counted = AllocationCounter.counting { () -> (Int, Int, Int) in
      let first = valloc(10)
      let second = MallocExtensions.pvalloc(10)
      let addresses = (
        Int(bitPattern: first), Int(bitPattern: second), second.map(MallocExtensions.usableSize) ?? 0
      )
      free(first)
      free(second)
      return addresses
    }
    let (first, second, usable) = counted.result
    #expect(first != 0 && first % page == 0)
    #expect(second != 0 && second % page == 0)
    #expect(usable >= page)
    let counts = counted.counts
    #expect(counts.alignedCalls == 2)
    #expect(counts.freeCalls == 2)
  }

  @Test("calloc zeroes memory and fails cleanly on overflow")
  func callocBehaviour() throws {
    let memory = try #require(calloc(64, 4))
    let bytes = UnsafeRawBufferPointer(start: memory, count: 256)
    #expect(bytes.allSatisfy { $0 == 0 })
    free(memory)
    errno = 0
    let overflowing = AllocationCounter.counting { calloc(Int.max / 2, 4) }
    #expect(overflowing.result == nil)
    #expect(errno == ENOMEM)
    #expect(overflowing.counts.callocCalls == 1)
    #expect(overflowing.counts.requestedBytes == Int.max)
  }
}
