/// How a benchmark is measured: sample count, sample length, warm-up and allocation counting.
package struct MeasurementSettings: Sendable, Hashable {
  /// The default number of timed samples.
  static let defaultSamples = 50

  /// Timed samples per benchmark.
  package var samples: Int
  /// How long a sample should take; the batch size is calibrated to reach it.
  var targetSampleNanoseconds: UInt64 = 1_500_000
  /// Calibration stops growing the batch once a trial batch takes this long.
  var minimumSampleNanoseconds: UInt64 = 1_000_000
  /// The largest batch calibration may choose.
  var maximumBatchSize = 1 << 30
  /// Warm-up runs whole batches until this much time has passed (at least one batch).
  var warmupNanoseconds: UInt64 = 20_000_000
  /// The most warm-up batches.
  var maximumWarmupBatches = 5
  /// A batch size to use instead of calibrating (for smoke tests).
  var fixedBatchSize: Int?
  /// Whether to count allocations in a separate, untimed pass.
  var countsAllocations = true
  /// Single operations counted in the allocation pass; the result is their median.
  var allocationOperations = 15

  /// Creates settings.
  ///
  /// - Parameter samples: Timed samples per benchmark (at least 1).
  package init(samples: Int = defaultSamples) {
    self.samples = max(1, samples)
  }

  /// One operation per sample, a few samples, no calibration: proves a benchmark works.
  package static func smokeTest(samples: Int = 3) -> MeasurementSettings {
    var settings = MeasurementSettings(samples: samples)
    settings.fixedBatchSize = 1
    settings.warmupNanoseconds = 0
    settings.maximumWarmupBatches = 1
    settings.allocationOperations = 1
    return settings
  }
}
