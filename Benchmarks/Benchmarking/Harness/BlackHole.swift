internal import CAllocationCounter

/// Consumes a value so the optimizer must compute it.
///
/// The function is never inlined and writes a byte of the value to a global with a relaxed
/// atomic store (`benchmark_sink_store`, in the harness's C module), so a call can be neither
/// removed nor moved out of a loop, and the value must exist in memory when it is made; a value
/// of zero size only stores a zero. The cost (a call and a relaxed store) is part of every
/// measured operation, including the ``Benchmark`` floors that do nothing else.
///
/// - Parameter value: Any value; only its first byte is read.
@inline(never)
package func blackHole<Value>(_ value: Value) {
  // `withUnsafePointer(to:)` rather than `withUnsafeBytes(of:)`, which allocates a box per
  // call in debug builds and would show up in the tests' allocation counts.
  guard MemoryLayout<Value>.size > 0 else {
    benchmark_sink_store(0)
    return
  }
  withUnsafePointer(to: value) { pointer in
    benchmark_sink_store(UInt64(UnsafeRawPointer(pointer).load(as: UInt8.self)))
  }
}

/// Takes ownership of a value and destroys it, as a caller that stores a result would.
///
/// ``blackHole(_:)`` only borrows, which lets the optimizer skip the reference count of a value
/// returned from storage that outlives the call; an app that assigns a returned title to a
/// property always pays it. Benchmarks of functions that return values to be kept use this one
/// so every contender pays the same ownership transfer.
///
/// - Parameter value: Any value; it is consumed.
@inline(never)
package func blackHole<Value>(consuming value: consuming Value) {
  blackHole(value)
}

/// Takes ownership of a string and destroys it, reading its length so it must exist.
///
/// The string form of ``blackHole(consuming:)-(Value)``, without the generic copy that reading a
/// generic value's bytes costs, so the measured call is the string's own cost.
///
/// - Parameter string: Any string; it is consumed.
@inline(never)
package func blackHole(consuming string: consuming String) {
  benchmark_sink_store(UInt64(truncatingIfNeeded: string.utf8.count))
}
