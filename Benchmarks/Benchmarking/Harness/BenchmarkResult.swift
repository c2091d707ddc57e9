/// What one benchmark measured: time per operation and allocations per operation.
///
/// The field names are the JSON keys of saved runs.
package struct BenchmarkResult: Sendable, Hashable, Codable {
  /// The benchmark's name.
  package var name: String
  /// The median time of one operation, in nanoseconds.
  package var medianNanoseconds: Double
  /// The fastest sample's time per operation, in nanoseconds.
  package var minNanoseconds: Double
  /// The 90th percentile of the time per operation, in nanoseconds.
  package var p90Nanoseconds: Double
  /// The median absolute deviation of the time per operation, in nanoseconds.
  package var madNanoseconds: Double
  /// Allocating calls per operation (the median over single operations), or `nil` when
  /// allocations were not counted.
  package var mallocsPerOperation: Double?
  /// Bytes requested per operation (the median over single operations), or `nil` when
  /// allocations were not counted.
  package var bytesPerOperation: Double?
  /// How many timed samples there were.
  package var samples: Int
  /// How many operations each sample ran.
  package var batchSize: Int

  /// Creates a result.
  package init(
    name: String, medianNanoseconds: Double, minNanoseconds: Double, p90Nanoseconds: Double,
    madNanoseconds: Double, mallocsPerOperation: Double?, bytesPerOperation: Double?, samples: Int,
    batchSize: Int
  ) {
    self.name = name
    self.medianNanoseconds = medianNanoseconds
    self.minNanoseconds = minNanoseconds
    self.p90Nanoseconds = p90Nanoseconds
    self.madNanoseconds = madNanoseconds
    self.mallocsPerOperation = mallocsPerOperation
    self.bytesPerOperation = bytesPerOperation
    self.samples = samples
    self.batchSize = batchSize
  }

  /// Creates a result from sample statistics and per-operation allocation counts.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name.
  ///   - statistics: The timed samples' statistics, in nanoseconds per operation.
  ///   - batchSize: Operations per sample.
  ///   - allocationsPerOperation: One count per single operation; empty when allocations were
  ///     not counted. Allocations and bytes are reported as the medians of these.
  package init(
    name: String, statistics: SampleStatistics, batchSize: Int, allocationsPerOperation: [AllocationCounts]
  ) {
    let mallocs = SampleStatistics(allocationsPerOperation.map { Double($0.allocations) })
    let bytes = SampleStatistics(allocationsPerOperation.map { Double($0.requestedBytes) })
    self.init(
      name: name, medianNanoseconds: statistics.median, minNanoseconds: statistics.minimum,
      p90Nanoseconds: statistics.p90, madNanoseconds: statistics.medianAbsoluteDeviation,
      mallocsPerOperation: mallocs?.median, bytesPerOperation: bytes?.median, samples: statistics.count,
      batchSize: batchSize)
  }
}
