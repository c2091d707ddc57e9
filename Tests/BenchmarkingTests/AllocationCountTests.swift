import CalibrateSupport
import PlaceholderTitle
import Testing

@testable import Benchmarking

/// The allocation counts the title benchmarks stand for, asserted exactly (in every build but a
/// sanitizer's, where the sanitizer owns malloc and nothing is counted).
@Suite(
  "Title allocations",
  .disabled(if: AllocationCounter.sanitizerOwnsMalloc, "a sanitizer owns malloc in this build"))
struct AllocationCountTests {
  static func benchmark(_ name: String) throws -> Benchmark {
    try #require(CalibrateBenchmarks.all.first { $0.name == name })
  }

  /// Prepares a benchmark, warms it, then counts `operations` operations.
  static func count(_ name: String, operations: Int) throws -> AllocationCounts {
    let loop = try benchmark(name).prepare()
    try loop(EmptyTitleFixture.widthCount)
    return try AllocationCounter.counting { () throws(BenchmarkError) in try loop(operations) }.counts
  }

  @Test("the interposer counts a known allocation in the test bundle")
  func interposerIsActive() {
    let counted = AllocationCounter.counting { () -> Int in
      let buffer = malloc(1000)
      free(buffer)
      return 0
    }
    #expect(counted.counts.mallocCalls == 1)
    #expect(counted.counts.freeCalls == 1)
  }

  @Test("warm emptyTitle/library allocates nothing", arguments: [1, 64, 1_000])
  func libraryAllocatesNothing(operations: Int) throws {
    let counts = try Self.count("emptyTitle/library", operations: operations)
    #expect(counts == AllocationCounts())
  }

  @Test("warm emptyTitle/composite allocates nothing", arguments: [1, 64, 1_000])
  func compositeAllocatesNothing(operations: Int) throws {
    let counts = try Self.count("emptyTitle/composite", operations: operations)
    #expect(counts == AllocationCounts())
  }

  @Test("CompositeTitle.emptyTitle(for:) allocates nothing for any width, on or off the grid")
  func compositeEveryPixel() throws {
    let title = try EmptyTitleFixture.compositeTitle()
    let widths = (0...2_100).map { Double($0) / 2 } + [.nan, -1, .infinity, 1e300, 0.3, 199.74]
    for width in widths { blackHole(title.emptyTitle(for: width)) }
    let counts = AllocationCounter.counting {
      for index in widths.indices { blackHole(title.emptyTitle(for: widths[index])) }
    }.counts
    #expect(counts == AllocationCounts())
    // The benchmark's widths give guarded titles of Inter's spaces.
    for width in try EmptyTitleFixture().widths {
      let scalars = Array(title.emptyTitle(for: width).unicodeScalars)
      #expect(scalars.first == "\u{200B}" && scalars.last == "\u{200B}" && scalars.count > 2)
    }
  }

  @Test("emptyTitle/limit allocates nothing")
  func limitAllocatesNothing() throws {
    #expect(try Self.count("emptyTitle/limit", operations: 1_000) == AllocationCounts())
  }

  @Test("emptyTitle/seed allocates one string per call and frees it")
  func seedAllocatesPerCall() throws {
    let counts = try Self.count("emptyTitle/seed", operations: 1_000)
    #expect(counts.allocations >= 1_000)
    #expect(counts.freeCalls == counts.allocations)
  }

  @Test("RepeatedTitle.emptyTitle(for:) allocates nothing for every cached count")
  func libraryEveryCachedCount() throws {
    let fixture = try EmptyTitleFixture()
    let widths = try (0...RepeatedTitle.cachedCount).map { count throws(BenchmarkError) in
      try fixture.width(giving: count)
    }
    let title = fixture.title
    for width in widths { blackHole(title.emptyTitle(for: width)) }
    let counts = AllocationCounter.counting {
      for index in widths.indices { blackHole(title.emptyTitle(for: widths[index])) }
    }.counts
    #expect(counts == AllocationCounts())
  }

  @Test("the seed allocates on every call above the small-string limit", arguments: [6, 7, 8, 16, 146, 512])
  func seedAllocatesAboveSmallLimit(count: Int) throws {
    let fixture = try EmptyTitleFixture()
    let width = try fixture.width(giving: count)
    #expect(fixture.seed.emptyTitle(for: width).unicodeScalars.count == count)
    let counts = AllocationCounter.counting {
      for _ in 0..<10 { blackHole(fixture.seed.emptyTitle(for: width)) }
    }.counts
    #expect(counts.allocations >= 10)
  }

  @Test("five or fewer hair spaces (15 UTF-8 bytes) fit a small string: no allocation", arguments: 0...5)
  func seedSmallStrings(count: Int) throws {
    let fixture = try EmptyTitleFixture()
    let width = try fixture.width(giving: count)
    let counts = AllocationCounter.counting {
      for _ in 0..<10 { blackHole(fixture.seed.emptyTitle(for: width)) }
    }.counts
    #expect(counts.allocations == 0)
  }

  @Test("the sweep's widths give their counts and the library and the seed agree")
  func sweepWidths() throws {
    let fixture = try EmptyTitleFixture()
    for count in CalibrateBenchmarks.sweepCounts {
      let width = try fixture.width(giving: count)
      let title = fixture.title.emptyTitle(for: width)
      #expect(title.unicodeScalars.count == count)
      #expect(title.unicodeScalars.allSatisfy { $0 == "\u{200A}" })
      #expect(fixture.seed.emptyTitle(for: width) == title)
    }
    for width in fixture.widths {
      #expect(fixture.seed.emptyTitle(for: width) == fixture.title.emptyTitle(for: width))
    }
  }
}
