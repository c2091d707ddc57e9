import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// Measuring from many tasks at once gives exactly the serial answers.
@Suite("Concurrency")
struct ConcurrencyTests {
  static let configurations: [RenderConfiguration] = (8...40).flatMap { size in
    [HintingMode.none, .light, .full].flatMap { mode in
      [1.0, 2.0, 3.0].map { RenderConfiguration(size: Double(size), scale: $0, hinting: mode) }
    }
  }

  static func measureAll(_ font: Font) throws -> [Int] {
    try configurations.map { try font.measure("\u{200A}\u{200A}AV\u{2009}", $0).width }
  }

  @Test("one font shared by eight tasks")
  func sharedFont() async throws {
    let font = try Font(path: TestFonts.testFont)
    let serial = try Self.measureAll(font)
    let results = try await withThrowingTaskGroup(of: [Int].self) { group in
      for _ in 0..<8 {
        group.addTask { try Self.measureAll(font) }
      }
      var all: [[Int]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    for result in results { #expect(result == serial) }
  }

  @Test("one font per task, all at once")
  func fontPerTask() async throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let serial = try Self.measureAll(try Font(path: TestFonts.inter))
    let results = try await withThrowingTaskGroup(of: [Int].self) { group in
      for _ in 0..<6 {
        group.addTask { try Self.measureAll(try Font(path: TestFonts.inter)) }
      }
      var all: [[Int]] = []
      for try await result in group { all.append(result) }
      return all
    }
    for result in results { #expect(result == serial) }
  }

  @Test("fontconfig lookups from many tasks")
  func concurrentLookups() async throws {
    let paths = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<8 {
        group.addTask { try FontLocator.match("DejaVu Sans").path }
      }
      var all: [String] = []
      for try await path in group { all.append(path) }
      return all
    }
    #expect(Set(paths) == [TestFonts.dejaVuSans])
  }
}
