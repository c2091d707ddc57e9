/// A clock that only moves forward and that NTP does not slew: `CLOCK_MONOTONIC_RAW` (Linux, and
/// Darwin since macOS 10.12).
///
/// The one clock of the package's timeouts, progress lines, run times and benchmark samples. It
/// stands where `ContinuousClock` would, whose `Duration` needs macOS 13: the package's floor is
/// the runtime's, macOS 12. A reading costs about as much as a short call into the C library (on
/// Linux it goes through the vDSO, without a system call), so a benchmark reads it once per
/// sample, never per operation.
///
/// Threading: stateless; call it from any thread.
package enum MonotonicClock {
  /// The current reading in nanoseconds since an arbitrary fixed point.
  @inline(__always)
  package static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC_RAW, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }

  /// The seconds from an earlier reading of ``nanoseconds()`` to now (0 if the reading is
  /// later, which a monotonic clock never gives).
  package static func seconds(since start: UInt64) -> Double {
    seconds(from: start, to: nanoseconds())
  }

  /// The seconds between two readings of ``nanoseconds()``: the package's one conversion of a
  /// duration to seconds (0 if `end` is the earlier, which a monotonic clock never gives).
  package static func seconds(from start: UInt64, to end: UInt64) -> Double {
    end > start ? Double(end - start) / 1e9 : 0
  }
}
