import PlaceholderTitle

/// The title hot path: the library against the RowAction article's code and against the floor.
///
/// All cycle through the same 64 widths (`index & 63`), so they pay the same loop, index and
/// black-hole costs and differ only in how the title is made. The library's and the composite
/// title's `emptyTitle(for:)` are `@inlinable` and `@inline(__always)`, so their code is inlined
/// into the loop, as it is into an app's caller; the RowAction article's formula is a function of
/// this module, which the optimizer may inline as well. What none of them can skip is the hand-off:
/// each passes the owned `String` it made to `blackHole(consuming:)`, which is never inlined, so
/// the title must exist and its reference moves. The limit hands over a title built in advance, so
/// it costs exactly that hand-off and one reference count, the floor of any `(Double) -> String`.
/// `emptyTitle/borrow` passes the prebuilt title to ``blackHole(_:)`` without a reference count;
/// it is shown for comparison.
enum EmptyTitleBenchmarks {
  /// The counts of the size sweep.
  static let sweepCounts = Array(0...8) + [16, 32, 64, 128, 256, 512]

  /// `RepeatedTitle.emptyTitle(for:)`, warm.
  static let library = Benchmark("emptyTitle/library") { () throws(BenchmarkError) -> Benchmark.Loop in
    let fixture = try EmptyTitleFixture()
    let title = fixture.title
    let widths = fixture.widths
    let mask = EmptyTitleFixture.widthCount - 1
    blackHole(title.emptyTitle(for: widths[0]))
    guard Slowdown.isRequested else {
      return { iterations in
        for index in 0..<iterations { blackHole(consuming: title.emptyTitle(for: widths[index & mask])) }
      }
    }
    let rounds = Slowdown.rounds
    return { iterations in
      for index in 0..<iterations {
        blackHole(consuming: title.emptyTitle(for: widths[index & mask]))
        blackHole(Slowdown.spin(rounds, seed: index))
      }
    }
  }

  /// `CompositeTitle.emptyTitle(for:)`, warm: a title of Inter's twelve spaces per device
  /// pixel, chosen by quantizing the width; the same widths, call and ownership transfer.
  static let composite = Benchmark("emptyTitle/composite") { () throws(BenchmarkError) -> Benchmark.Loop in
    let title = try EmptyTitleFixture.compositeTitle()
    let widths = try EmptyTitleFixture().widths
    let mask = EmptyTitleFixture.widthCount - 1
    blackHole(title.emptyTitle(for: widths[0]))
    return { iterations in
      for index in 0..<iterations { blackHole(consuming: title.emptyTitle(for: widths[index & mask])) }
    }
  }

  /// The RowAction article's code: the formula and a new `String(repeating:count:)` on every call.
  static let seed = Benchmark("emptyTitle/seed") { () throws(BenchmarkError) -> Benchmark.Loop in
    let fixture = try EmptyTitleFixture()
    let seed = fixture.seed
    let widths = fixture.widths
    let mask = EmptyTitleFixture.widthCount - 1
    return { iterations in
      for index in 0..<iterations { blackHole(consuming: seed.emptyTitle(for: widths[index & mask])) }
    }
  }

  /// The floor: return a title built in advance, chosen by the same index as the widths.
  ///
  /// The titles live in an object, as the library's do, so returning one is the same owned
  /// return with the same reference count; only computing which title is left out.
  static let limit = Benchmark("emptyTitle/limit") { () throws(BenchmarkError) -> Benchmark.Loop in
    let titles = PrebuiltTitles(try EmptyTitleFixture().prebuiltTitles())
    let mask = EmptyTitleFixture.widthCount - 1
    return { iterations in
      for index in 0..<iterations { blackHole(consuming: titles.titles[index & mask]) }
    }
  }

  /// The prebuilt title read in place: no call, no reference count.
  static let borrow = Benchmark("emptyTitle/borrow") { () throws(BenchmarkError) -> Benchmark.Loop in
    let titles = try EmptyTitleFixture().prebuiltTitles()
    let mask = EmptyTitleFixture.widthCount - 1
    return { iterations in
      for index in 0..<iterations { blackHole(titles[index & mask]) }
    }
  }

  /// The library at one exact count per benchmark, `emptyTitle/library/N`.
  ///
  /// The width is repeated 64 times and read like the others, so the optimizer cannot hoist
  /// the count out of the loop.
  static let sweep: [Benchmark] = sweepCounts.map { count in
    Benchmark("emptyTitle/library/\(count)") { () throws(BenchmarkError) -> Benchmark.Loop in
      let fixture = try EmptyTitleFixture()
      let title = fixture.title
      let widths = [Double](repeating: try fixture.width(giving: count), count: EmptyTitleFixture.widthCount)
      let mask = EmptyTitleFixture.widthCount - 1
      return { iterations in
        for index in 0..<iterations { blackHole(consuming: title.emptyTitle(for: widths[index & mask])) }
      }
    }
  }
}

/// Titles built in advance, held by an object like the library's title table.
final class PrebuiltTitles: Sendable {
  let titles: [String]

  init(_ titles: [String]) {
    self.titles = titles
  }
}
