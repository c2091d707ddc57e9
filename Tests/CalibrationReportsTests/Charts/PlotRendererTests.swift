import CalibrateTestSupport
import FontCalibration
import Foundation
import PlaceholderTitle
import Testing
import TextMetrics

@testable import CalibrateSupport
@testable import CalibrationReports
@testable import WidthCalibration

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SVG chart: valid XML, the expected structure, colors that match the errors.
@Suite("PlotRenderer")
struct PlotRendererTests {
  /// The color of every heat-map cell of one panel, read back from the row paths.
  static func cellColors(
    _ elements: [SVGElements.Element], panel: String, columns: Int
  ) throws -> [String: [String?]] {
    var colors: [String: [String?]] = [:]
    for element in elements where element.name == "path" && element.panel == panel {
      let size = try #require(element.size)
      let fill = try #require(element.attributes["fill"])
      let path = try #require(element.attributes["d"])
      var row = colors[size] ?? [String?](repeating: nil, count: columns)
      // Each run is "M<column> <row>h<length>v1h-<length>z".
      for run in path.split(separator: "M") {
        let numbers = run.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        try #require(numbers.count == 5 && numbers[3] == 1, "run '\(run)'")
        for column in numbers[0]..<(numbers[0] + numbers[2]) {
          #expect(row[column] == nil, "column \(column) of size \(size) is painted twice")
          row[column] = fill
        }
      }
      colors[size] = row
    }
    return colors
  }

  /// Whether a color is red-dominant (a seam), blue-dominant (a clip) or white.
  static func hue(_ color: String) -> Int {
    let hex = color.dropFirst()
    let red = Int(hex.prefix(2), radix: 16) ?? 0
    let blue = Int(hex.suffix(2), radix: 16) ?? 0
    if color == "#ffffff" { return 0 }
    return red > blue ? 1 : (blue > red ? -1 : 0)
  }

  @Test("the SVG is well-formed, labelled, and has one cell row per size in each heat map")
  func structure() throws {
    let run = try CalibrationRunFixtures.run()
    let svg = PlotRenderer(run: run).svg()
    let elements = try SVGElements.parse(svg)
    #expect(elements.first?.name == "svg")
    #expect(elements.first?.attributes["font-family"] == "DejaVu Sans, sans-serif")
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    for label in [
      "target width W (pt)", "font size (pt)", "e (pt)", "shiftFactor", "minimumWidth (pt)", "seam", "clip",
    ] {
      #expect(texts.contains(label), "missing label '\(label)'")
    }
    #expect(
      texts.contains {
        $0.hasPrefix("Placeholder button error e(W): Calibrate Test Regular @2x, hinting none")
      })
    #expect(texts.contains { $0.hasPrefix("Max |e|: best global pair") })
    #expect(texts.contains { $0.hasPrefix("Hand-tuned constants: max |e|") })
    for panel in ["hand-tuned", "global", "per-size"] {
      let rows = elements.filter {
        $0.name == "g" && $0.attributes["class"] == "heat-row" && $0.panel == panel
      }
      #expect(rows.map { $0.attributes["data-size"] ?? "" } == ["8", "9", "10", "11", "12"], "\(panel)")
    }
    // No external resources.
    #expect(!svg.contains("href"))
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("@import"))
  }

  @Test("every cell's color has the sign of its error, on all three heat maps")
  func colorsMatchErrors() throws {
    let run = try CalibrationRunFixtures.run()
    let elements = try SVGElements.parse(PlotRenderer(run: run).svg())
    let problem = run.fit.problem
    let constants: [String: (Int) -> PlaceholderConstants] = [
      "hand-tuned": { _ in .seed }, "global": { _ in run.fit.global.constants },
      "per-size": { run.fit.sizes[$0].constants },
    ]
    var signsSeen: Set<Int> = []
    for (panel, pair) in constants {
      let colors = try Self.cellColors(elements, panel: panel, columns: problem.targets.count)
      #expect(colors.count == problem.samples.count)
      for (sizeIndex, sample) in problem.samples.enumerated() {
        let row = try #require(colors[NumberFormat.number(sample.size)])
        for (column, width) in problem.targets.enumerated() {
          let color = try #require(row[column], "size \(sample.size) W \(width) is not painted")
          let error = problem.error(at: width, sample: sample, constants: pair(sizeIndex))
          if error == 0 {
            #expect(color == "#ffffff", "\(panel) size \(sample.size) W \(width): e = 0 but \(color)")
          } else if abs(error) >= 0.05 {
            let sign = error > 0 ? 1 : -1
            #expect(
              Self.hue(color) == sign, "\(panel) size \(sample.size) W \(width): e = \(error), \(color)")
            signsSeen.insert(sign)
          }
        }
      }
    }
    // The test font has both seams and clips, so both hues were checked.
    #expect(signsSeen == [-1, 1])
  }

  @Test("a known cell: the seed constants seam by 16.8 pt at 8 pt and W 198.5 (dark red)")
  func knownCell() throws {
    let run = try CalibrationRunFixtures.run()
    let elements = try SVGElements.parse(PlotRenderer(run: run).svg())
    let problem = run.fit.problem
    let column = try #require(problem.targets.firstIndex(of: 198.5))
    let sample = problem.samples[0]
    let error = problem.error(at: 198.5, sample: sample, constants: .seed)
    #expect(error > 16 && error == run.fit.seed.maximumError)
    let colors = try Self.cellColors(elements, panel: "hand-tuned", columns: problem.targets.count)
    let color = try #require(colors["8"]?[column] ?? nil)
    #expect(Self.hue(color) == 1)
    // The worst seam gets (nearly) the darkest red of the scale.
    let scale = ErrorColorScale(largestError: run.fit.seed.maximumError)
    #expect(color == scale.color(error))
    #expect(scale.level(error) >= scale.levels - 2)
  }

  @Test("under the composite method a fourth heat map paints the composite errors on the same color scale")
  func compositePanel() throws {
    // Em and en spaces only: errors of a few points, seams and clips.
    let run = try CalibrationRunFixtures.run {
      $0.method = .composite
      $0.placeholders = .list(["\u{2003}", "\u{2002}"])
    }
    let composite = try #require(run.composite)
    let svg = PlotRenderer(run: run).svg()
    let elements = try SVGElements.parse(svg)
    let problem = run.fit.problem
    // One panel wider, the color bar moved with it.
    #expect(elements.first?.attributes["width"] == "1540")
    let legend = try #require(
      elements.first { $0.name == "rect" && $0.panel == nil && $0.attributes["x"] == "1420" })
    #expect(legend.attributes["width"] == "18")
    let rows = elements.filter { $0.name == "g" && $0.attributes["class"] == "heat-row" }
    #expect(rows.count == 4 * problem.samples.count)
    // The scale of all four panels: the hand-tuned constants' errors are the largest.
    let perSize = run.fit.sizes.map(\.summary.maximumError).max() ?? 0
    let largest = max(
      run.fit.seed.maximumError, run.fit.global.summary.maximumError, perSize, composite.summary.maximumError)
    #expect(largest == run.fit.seed.maximumError)
    let scale = ErrorColorScale(largestError: largest)
    let colors = try Self.cellColors(elements, panel: "composite", columns: problem.targets.count)
    #expect(colors.keys.sorted() == ["10", "11", "12", "8", "9"])
    var cells = 0
    var signs: Set<Int> = []
    for (sample, size) in zip(problem.samples, composite.sizes) {
      #expect(sample.size == size.size)
      let row = try #require(colors[NumberFormat.number(size.size)])
      #expect(size.titles.map(\.width) == problem.targets)
      for (column, title) in size.titles.enumerated() {
        let color = try #require(row[column], "size \(size.size) W \(title.width) is not painted")
        #expect(color == scale.color(title.error), "size \(size.size) W \(title.width): e = \(title.error)")
        if abs(title.error) >= 0.05 { signs.insert(Self.hue(color)) }
        cells += 1
      }
    }
    #expect(cells == 5 * 321)
    #expect(signs == [-1, 1])
    // A known cell: at 12 pt, W 45 is 3 pt from any title (the run's worst), painted as such.
    let worst = try #require(composite.sizes.last?.titles.first { $0.width == 45 })
    #expect(abs(worst.error) == 3 && abs(worst.error) == composite.summary.maximumError)
    #expect(colors["12"]?[try #require(problem.targets.firstIndex(of: 45))] == scale.color(worst.error))
    // The caption: the largest |e| in points and device pixels, in the heading and the summary.
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    #expect(texts.contains("Composite titles: max |e| 3 pt = 6 px"))
    #expect(texts.contains("2 space characters · every title shaped whole"))
    #expect(texts.contains { $0.hasPrefix("Max |e|: ") && $0.hasSuffix(" · composite titles 3 pt = 6 px.") })
    // Without a composite: three panels, the usual width.
    let count = try SVGElements.parse(PlotRenderer(run: try CalibrationRunFixtures.run()).svg())
    #expect(count.first?.attributes["width"] == "1200")
    #expect(!count.contains { $0.panel == "composite" })
  }

  @Test("the same run gives the same bytes")
  func deterministic() throws {
    let first = PlotRenderer(run: try CalibrationRunFixtures.run()).svg()
    let second = PlotRenderer(run: try CalibrationRunFixtures.run()).svg()
    #expect(first == second)
  }

  @Test("Inter @2x full hinting, 33 sizes: well-formed and below 1.5 MB")
  func interSize() throws {
    guard CalibrationRunFixtures.requireInter() else { return }
    let run = try CalibrationRunFixtures.run(
      font: CalibrationRunFixtures.inter, sizes: (8...40).map(Double.init), hinting: .full)
    let svg = PlotRenderer(run: run).svg()
    #expect(svg.utf8.count < 1_500_000)
    let elements = try SVGElements.parse(svg)
    let rows = elements.filter { $0.attributes["class"] == "heat-row" }
    #expect(rows.count == 3 * 33)
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    #expect(texts.contains("Best global pair: max |e| 47.5 pt"))
    #expect(texts.contains("Per-size table: max |e| 1.5 pt"))
    #expect(texts.contains("Hand-tuned constants: max |e| 58 pt"))
  }

  // MARK: - Helpers

  @Test("SVG numbers are compact and never -0")
  func numbers() {
    #expect(SVGDocument.number(1.005, decimals: 2) == "1")
    #expect(SVGDocument.number(12.5) == "12.5")
    #expect(SVGDocument.number(-0.0001) == "0")
    #expect(SVGDocument.number(1.43060, decimals: 4) == "1.4306")
    #expect(SVGDocument.number(.nan) == "0")
  }

  @Test("path data writes every number as SVGDocument.number does")
  func pathData() {
    var random = SplitMix(state: 0x9A7D)
    var values: [Double] = [
      0, -0.0, 1, -1, 12, -340, 999_999_999_999, -999_999_999_999, 1e12, 1e15, 0.5, -2.25,
    ]
    values += [.nan, .infinity, -.infinity, 0.0001, -0.0001, 4.0005, 1.0 / 3]
    for _ in 0..<2000 {
      let magnitude = [1.0, 100, 1e6, 1e13][Int.random(in: 0..<4, using: &random)]
      let value = Double.random(in: -magnitude...magnitude, using: &random)
      values += [value, value.rounded(), (value * 8).rounded() / 8]
    }
    for decimals in [0, 2, 3] {
      var path = SVGDocument.PathData(capacity: 0)
      var expected = ""
      for value in values {
        path.append("h")
        path.append(value, decimals: decimals)
        expected += "h" + SVGDocument.number(value, decimals: decimals)
      }
      #expect(path.text == expected)
    }
  }

  @Test("numbers that need no rounding are written as printf would write them")
  func exactNumbers() {
    // What SVGDocument.number wrote before it had a path without printf.
    func reference(_ value: Double, _ decimals: Int) -> String {
      var text = NumberFormat.fixed(value, decimals)
      if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
      }
      return text == "-0" ? "0" : text
    }
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 0.125, 0.0078125, 1.0 / 3, 82.5, 1e11 + 0.5, 1e13, 2.675,
    ]
    // Seeded, so a failure names a value that the next run draws again.
    var generator = SplitMix(state: 0x504C_4F54)
    for _ in 0..<2000 {
      let units = Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
      values.append(units / Double(1 << Int.random(in: 0...12, using: &generator)))
      values.append(Double.random(in: -5000...5000, using: &generator))
    }
    for value in values {
      for decimals in [0, 1, 2, 3, 4, 6, 10] {
        #expect(
          SVGDocument.number(value, decimals: decimals) == reference(value, decimals), "\(value) \(decimals)")
      }
    }
    #expect(SVGDocument.number(0.0078125, decimals: 10) == "0.0078125")
    #expect(SVGDocument.number(-14.5, decimals: 4) == "-14.5")
    #expect(SVGDocument.escaped("M1 -2L3 4Z") == "M1 -2L3 4Z")
    #expect(SVGDocument.escaped("Löschen & <x>") == "Löschen &amp; &lt;x&gt;")
  }

  @Test("text from fonts is escaped")
  func escaping() throws {
    #expect(SVGDocument.escaped("A & B <\"x\"> 'y'\u{1}") == "A &amp; B &lt;&quot;x&quot;&gt; &apos;y&apos;?")
    var document = SVGDocument(width: 10, height: 10)
    document.text("Evil <Font> & \u{0} Co", x: 1, y: 2)
    let elements = try SVGElements.parse(document.rendered(title: "t & <t>", fontFamily: "F"))
    #expect(elements.first { $0.name == "text" }?.text == "Evil <Font> & ? Co")
    #expect(elements.first { $0.name == "title" }?.text == "t & <t>")
  }

  @Test("the color scale: white at 0, symmetric, 1-2-5 limit and ticks")
  func colorScale() {
    let scale = ErrorColorScale(largestError: 58)
    #expect(scale.limit == 100)
    #expect(scale.color(0) == "#ffffff")
    #expect(scale.level(1e-6) == 0)
    #expect(scale.level(3) == -scale.level(-3))
    #expect(scale.level(100) == scale.levels && scale.level(1000) == scale.levels)
    #expect(Self.hue(scale.color(0.5)) == 1 && Self.hue(scale.color(-0.5)) == -1)
    #expect(scale.tickValues() == [-100, -50, -20, -10, -5, -2, -1, -0.5, 0, 0.5, 1, 2, 5, 10, 20, 50, 100])
    #expect(ErrorColorScale.niceCeiling(0.5) == 0.5)
    #expect(ErrorColorScale.niceCeiling(16.775) == 20)
    #expect(ErrorColorScale.niceCeiling(1.5) == 2)
  }

  @Test("axis ticks are round numbers inside the range")
  func ticks() {
    #expect(AxisTicks.values(in: 40...200, maximumIntervals: 6).values == [40, 80, 120, 160, 200])
    #expect(
      AxisTicks.values(in: 8...12, maximumIntervals: 10).values == [
        8, 8.4, 8.8, 9.2, 9.6, 10, 10.4, 10.8, 11.2, 11.6, 12,
      ])
    #expect(AxisTicks.values(in: 8...12, maximumIntervals: 10, minimumStep: 1).values == [8, 9, 10, 11, 12])
    let fractional = AxisTicks.values(in: 0.95...1.12, maximumIntervals: 6)
    #expect(fractional.values.count >= 3 && fractional.values.allSatisfy { (0.95...1.12).contains($0) })
    #expect(AxisTicks.decimals(for: 0.025) == 3)
  }

  @Test("a settings line wider than the chart wraps, and the charts below move down")
  func longSettingsLine() throws {
    guard TestFonts.require(TestFonts.inter), TestFonts.require(TestFonts.roboto) else { return }
    let run = try CalibrationRunFixtures.run(font: TestFonts.inter, sizes: (8...40).map(Double.init)) {
      $0.sizing = .uikitSwipe
      $0.measureFont = TestFonts.roboto
      $0.measureSize = 14
    }
    let svg = PlotRenderer(run: run).svg()
    let elements = try SVGElements.parse(svg)
    let texts = elements.filter { $0.name == "text" }.map(\.text)
    #expect(
      texts[1]
        == "placeholder U+200A HAIR SPACE · model uikit-swipe (74...120 pt, label rounded up to pixels) · targets 40...200 pt step 0.5 · objective minimax · symbol width in Roboto"
    )
    #expect(texts[2] == "Regular · symbol width measured at 14 pt")
    // One more line of 17 px: the picture grows by it, and what is under it moves down by it.
    #expect(elements.first?.attributes["height"] == "837")
    #expect(elements.contains { $0.name == "g" && $0.attributes["transform"] == "translate(0 17)" })
  }

}
