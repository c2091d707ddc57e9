import Platform

/// A clock that only moves forward and that NTP does not slew: `CLOCK_MONOTONIC_RAW`.
///
/// Reading it costs about 20 ns through the vDSO, so it is read once per sample, never per
/// operation.
public enum MonotonicClock {
  /// The current reading in nanoseconds since an arbitrary fixed point.
  @inline(__always)
  public static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC_RAW, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
