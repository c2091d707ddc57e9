import CalibrateTestSupport
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics
import WidthCalibration

@testable import FontCalibration

/// The runtime's composite titles, built from measured advances as an app would build them,
/// shaped whole on the reference fonts.
@Suite("Composite titles shaped whole")
struct CompositeTitlePropertyTests {
  /// One font, size and hinting: the kept characters with their exact advances, and the title
  /// maker an app builds from their advances in points.
  struct Maker {
    var characters: [Unicode.Scalar]
    var advances: [Int]
    var configuration: RenderConfiguration
    var title: CompositeTitle
  }

  static let fonts = ["inter", "roboto", "dejavu-sans", "noto-sans", "liberation-sans"]
  static let pairs = 10_000
  static let widest = 400.0

  @Test("10,000 random (font, size, hinting, width): the title shapes to exactly its characters' sum")
  func randomTitles() throws {
    var generator = SplitMix(state: 0x00C0_FFEE)
    var fonts: [String: Font] = [:]
    var makers: [String: Maker] = [:]
    var checked = 0
    for _ in 0..<Self.pairs {
      let slug = Self.fonts[Int(generator.next() % UInt64(Self.fonts.count))]
      let path = TestFonts.path(slug)
      guard TestFonts.require(path) else { return }
      let size = Double(8 + generator.next() % 33)
      let hinting: HintingMode = generator.next() % 2 == 0 ? .none : .full
      // Guards at odd sizes, so each (font, size, hinting) builds one title maker.
      let guardCharacter: Unicode.Scalar? = Int(size) % 2 == 1 ? "\u{200B}" : nil
      let width = generator.unit() * Self.widest
      let font = try fonts[slug] ?? Font(path: path)
      fonts[slug] = font
      let key = "\(slug) \(size) \(hinting) \(guardCharacter.map { "\($0.value)" } ?? "-")"
      let maker = try makers[key] ?? Self.maker(font, size: size, hinting: hinting, guard: guardCharacter)
      makers[key] = maker
      let title = maker.title.emptyTitle(for: width)
      let composition = try #require(maker.title.composition(for: width))
      #expect(title == maker.title.title(for: composition))
      let sum = zip(composition.counts, maker.advances).reduce(0) { $0 + $1.0 * $1.1 }
      let shaped = try font.measure(title, maker.configuration)
      #expect(shaped.width == sum, "\(key) W \(width): shaped \(shaped.width), sum \(sum)")
      #expect(!shaped.containsNotdef)
      // The claimed button is the padding plus the advances as given; the composer's grid width
      // rounds each advance by at most 1/128 px.
      #expect(abs(composition.width - 30 - shaped.widthInPoints) < 1e-9, "\(key) W \(width)")
      let gap = abs(Double(composition.gridWidth) / 64 - shaped.widthInPoints * maker.configuration.scale)
      #expect(gap <= Double(composition.characterCount) / 128 + 1e-9, "\(key) W \(width): \(gap) px")
      checked += 1
    }
    #expect(checked == Self.pairs)
    #expect(makers.count > 100)
  }

  /// The characters a composite keeps at one size (`CompositeCharacterCheck`) and the title
  /// maker built from their advances in points, padding 30, @2x.
  static func maker(
    _ font: Font, size: Double, hinting: HintingMode, guard guardCharacter: Unicode.Scalar?
  ) throws -> Maker {
    var settings = CalibrationSettings()
    settings.hinting = hinting
    settings.guardCharacter = guardCharacter
    let configuration = settings.configuration(size: size)
    let candidates = try CompositeCalibration.candidates(font: font, settings: settings)
    let check = try CompositeCharacterCheck(
      font: font, characters: candidates, guard: guardCharacter, configuration)
    var characters: [Unicode.Scalar] = []
    var advances: [Int] = []
    for (scalar, advance) in zip(candidates, check.advances) {
      guard let advance else { continue }
      characters.append(scalar)
      advances.append(advance)
    }
    let points = advances.map { check.unit.points($0, in: configuration) }
    let title = try CompositeTitle(
      placeholders: Array(zip(characters, points)), model: .plain(padding: 30), scale: configuration.scale,
      guard: guardCharacter.map { .character($0) } ?? .unguarded, widestTarget: widest)
    return Maker(characters: characters, advances: advances, configuration: configuration, title: title)
  }
}
