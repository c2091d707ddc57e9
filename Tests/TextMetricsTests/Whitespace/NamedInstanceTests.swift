import CalibrateTestSupport
import Testing

@testable import TextMetrics

/// Variations name the named instance they select, as the font's `fvar` names it.
@Suite("Named instances")
struct NamedInstanceTests {
  @Test("wght=900 is Inter Black; a setting between instances names none; a static font has none")
  func styleOfVariations() throws {
    guard TestFonts.require(TestFonts.interVariable) else { return }
    let black = try Font(path: TestFonts.interVariable, variations: [FontVariation(tag: "wght", value: 900)])
    #expect(black.info.style == "Black" && black.info.namedInstance == "Black")
    let between = try Font(
      path: TestFonts.interVariable, variations: [FontVariation(tag: "wght", value: 550)])
    #expect(between.info.namedInstance == nil)
    #expect(between.info.style == "Regular", "the default's style stays in the record")
    let plain = try Font(path: TestFonts.interVariable)
    #expect(plain.info.namedInstance == nil && plain.info.style == "Regular")
    #expect(try Font(path: TestFonts.testFont).namedInstances().isEmpty)
    let instances = try plain.namedInstances()
    #expect(instances.filter(\.isDefault).map(\.name) == ["Regular"])
  }
}
