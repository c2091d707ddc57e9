import BenchmarkKit
import PlaceholderTitle

/// What a title maker costs to build, once, when the app starts.
enum BuildBenchmarks {
  /// A `CompositeTitle` of Inter's twelve spaces at 17 pt, padding 12 pt (UIKit's 6 + 6), @3x,
  /// with a U+200B guard: the composer's table up to 1000 pt on the 1/64-pixel grid (about
  /// 190,000 sums) and the 3001 titles of 0...1000 pt (buttons start at 40 pt; the titles
  /// below cost next to nothing).
  static let composite = Benchmark("build/composite40to1000@3x") {
    () throws(BenchmarkError) -> Benchmark.Loop in
    let placeholders = EmptyTitleFixture.interSpaces(size: 17)
    let title = CompositeTitle(placeholders: placeholders, padding: 12, scale: 3, guard: "\u{200B}")
    guard title.maximumWidth == 1000, title.emptyTitle(for: 40).unicodeScalars.count > 2 else {
      throw BenchmarkError(
        "the composite title does not cover 40...1000 pt (maximum \(title.maximumWidth) pt)")
    }
    return { iterations in
      for _ in 0..<iterations {
        blackHole(
          consuming: CompositeTitle(placeholders: placeholders, padding: 12, scale: 3, guard: "\u{200B}"))
      }
    }
  }
}
