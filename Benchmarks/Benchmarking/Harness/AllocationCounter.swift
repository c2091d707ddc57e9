internal import CAllocationCounter

/// Counts the heap allocations of a piece of code on the current thread.
///
/// The counting itself happens in the `CAllocationCounter` C target, which replaces `malloc`
/// and its relatives for the whole process and forwards every call to glibc. Counting is per
/// thread and switched on only inside ``counting(_:)``; allocations by other threads are never
/// included.
///
/// Threading: any thread may count at the same time as others; a thread must not nest
/// ``counting(_:)`` calls (the inner one restarts the count).
package enum AllocationCounter {
  /// Whether allocations are really intercepted in this process.
  ///
  /// False on platforms other than glibc, and whenever the replacement did not take effect
  /// (the C library's own `strdup` must be seen allocating). When false every count is zero and
  /// must not be reported as "no allocations".
  package static let isAvailable: Bool = allocation_counter_is_available()

  /// Whether this build has a sanitizer, which owns malloc: the one reason the counter may stand
  /// aside on Linux with glibc. Everywhere else there, ``isAvailable`` must be true, and the tests
  /// fail when it is not.
  package static let sanitizerOwnsMalloc: Bool = allocation_counter_sanitizer_owns_malloc()

  /// Runs code with allocation counting on for the current thread.
  ///
  /// - Parameter body: The code to count; it must stay on this thread.
  /// - Returns: The body's result and what it allocated.
  /// - Throws: What the body throws (counting is switched off first).
  package static func counting<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> (result: Result, counts: AllocationCounts) {
    allocation_counter_start()
    let result: Result
    do {
      result = try body()
    } catch {
      _ = allocation_counter_stop()
      throw error
    }
    let raw = allocation_counter_stop()
    let counts = AllocationCounts(
      mallocCalls: Int(clamping: raw.mallocCalls), callocCalls: Int(clamping: raw.callocCalls),
      reallocCalls: Int(clamping: raw.reallocCalls), alignedCalls: Int(clamping: raw.alignedCalls),
      freeCalls: Int(clamping: raw.freeCalls), requestedBytes: Int(clamping: raw.requestedBytes))
    return (result, counts)
  }

  /// The heap bytes in use in the whole process (glibc's `mallinfo2`, malloc's overhead
  /// included), or `nil` where it cannot be read; the difference across building a value, while
  /// it lives, is what the value keeps.
  static var heapBytesInUse: Int? {
    let bytes = allocation_counter_heap_in_use()
    return bytes > 0 ? Int(clamping: bytes) : nil
  }
}
