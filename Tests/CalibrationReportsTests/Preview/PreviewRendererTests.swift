import CalibrateTestSupport
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

@testable import CalibrationReports
@testable import WidthCalibration

/// The button preview: the buttons come from the measured problem, the sheet is self-contained
/// SVG, the label is the font's own outlines, and the pixels show the seam where it is.
@Suite("PreviewRenderer")
struct PreviewRendererTests {
  /// A preview made the way `calibrate preview` makes it.
  static func preview(
    font: String, hinting: HintingMode = .full, scale: Double = 2, size: Double = 15,
    targets: [Double] = [74, 96, 120], label: String = "Delete", cellHeight: Double? = nil,
    configure: (inout CalibrationSettings) -> Void = { _ in }
  ) throws -> ButtonPreview {
    var calibration = CalibrationSettings()
    calibration.font = font
    calibration.hinting = hinting
    calibration.scale = scale
    configure(&calibration)
    return try ButtonPreview.perform(
      PreviewSettings(
        calibration: calibration, size: size, targets: targets, label: label, cellHeight: cellHeight))
  }

  /// The cells of a sheet: method, target, whether in the taller row, and the origin in points.
  struct DrawnCell {
    var method: String
    var target: Double
    var isTall: Bool
    var x: Double
    var y: Double
    var buttonWidth: Double
    var error: Double
  }

  static func cells(_ elements: [SVGElements.Element]) throws -> [DrawnCell] {
    try elements.filter { $0.name == "g" && ($0.attributes["class"] ?? "").hasPrefix("cell") }.map {
      let transform = try #require($0.attributes["transform"])
      let numbers = transform.dropFirst("translate(".count).dropLast().split(separator: " ").compactMap {
        Double($0)
      }
      try #require(numbers.count == 2, "\(transform)")
      return DrawnCell(
        method: try #require($0.attributes["data-method"]), target: try number($0, "data-width"),
        isTall: $0.attributes["class"] == "cell tall", x: numbers[0], y: numbers[1],
        buttonWidth: try number($0, "data-button"), error: try number($0, "data-error"))
    }
  }

  /// A number attribute of an element.
  static func number(_ element: SVGElements.Element, _ name: String) throws -> Double {
    let text = try #require(element.attributes[name], "no \(name)")
    return try #require(Double(text), "\(name) '\(text)'")
  }

  // MARK: - Values

  @Test("every cell is the problem's R(N) for the count the constants give; the seed's is e(W) of the fit")
  func cellsComeFromTheProblem() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    for hinting in [HintingMode.none, .full] {
      let preview = try Self.preview(
        font: TestFonts.inter, hinting: hinting,
        targets: CalibrationProblem.targetRange(from: 74, through: 120, step: 2))
      #expect(preview.methods.map(\.name) == ["hand-tuned", "fit", "composite"])
      let problem = preview.problem
      let sample = problem.samples[0]
      for (method, constants) in zip(preview.methods, [PlaceholderConstants.seed, preview.fit.constants]) {
        #expect(method.cells.map(\.target) == preview.settings.targets)
        for cell in method.cells {
          // The same error the fit's evaluation (and the heat map) computes for this W.
          #expect(cell.error == problem.error(at: cell.target, sample: sample, constants: constants))
        }
      }
      let fitErrors = preview.methods[1].cells.map { abs($0.error) }
      #expect(fitErrors.max() == preview.fit.summary.maximumError)
    }
  }

  @Test(
    "the composite column: each cell is the model applied to its title shaped whole, guards included",
    arguments: [
      (HintingMode.full, CalibrationSettings.Sizing.plain, nil), (.none, .plain, "\u{200B}"),
      (.none, .uikitSwipe, "\u{200B}"),
    ] as [(HintingMode, CalibrationSettings.Sizing, Unicode.Scalar?)])
  func compositeColumn(
    hinting: HintingMode, sizing: CalibrationSettings.Sizing, guard guardCharacter: Unicode.Scalar?
  )
    throws
  {
    guard TestFonts.require(TestFonts.inter) else { return }
    // 130 pt is beyond UIKit's reach: its row still gets a composite cell.
    let targets = CalibrationProblem.targetRange(from: 74, through: 120, step: 2) + [130]
    let preview = try Self.preview(font: TestFonts.inter, hinting: hinting, targets: targets) {
      $0.sizing = sizing
      $0.guardCharacter = guardCharacter
    }
    #expect(preview.methods.map(\.name) == ["hand-tuned", "fit", "composite"])
    let composite = try #require(preview.composite)
    let size = try #require(composite.sizes.first)
    let column = preview.methods[2]
    #expect(column.cells.map(\.target) == targets)
    #expect(composite.guardCharacter == guardCharacter)
    let font = try Font(path: TestFonts.inter)
    let configuration = preview.settings.configuration
    let scale = configuration.scale
    // The runtime's composer over the advances measured here, for the plain model's titles.
    let kept = composite.characters.indices.filter { size.advances[$0] != nil }
    let runtime = try CompositeTitle(
      placeholders: kept.map { index in
        let scalar = composite.characters[index]
        return (scalar, try font.measure(scalars: [scalar], configuration).widthInPoints)
      }, model: .plain(padding: 30), scale: scale,
      guard: guardCharacter.map { .character($0) } ?? .unguarded)
    for (cell, title) in zip(column.cells, size.titles) {
      // The title as an app writes it, shaped whole by the test.
      var scalars: [Unicode.Scalar] = []
      for (index, count) in title.counts.enumerated() {
        scalars += repeatElement(composite.characters[index], count: count)
      }
      if let guardCharacter, !scalars.isEmpty { scalars = [guardCharacter] + scalars + [guardCharacter] }
      let shaped = try font.measure(scalars: scalars, configuration)
      let expected: Double
      switch sizing {
      case .plain:
        expected = 30 + shaped.widthInPoints
        if hinting == .full {
          #expect(String(String.UnicodeScalarView(scalars)) == runtime.emptyTitle(for: cell.target))
        }
      case .uikitSwipe:
        // min(120, max(74, 12 + the label rounded up to pixels)).
        expected = min(120, max(74, 12 + (shaped.widthInPoints * scale).rounded(.up) / scale))
      }
      #expect(
        abs(cell.buttonWidth - expected) < 1e-9, "W \(cell.target): \(cell.buttonWidth), shaped \(expected)")
      #expect(abs(cell.error - (expected - cell.target)) < 1e-9)
      #expect(
        cell.title
          == "N = \(scalars.count - (guardCharacter == nil || scalars.isEmpty ? 0 : 2)) (\(title.counts.filter { $0 > 0 }.count) kind\(title.counts.filter { $0 > 0 }.count == 1 ? "" : "s"))"
      )
      // Within a pixel of every reachable target; out of reach, at UIKit's clamp.
      if preview.model.canReach(cell.target) {
        #expect(abs(cell.error) <= 0.5 / scale + 1e-9, "W \(cell.target): e \(cell.error)")
      } else {
        #expect(cell.buttonWidth == 120 && cell.target == 130)
      }
    }
    let svg = PreviewRenderer(preview: preview).svg()
    #expect(svg.contains(">composite</text>"))
    if let guardCharacter {
      #expect(svg.contains("guard \(ScalarNotation.format(guardCharacter))"))
    }
  }

  @Test("listed characters that cannot compose stop the preview; under auto the font's other spaces compose")
  func compositeCharactersRequested() throws {
    // The test font's U+2008 is kerned against itself: listed alone it cannot compose a title,
    // and a listed character is a request, so the preview fails; under auto the others compose.
    let error = #expect(throws: FontCalibrationError.self) {
      try Self.preview(font: TestFonts.testFont, hinting: .none, targets: [60]) {
        $0.placeholders = .list(["\u{2008}"])
      }
    }
    guard case .noCompositeCharacters(_, let size) = error else {
      Issue.record("expected noCompositeCharacters, got \(String(describing: error))")
      return
    }
    #expect(size == 15)
    let preview = try Self.preview(font: TestFonts.testFont, hinting: .none, targets: [60])
    #expect(preview.methods.map(\.name) == ["hand-tuned", "fit", "composite"])
    #expect(preview.composite?.sizes.first?.titles.count == 1)
    #expect(!preview.warnings.contains { $0.description.contains("composite") })
  }

  @Test("Inter 15 pt @2x full hinting: the seed's buttons are 30 pt + N × 1.5 pt, by hand")
  func knownButtons() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let preview = try Self.preview(font: TestFonts.inter, targets: [74, 120])
    // w = 15 × 256 / 2816 = 1.3636 pt; the hinted hair space is 3 px = 1.5 pt at 30 px per em.
    #expect(preview.advance == 1.5)
    #expect(abs(preview.symbolWidth - 15.0 * 256 / 2816) < 1e-12)
    let seed = preview.methods[0].cells
    // N = floor(44 × 1.1 / 1.3636) = 35, R = 82.5; N = floor(90 × 1.1 / 1.3636) = 72, R = 138.
    #expect(seed.map(\.title) == ["N = 35", "N = 72"])
    #expect(seed.map(\.buttonWidth) == [82.5, 138])
    #expect(seed.map(\.error) == [8.5, 18])
  }

  @Test("a placeholder kerned against itself sizes buttons from shaped runs, not N × a")
  func kernedRuns() throws {
    // The test font kerns U+2008 (260 units of 2048) against itself by -40 units.
    let preview = try Self.preview(
      font: TestFonts.testFont, hinting: .none, targets: [60, 90], label: "\u{2008}"
    ) {
      $0.placeholder = "\u{2008}"
    }
    let sample = preview.problem.samples[0]
    #expect(sample.advance == 15.0 * 260 / 2048)
    // The count columns (the composite one leaves the kerned U+2008 out).
    for cell in preview.methods.prefix(2).flatMap(\.cells) {
      let count = try #require(Int(cell.title.dropFirst("N = ".count)))
      #expect(count >= 2)
      let shaped = Double(count * 260 - (count - 1) * 40) * 15 / 2048
      #expect(abs(cell.buttonWidth - (30 + shaped)) < 1e-9, "\(cell)")
      #expect(abs(cell.buttonWidth - (30 + Double(count) * sample.advance)) > 1)
    }
  }

  @Test("under uikit-swipe, unhinted: the seed's 72 hair spaces are 98.18 pt, 98.5 pt rounded to pixels")
  func uikitButtons() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let preview = try Self.preview(font: TestFonts.inter, hinting: .none, targets: [120, 130]) {
      $0.sizing = .uikitSwipe
    }
    let seed = preview.methods[0].cells
    #expect(seed[0].title == "N = 72" && seed[0].buttonWidth == 110.5 && seed[0].error == -9.5)
    // 130 pt is out of UIKit's reach: the button stays at the clamp.
    #expect(seed[1].buttonWidth <= 120)
    let svg = PreviewRenderer(preview: preview).svg()
    #expect(svg.contains(">out of reach</text>"))
    #expect(svg.contains(">e = -9.5 pt (-19 px)</text>"))
  }

  // MARK: - The document

  @Test("the sheet is well-formed, self-contained SVG: a pattern per row, a cell per row and method")
  func structure() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let preview = try Self.preview(font: TestFonts.inter, cellHeight: 130)
    let svg = PreviewRenderer(preview: preview).svg()
    let elements = try SVGElements.parse(svg)
    #expect(elements.first?.name == "svg")
    // Three columns of 200 pt, the row labels and margins: 728 pt at @2x.
    #expect(elements.first?.attributes["width"] == "1456")
    let patterns = elements.filter { $0.name == "pattern" }
    #expect(patterns.map { $0.attributes["id"] ?? "" } == ["image-0", "image-1", "image-2"])
    #expect(patterns.map { $0.attributes["width"] ?? "" } == ["74", "96", "120"])
    #expect(
      patterns.allSatisfy {
        $0.attributes["height"] == "60" && $0.attributes["patternUnits"] == "userSpaceOnUse"
      })
    let cells = try Self.cells(elements)
    #expect(cells.filter { !$0.isTall }.count == 9)
    #expect(cells.filter(\.isTall).map(\.method) == ["hand-tuned", "fit", "composite"])
    #expect(cells.filter(\.isTall).allSatisfy { $0.target == 74 })
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    #expect(texts.first == "Button preview: Inter Regular 15 pt @2x, hinting full")
    #expect(texts.contains("e = +18 pt (+36 px)"))
    #expect(texts.contains("N = 72 · R = 138 pt"))
    #expect(texts.contains("shiftFactor 1.1, minimumWidth 30"))
    // The label is outlines, never text in a font the viewer may lack; nothing is loaded.
    let definitions = try #require(
      svg.firstRange(of: "<defs>").flatMap { start in
        svg.firstRange(of: "</defs>").map { svg[start.upperBound..<$0.lowerBound] }
      })
    #expect(!definitions.contains("<text"))
    let labels = elements.filter { $0.name == "g" && $0.attributes["class"] == "label" }
    #expect(labels.count == 3)
    for reference in ["href", "<image", "<script", "@import", "url(http", "url(data"] {
      #expect(!svg.contains(reference), "\(reference)")
    }
    for fill in elements.compactMap({ $0.attributes["fill"] }) where fill.hasPrefix("url(") {
      #expect(fill.hasPrefix("url(#image-"))
    }
  }

  @Test("a caption wider than the sheet wraps inside it; captions that fit keep their lines")
  func captionsFit() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    // Issue 22: the model line of this sheet ran past its right edge.
    let preview = try Self.preview(font: TestFonts.inter, hinting: .none, targets: [74, 88, 101, 120])
    let geometry = PreviewRenderer.Geometry(PreviewRenderer(preview: preview))
    let room = geometry.width - 2 * PreviewRenderer.Layout.margin
    #expect(geometry.width == 728)
    #expect(geometry.explanationLines.count == 9)
    for line in geometry.explanationLines {
      #expect(CaptionText.width(line, fontSize: PreviewRenderer.Layout.textSize) <= room, "\(line)")
    }
    #expect(
      geometry.explanationLines.prefix(2) == [
        "placeholder U+200A HAIR SPACE, advance a = 1.3636 pt, symbol width w = 1.3636 pt; model plain: R(N) = 30 pt + the",
        "shaped title of N placeholders; label “Delete” in the font itself.",
      ])
    // Each column's caption fits the column, short of the next one.
    for lines in geometry.captionLines {
      for line in lines {
        #expect(
          CaptionText.width(line, fontSize: PreviewRenderer.Layout.textSize) <= geometry.columnWidth - 8)
      }
    }
    // A title that fits is one line, as it always was.
    #expect(geometry.titleLines == ["Button preview: Inter Regular 15 pt @2x, hinting none"])
  }

  @Test("the same preview gives the same bytes")
  func deterministic() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let first = PreviewRenderer(preview: try Self.preview(font: TestFonts.inter)).svg()
    let second = PreviewRenderer(preview: try Self.preview(font: TestFonts.inter)).svg()
    #expect(first == second)
  }

  @Test("another method is one more column: a cell per target from a shaped title's width")
  func thirdColumn() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    var preview = try Self.preview(font: TestFonts.inter, hinting: .none)
    let font = try Font(path: TestFonts.inter)
    let configuration = preview.settings.configuration
    // A stand-in for composite titles: thin spaces (U+2009), shaped, sized by the model.
    let cells = try preview.settings.targets.map { target in
      let title = String(repeating: "\u{2009}", count: Int((target - 30) / 2.7))
      let width = LabelWidth(try font.measure(title, configuration))
      return PreviewCell(
        target: target, title: "\(title.count) × U+2009", titleWidth: width, model: preview.model,
        scale: configuration.scale)
    }
    preview.methods.append(PreviewMethod(name: "thin", caption: "thin spaces", cells: cells))
    let elements = try SVGElements.parse(PreviewRenderer(preview: preview).svg())
    let drawn = try Self.cells(elements)
    #expect(
      drawn.map(\.method)
        == Array(repeating: ["hand-tuned", "fit", "composite", "thin"], count: 3).flatMap { $0 })
    // U+2009 is 512 units of 2816 in Inter: 16 thin spaces at 15 pt are 43.636 pt.
    let first = try #require(drawn.first { $0.method == "thin" })
    #expect(abs(first.buttonWidth - (30 + 16 * 512 * 15 / 2816.0)) < 1e-6)
    #expect(elements.contains { $0.name == "text" && $0.text == "thin" })
  }

  // MARK: - The label

  @Test(
    "each label glyph's path bounds equal FT_Outline_Get_CBox for that glyph at that size",
    arguments: [("inter", HintingMode.full, 2.0), ("dejavu-sans", .none, 3.0), ("roboto", .light, 2.0)])
  func labelOutlines(slug: String, hinting: HintingMode, scale: Double) throws {
    let path = TestFonts.path(slug)
    guard TestFonts.require(path) else { return }
    let preview = try Self.preview(
      font: path, hinting: hinting, scale: scale, targets: [100], label: "Delete Ag")
    let elements = try SVGElements.parse(PreviewRenderer(preview: preview).svg())
    let glyphs = elements.filter { $0.name == "path" && $0.attributes["data-glyph"] != nil }
    // Nine glyphs, the space drawing nothing.
    #expect(glyphs.count == 8)
    let expectedIDs = try Font(path: path).measure("DeleteAg", preview.settings.configuration).glyphs.map(
      \.glyphID)
    #expect(glyphs.compactMap { Int($0.attributes["data-glyph"] ?? "") } == expectedIDs)
    for glyph in glyphs {
      let id = Int(try Self.number(glyph, "data-glyph"))
      let reference = try FreeTypeReference.controlBox(
        path: path, glyphID: id, pixelsPerEm: 15 * scale, hinting: hinting.rawValue)
      let data = try #require(glyph.attributes["d"])
      let drawn = try #require(FreeTypeReference.pathBounds(data))
      #expect(drawn == reference, "\(slug) glyph \(id)")
    }
  }

  @Test("the label's glyphs sit at HarfBuzz's positions, in 26.6 pixels")
  func labelPositions() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let preview = try Self.preview(font: TestFonts.inter, targets: [100], label: "AVAWAY")
    let measurement = try Font(path: TestFonts.inter).measure("AVAWAY", preview.settings.configuration)
    var pen = 0
    for (placement, glyph) in zip(preview.label.placements, measurement.glyphs) {
      #expect(placement.glyphID == glyph.glyphID)
      #expect(placement.x == Double(pen + glyph.xOffset))
      pen += glyph.xAdvance
    }
    // Kerned: AV is narrower than the sum of its glyphs' advances alone.
    #expect(preview.label.width == measurement.widthInPoints)
  }

  // MARK: - Pixels

  /// Renders a sheet with `rsvg-convert` at its own size (1 user unit = 1 device pixel).
  static func render(_ svg: String, name: String) throws -> PNGImage {
    let folder = try BuiltTool.temporaryFolder("preview-\(name)")
    let source = folder.appendingPathComponent("sheet.svg")
    let image = folder.appendingPathComponent("sheet.png")
    try svg.write(to: source, atomically: true, encoding: .utf8)
    let outcome = try BuiltTool(executable: "/usr/bin/rsvg-convert").run([source.path, "-o", image.path])
    try #require(outcome.status == 0, "rsvg-convert failed (install librsvg2-bin): \(outcome.standardError)")
    return try PNGImage(contentsOf: image)
  }

  /// The parts of the sheet a pixel can belong to.
  enum Part: CaseIterable {
    case sheet, action, leadingEdge, trailingEdge, guide

    var color: PNGImage.Color {
      switch self {
      case .sheet: return PNGImage.Color(hex: "#ffffff")
      case .action: return PNGImage.Color(hex: PreviewRenderer.Palette.action)
      case .leadingEdge: return PNGImage.Color(hex: PreviewRenderer.Palette.leadingEdge)
      case .trailingEdge: return PNGImage.Color(hex: PreviewRenderer.Palette.trailingEdge)
      case .guide: return PNGImage.Color(hex: PreviewRenderer.Palette.guide)
      }
    }

    static func of(_ color: PNGImage.Color) -> Part {
      allCases.min { $0.color.distance(to: color) < $1.color.distance(to: color) } ?? .sheet
    }
  }

  /// What one cell shows along a row of pixels 3 pt below its top (above the icon): where the
  /// button ends, and where a next tile begins, if one does.
  struct Scan {
    var end: Int
    var nextTile: Int?
    var parts: [Part]
  }

  static func scan(_ image: PNGImage, cell: DrawnCell, scale: Double) -> Scan {
    let originX = Int((cell.x * scale).rounded())
    let y = Int(((cell.y + 3) * scale).rounded())
    var parts: [Part] = []
    var x = originX
    while x < image.width, Part.of(image.color(x: x, y: y)) != .sheet {
      parts.append(Part.of(image.color(x: x, y: y)))
      x += 1
    }
    // The first tile's light edge is its first point; a second light edge is the next tile.
    let skip = Int(scale.rounded())
    let next = parts.indices.dropFirst(skip).first { parts[$0] == .leadingEdge }
    return Scan(end: parts.count, nextTile: next, parts: parts)
  }

  @Test(
    "pixels: the next tile starts at W × scale, the button ends at R × scale, a clip shows no second tile")
  func pixels() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let scale = 2.0
    let preview = try Self.preview(font: TestFonts.inter, targets: [74, 96, 120], cellHeight: 130)
    let svg = PreviewRenderer(preview: preview).svg()
    let image = try Self.render(svg, name: "full")
    let cells = try Self.cells(try SVGElements.parse(svg))
    #expect(image.width == 1456)
    // The cells whose e is known by hand: the hand-tuned constants' at W 74 and 120 (see
    // knownButtons).
    for (target, button) in [(74.0, 82.5), (120.0, 138.0)] {
      let cell = try #require(cells.first { $0.method == "hand-tuned" && $0.target == target && !$0.isTall })
      #expect(cell.buttonWidth == button)
      let scan = Self.scan(image, cell: cell, scale: scale)
      #expect(abs(Double(scan.end) - button * scale) <= 1, "W \(target): ends at \(scan.end) px")
      let next = try #require(scan.nextTile, "W \(target): no second tile")
      #expect(abs(Double(next) - target * scale) <= 1, "W \(target): next tile at \(next) px")
      // The first tile's dark right edge just before it; the guide's ticks above and below W.
      #expect(scan.parts[next - 1] == .trailingEdge)
      let column = Int((cell.x + target) * scale)
      for y in [Int((cell.y - 3) * scale), Int((cell.y + preview.settings.imageHeight + 3) * scale)] {
        #expect(Part.of(image.color(x: column - 1, y: y)) == .guide)
        #expect(Part.of(image.color(x: column, y: y)) == .guide)
      }
    }
    // Every clip in the sheet (the fit's, by half a point): the button ends early, no second tile.
    let clips = cells.filter { $0.error < 0 && !$0.isTall }
    #expect(!clips.isEmpty)
    for cell in clips {
      let scan = Self.scan(image, cell: cell, scale: scale)
      #expect(abs(Double(scan.end) - cell.buttonWidth * scale) <= 1)
      #expect(scan.nextTile == nil, "W \(cell.target) \(cell.method): a second tile in a clip")
      // The image's dark right edge (1 pt) is cut by the clip: what is left of it ends the button.
      let darkLeft = scan.parts.reversed().prefix { $0 == .trailingEdge }.count
      #expect(darkLeft == max(0, Int(scale) - Int((-cell.error * scale).rounded())), "W \(cell.target)")
    }
    // The taller cell: the image repeats downwards, its next tile's light top edge at H × scale.
    let tall = try #require(cells.first { $0.isTall && $0.method == "hand-tuned" })
    let x = Int(((tall.x + 3) * scale).rounded())
    let top = Int((tall.y * scale).rounded())
    let column = (top..<(top + Int(130 * scale))).map { Part.of(image.color(x: x, y: $0)) }
    let repeated = try #require(column.indices.dropFirst(Int(scale)).first { column[$0] == .leadingEdge })
    #expect(repeated == Int(preview.settings.imageHeight * scale))
    #expect(column[repeated - 1] == .trailingEdge)
  }

  @Test("pixels of a clip known by hand: uikit-swipe cuts the seed's 120 pt image to 110.5 pt")
  func clipPixels() throws {
    guard TestFonts.require(TestFonts.inter) else { return }
    let preview = try Self.preview(font: TestFonts.inter, hinting: .none, targets: [120]) {
      $0.sizing = .uikitSwipe
    }
    let svg = PreviewRenderer(preview: preview).svg()
    let image = try Self.render(svg, name: "clip")
    let cell = try #require(try Self.cells(try SVGElements.parse(svg)).first { $0.method == "hand-tuned" })
    #expect(cell.error == -9.5)
    let scan = Self.scan(image, cell: cell, scale: 2)
    #expect(scan.end == 221)
    #expect(scan.nextTile == nil)
    #expect(scan.parts.first == .leadingEdge && scan.parts.last == .action)
  }
}
