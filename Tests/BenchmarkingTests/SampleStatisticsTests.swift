import Benchmarking
import Testing

/// Minimum, median, p90 and MAD on arrays whose answers are known by hand.
@Suite("SampleStatistics")
struct SampleStatisticsTests {
  @Test("odd count: 1...9 shuffled")
  func oddCount() throws {
    let statistics = try #require(SampleStatistics([5, 3, 9, 1, 7, 2, 8, 4, 6]))
    #expect(statistics.count == 9)
    #expect(statistics.minimum == 1)
    #expect(statistics.median == 5)
    // Position 0.9 × 8 = 7.2: 8 + 0.2 × (9 - 8).
    #expect(abs(statistics.p90 - 8.2) < 1e-12)
    // |x - 5| = 4,2,4,4,2,3,3,1,1 → sorted 0,1,1,2,2,3,3,4,4 has median 2.
    #expect(statistics.medianAbsoluteDeviation == 2)
  }

  @Test("even count: the median is the mean of the middle two")
  func evenCount() throws {
    let statistics = try #require(SampleStatistics([10, 40, 20, 30]))
    #expect(statistics.median == 25)
    #expect(statistics.minimum == 10)
    // Position 0.9 × 3 = 2.7: 30 + 0.7 × 10.
    #expect(abs(statistics.p90 - 37) < 1e-12)
    // Deviations 15, 5, 5, 15 → median 10.
    #expect(statistics.medianAbsoluteDeviation == 10)
  }

  @Test("one outlier moves the mean but barely the median and not the MAD")
  func robustToOutliers() throws {
    let samples = [100.0, 101, 99, 100, 102, 98, 100, 10_000]
    let statistics = try #require(SampleStatistics(samples))
    #expect(statistics.median == 100)
    #expect(statistics.medianAbsoluteDeviation == 1)
    #expect(statistics.minimum == 98)
    // Position 0.9 × 7 = 6.3 between 102 and 10,000.
    #expect(abs(statistics.p90 - (102 + 0.3 * 9_898)) < 1e-9)
  }

  @Test("a single sample is every statistic, with no spread")
  func singleSample() throws {
    let statistics = try #require(SampleStatistics([42]))
    #expect(statistics.minimum == 42 && statistics.median == 42 && statistics.p90 == 42)
    #expect(statistics.medianAbsoluteDeviation == 0)
  }

  @Test("identical samples have zero MAD")
  func constantSamples() throws {
    let statistics = try #require(SampleStatistics([Double](repeating: 3.5, count: 30)))
    #expect(statistics.median == 3.5 && statistics.p90 == 3.5 && statistics.medianAbsoluteDeviation == 0)
  }

  @Test("NaN samples are ignored and no samples give nil")
  func emptyAndNaN() throws {
    #expect(SampleStatistics([]) == nil)
    #expect(SampleStatistics([.nan]) == nil)
    let statistics = try #require(SampleStatistics([.nan, 2, 4]))
    #expect(statistics.count == 2 && statistics.median == 3)
  }

  @Test(
    "quantiles of 1...10 interpolate between ranks",
    arguments: [(0.0, 1.0), (0.5, 5.5), (0.9, 9.1), (1.0, 10.0), (0.25, 3.25), (-1, 1), (2, 10)])
  func quantiles(fraction: Double, expected: Double) {
    let value = SampleStatistics.quantile(fraction, ofSorted: (1...10).map(Double.init))
    #expect(abs(value - expected) < 1e-12)
  }
}
