import CalibrateSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// The JSON result of one calibration (schema version 2): the one declaration of the schema that
/// `calibrate --format json`, `calibrate batch`, `calibrate results` write and `calibrate check`
/// reads back.
///
/// Writing goes through `JSONValueEncoder` (see `JSONValue` for why not `JSONEncoder`),
/// reading through `JSONReader` (Foundation's `JSONDecoder`, see ``ResultCheck``); both use the
/// synthesized coding of these types, so each key is named once, by its property, and keys
/// appear in declaration order. Widths and errors are in points;
/// `advanceUnits` is exact (font units unhinted, 26.6 hinted). A fit never produces a non-finite
/// number, so every number reads back.
///
/// Threading: a plain value; `Sendable`.
package struct ResultDocument: Codable, Sendable, Equatable {
  /// The schema version, bumped whenever a key changes meaning or goes away.
  package static let currentSchemaVersion = 2

  /// The versions this tool reads: the current one, and version 1 (calibrate 0.2 and earlier),
  /// whose keys `seed`, `model.seedTitlesTooWide` and `composite.sizes[].seedMaxError` and
  /// profile name `seed` are read as `handTuned`, `model.handTunedTitlesTooWide`,
  /// `composite.sizes[].handTunedMaxError` and `rowaction`. A document read from version 1 keeps
  /// its ``schemaVersion``; written again, it is written as the current version's keys.
  static let readableSchemaVersions: Set<Int> = [1, currentSchemaVersion]

  /// The schema version of this document.
  package var schemaVersion: Int
  /// The tool and version that wrote it.
  package var tool: String
  /// The render font, with the file's SHA-256.
  package var font: FontRecord
  /// The measure font, when it differs from the render font.
  package var measureFont: FontRecord?
  /// The placeholder as `U+200A`.
  package var placeholder: String
  /// Device pixels per point.
  package var scale: Double
  /// The hinting mode.
  package var hinting: HintingMode
  /// The exact unit of `advanceUnits`: `font units` or `26.6`.
  package var unit: String
  /// The empty button's width P (the plain model), or the UIKit label's two insets.
  package var padding: Double
  /// The sizing model, when it is not the plain one (an absent key means `padding + title`).
  package var model: ModelRecord?
  /// What the fit minimized.
  package var objective: FitObjective
  /// `composite` when titles are composed of several characters (absent: the count method).
  package var method: String?
  /// The characters composite titles may use, as `--placeholders` takes them (composite only).
  package var placeholders: String?
  /// The zero-width character at both ends of every title, if any.
  package var guardCharacter: String?
  /// The target widths.
  package var widths: Widths
  /// The fixed size the symbol width was measured at, if any.
  @ExplicitNull package var measureSize: Double?
  /// The point size of AAT tracking, if any.
  @ExplicitNull package var trackingSize: Double?
  /// The profile the settings came from, if any.
  @ExplicitNull package var profile: String?
  /// The Dynamic Type categories the sizes were chosen for (`--content-size`); absent otherwise.
  package var contentSizes: ContentSizesRecord?
  /// One record per size, ascending.
  package var sizes: [SizeRecord]
  /// The best single pair across sizes.
  package var global: GlobalRecord
  /// The errors of the hand-tuned constants (30, 1.1) of the RowAction article.
  package var handTuned: PairRecord
  /// Whether a per-size table is needed, in a sentence.
  package var verdict: VerdictRecord
  /// What the user should know about the measurement (a placeholder the font has no glyph for,
  /// whose width HarfBuzz synthesizes), one sentence each; absent when there is nothing.
  package var warnings: [String]?
  /// The composite titles (composite method only).
  package var composite: CompositeRecord?
  /// The face's whitespace QA (`calibrate batch --qa`, on the face's first configuration only).
  package var qa: QARecord?
  /// The font libraries the numbers came from.
  var versions: Versions

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, tool, font, measureFont, placeholder, scale, hinting, unit, padding, model, objective,
      method, placeholders, guardCharacter, widths, measureSize, trackingSize, profile, contentSizes, sizes,
      global, handTuned, verdict, warnings, composite, qa, versions
  }

  /// Keys of schema version 1 that the current version renamed.
  private enum FormerKeys: String, CodingKey {
    /// ``handTuned``'s key.
    case seed
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    tool = try container.decode(String.self, forKey: .tool)
    font = try container.decode(FontRecord.self, forKey: .font)
    measureFont = try container.decodeIfPresent(FontRecord.self, forKey: .measureFont)
    placeholder = try container.decode(String.self, forKey: .placeholder)
    scale = try container.decode(Double.self, forKey: .scale)
    hinting = try container.decode(HintingMode.self, forKey: .hinting)
    unit = try container.decode(String.self, forKey: .unit)
    padding = try container.decode(Double.self, forKey: .padding)
    model = try container.decodeIfPresent(ModelRecord.self, forKey: .model)
    objective = try container.decode(FitObjective.self, forKey: .objective)
    method = try container.decodeIfPresent(String.self, forKey: .method)
    placeholders = try container.decodeIfPresent(String.self, forKey: .placeholders)
    guardCharacter = try container.decodeIfPresent(String.self, forKey: .guardCharacter)
    widths = try container.decode(Widths.self, forKey: .widths)
    _measureSize = try container.decode(ExplicitNull<Double>.self, forKey: .measureSize)
    _trackingSize = try container.decode(ExplicitNull<Double>.self, forKey: .trackingSize)
    var profile = try container.decode(ExplicitNull<String>.self, forKey: .profile)
    contentSizes = try container.decodeIfPresent(ContentSizesRecord.self, forKey: .contentSizes)
    sizes = try container.decode([SizeRecord].self, forKey: .sizes)
    global = try container.decode(GlobalRecord.self, forKey: .global)
    if schemaVersion == 1 {
      handTuned = try decoder.container(keyedBy: FormerKeys.self).decode(PairRecord.self, forKey: .seed)
      profile.wrappedValue = profile.wrappedValue.map { Profile.formerNames[$0]?.rawValue ?? $0 }
    } else {
      handTuned = try container.decode(PairRecord.self, forKey: .handTuned)
    }
    _profile = profile
    verdict = try container.decode(VerdictRecord.self, forKey: .verdict)
    warnings = try container.decodeIfPresent([String].self, forKey: .warnings)
    composite = try container.decodeIfPresent(CompositeRecord.self, forKey: .composite)
    qa = try container.decodeIfPresent(QARecord.self, forKey: .qa)
    versions = try container.decode(Versions.self, forKey: .versions)
  }

  /// The content size categories of a run, with the rule that turns each into the title's size.
  package struct ContentSizesRecord: Codable, Sendable, Equatable {
    /// The rule, in words, with its source.
    var formula: String
    /// One entry per category, in the order given.
    var categories: [Category]

    /// One category.
    struct Category: Codable, Sendable, Equatable {
      /// The category as UIKit's Swift constant names it: `extraLarge`.
      var category: String
      /// UIKit's raw value: `UICTContentSizeCategoryXL`.
      var uikitName: String
      /// The Body text style's size, in points.
      package var bodySize: Double
      /// The swipe title's size, in points (one of the sizes).
      var titleSize: Double
    }
  }

  /// A sizing model other than the plain one: its constants, where they come from, and what it
  /// did to the targets.
  package struct ModelRecord: Codable, Sendable, Equatable {
    /// `uikit-swipe`.
    package var name: String
    package var minimumWidth: Double
    package var maximumWidth: Double
    /// Both label insets together.
    package var labelInsets: Double
    /// `pixels` or `points`.
    package var labelRounding: UIKitSwipeButton.LabelRounding
    /// The widest title laid out as measured.
    package var maximumLabelWidth: Double
    /// Where the constants come from.
    package var source: String
    /// Targets outside the model's range, left out of every error.
    package var unreachableTargets: Int
    /// (size, target) pairs whose best title would be too wide.
    var targetsNeedingWiderTitles: Int
    /// (size, target) pairs where the hand-tuned constants give a too-wide title.
    var handTunedTitlesTooWide: Int

    private enum CodingKeys: String, CodingKey {
      case name, minimumWidth, maximumWidth, labelInsets, labelRounding, maximumLabelWidth, source,
        unreachableTargets, targetsNeedingWiderTitles, handTunedTitlesTooWide
      /// ``handTunedTitlesTooWide``'s key in schema version 1.
      case seedTitlesTooWide
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      minimumWidth = try container.decode(Double.self, forKey: .minimumWidth)
      maximumWidth = try container.decode(Double.self, forKey: .maximumWidth)
      labelInsets = try container.decode(Double.self, forKey: .labelInsets)
      labelRounding = try container.decode(UIKitSwipeButton.LabelRounding.self, forKey: .labelRounding)
      maximumLabelWidth = try container.decode(Double.self, forKey: .maximumLabelWidth)
      source = try container.decode(String.self, forKey: .source)
      unreachableTargets = try container.decode(Int.self, forKey: .unreachableTargets)
      targetsNeedingWiderTitles = try container.decode(Int.self, forKey: .targetsNeedingWiderTitles)
      // A record of schema version 1 has the former key, a current one the new key.
      let key: CodingKeys =
        container.contains(.seedTitlesTooWide) ? .seedTitlesTooWide : .handTunedTitlesTooWide
      handTunedTitlesTooWide = try container.decode(Int.self, forKey: key)
    }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(minimumWidth, forKey: .minimumWidth)
      try container.encode(maximumWidth, forKey: .maximumWidth)
      try container.encode(labelInsets, forKey: .labelInsets)
      try container.encode(labelRounding, forKey: .labelRounding)
      try container.encode(maximumLabelWidth, forKey: .maximumLabelWidth)
      try container.encode(source, forKey: .source)
      try container.encode(unreachableTargets, forKey: .unreachableTargets)
      try container.encode(targetsNeedingWiderTitles, forKey: .targetsNeedingWiderTitles)
      try container.encode(handTunedTitlesTooWide, forKey: .handTunedTitlesTooWide)
    }

    /// The record of a model, or `nil` for the plain one.
    init?(_ summary: SizingSummary) {
      guard case .uikitSwipe(let rounding) = summary.model, let limit = summary.model.maximumLabelWidth else {
        return nil
      }
      name = summary.model.name
      minimumWidth = UIKitSwipeButton.minimumButtonWidth
      maximumWidth = UIKitSwipeButton.maximumButtonWidth
      labelInsets = UIKitSwipeButton.labelInsets
      labelRounding = rounding
      maximumLabelWidth = limit
      source =
        "UIKitCore of \(UIKitSwipeButton.sourceVersions.joined(separator: " and ")), read as decompiled code (an assumption, not documentation)"
      unreachableTargets = summary.unreachableTargets
      targetsNeedingWiderTitles = summary.targetsNeedingWiderTitles
      handTunedTitlesTooWide = summary.seedTitlesTooWide
    }
  }

  /// The target widths `from...through` by `step`.
  package struct Widths: Codable, Sendable, Equatable {
    package var from: Double
    package var through: Double
    package var step: Double
  }

  /// One size's measurements and fit.
  package struct SizeRecord: Codable, Sendable, Equatable {
    package var size: Double
    package var advance: Double
    var advancePixels: Double
    package var advanceUnits: Int
    package var glyph: Int
    package var synthesized: Bool
    package var notdef: Bool
    package var uniform: Bool
    package var symbolWidth: Double
    var symbolWidthUnits: Int
    package var shiftFactor: Double
    package var minimumWidth: Double
    var maxError: Double
    package var rmsError: Double
    package var lowerBound: Double
    /// `true` when no pair inside the box reaches this size's optimum; absent otherwise. The
    /// record's constants and errors are then the box's best pair, and the optimum is
    /// ``degenerateOptimum``.
    package var degenerate: Bool? = nil
    /// The box the constants lie in, with a degenerate optimum only.
    package var box: BoxRecord? = nil
    /// The optimum outside the box, with a degenerate optimum only.
    package var degenerateOptimum: DegenerateRecord? = nil
  }

  /// Where the largest |e| occurs.
  struct Worst: Codable, Sendable, Equatable {
    package var size: Double
    package var width: Double
    package var error: Double
  }

  /// A pair of constants and its errors over every size and target.
  package struct PairRecord: Codable, Sendable, Equatable {
    package var shiftFactor: Double
    package var minimumWidth: Double
    var maxError: Double
    package var rmsError: Double
    package var largestOvershoot: Double
    package var largestClip: Double
    var worst: Worst
  }

  /// The global pair, its errors, and how it compares with what a per-size table reaches; the
  /// pair's keys come first, in the same object.
  ///
  /// When no pair inside the box reaches the optimum, `"degenerate": true` follows, then
  /// `"optimum": "box"` (every figure before it is the box's best pair's), the box, and the
  /// optimum outside it with its own figures; all four keys are absent otherwise, so a result
  /// whose optimum a usable pair reaches is written as it always was.
  package struct GlobalRecord: Codable, Sendable, Equatable {
    package var pair: PairRecord
    package var lowerBound: Double
    var provenOptimal: Bool
    package var perSizeFloor: Double
    package var excessOverPerSize: Double
    /// `true` with a degenerate optimum, else `nil` (the key is absent).
    package var degenerate: Bool?
    /// `box` with a degenerate optimum: the optimum the figures above belong to.
    var optimum: String?
    /// The box the pair lies in, with a degenerate optimum only.
    package var box: BoxRecord?
    /// The optimum outside the box, with a degenerate optimum only.
    package var degenerateOptimum: DegenerateRecord?

    private enum CodingKeys: String, CodingKey {
      case lowerBound, provenOptimal, perSizeFloor, excessOverPerSize, degenerate, optimum, box,
        degenerateOptimum
    }

    package init(
      pair: PairRecord, lowerBound: Double, provenOptimal: Bool, perSizeFloor: Double,
      excessOverPerSize: Double, degenerate: Bool? = nil, optimum: String? = nil, box: BoxRecord? = nil,
      degenerateOptimum: DegenerateRecord? = nil
    ) {
      self.pair = pair
      self.lowerBound = lowerBound
      self.provenOptimal = provenOptimal
      self.perSizeFloor = perSizeFloor
      self.excessOverPerSize = excessOverPerSize
      self.degenerate = degenerate
      self.optimum = optimum
      self.box = box
      self.degenerateOptimum = degenerateOptimum
    }

    package init(from decoder: any Decoder) throws {
      pair = try PairRecord(from: decoder)
      let container = try decoder.container(keyedBy: CodingKeys.self)
      lowerBound = try container.decode(Double.self, forKey: .lowerBound)
      provenOptimal = try container.decode(Bool.self, forKey: .provenOptimal)
      perSizeFloor = try container.decode(Double.self, forKey: .perSizeFloor)
      excessOverPerSize = try container.decode(Double.self, forKey: .excessOverPerSize)
      degenerate = try container.decodeIfPresent(Bool.self, forKey: .degenerate)
      optimum = try container.decodeIfPresent(String.self, forKey: .optimum)
      box = try container.decodeIfPresent(BoxRecord.self, forKey: .box)
      degenerateOptimum = try container.decodeIfPresent(DegenerateRecord.self, forKey: .degenerateOptimum)
    }

    package func encode(to encoder: any Encoder) throws {
      try pair.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(lowerBound, forKey: .lowerBound)
      try container.encode(provenOptimal, forKey: .provenOptimal)
      try container.encode(perSizeFloor, forKey: .perSizeFloor)
      try container.encode(excessOverPerSize, forKey: .excessOverPerSize)
      try container.encodeIfPresent(degenerate, forKey: .degenerate)
      try container.encodeIfPresent(optimum, forKey: .optimum)
      try container.encodeIfPresent(box, forKey: .box)
      try container.encodeIfPresent(degenerateOptimum, forKey: .degenerateOptimum)
    }
  }

  /// The box a printed pair lies in (`ConstantBox`): each constant's range.
  package struct BoxRecord: Codable, Sendable, Equatable {
    package var shiftFactor: Interval
    package var minimumWidth: Interval

    /// A closed range `from...through`.
    package struct Interval: Codable, Sendable, Equatable {
      package var from: Double
      package var through: Double
    }
  }

  /// An optimum no pair inside the box reaches (`DegenerateOptimum`): `"optimum": "degenerate"`,
  /// the count each size gets at every width when it does not depend on W, then the approximant
  /// the solver reached and its figures, keyed as a pair's, its lower bound and whether it is
  /// proven.
  package struct DegenerateRecord: Codable, Sendable, Equatable {
    /// `degenerate`: the optimum these figures belong to.
    var optimum: String
    /// One count per size, in the order of `sizes` (one entry for a size's own record), when no
    /// size's count depends on W; absent otherwise.
    package var counts: [Int]?
    package var pair: PairRecord
    package var lowerBound: Double
    var provenOptimal: Bool

    private enum CodingKeys: String, CodingKey {
      case optimum, counts, lowerBound, provenOptimal
    }

    package init(optimum: String, counts: [Int]?, pair: PairRecord, lowerBound: Double, provenOptimal: Bool) {
      self.optimum = optimum
      self.counts = counts
      self.pair = pair
      self.lowerBound = lowerBound
      self.provenOptimal = provenOptimal
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      optimum = try container.decode(String.self, forKey: .optimum)
      counts = try container.decodeIfPresent([Int].self, forKey: .counts)
      pair = try PairRecord(from: decoder)
      lowerBound = try container.decode(Double.self, forKey: .lowerBound)
      provenOptimal = try container.decode(Bool.self, forKey: .provenOptimal)
    }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(optimum, forKey: .optimum)
      try container.encodeIfPresent(counts, forKey: .counts)
      try pair.encode(to: encoder)
      try container.encode(lowerBound, forKey: .lowerBound)
      try container.encode(provenOptimal, forKey: .provenOptimal)
    }
  }

  /// The verdict: is one pair enough?
  package struct VerdictRecord: Codable, Sendable, Equatable {
    var perSizeTableNeeded: Bool
    package var tolerance: Double
    var sentence: String
  }

  /// Library versions.
  struct Versions: Codable, Sendable, Equatable {
    var freetype: String
    var harfbuzz: String
  }
}

// MARK: - From a run

extension ResultDocument {
  /// The document of a run.
  ///
  /// - Parameters:
  ///   - run: The run.
  ///   - titles: Whether a composite run records every target's title (the JSON of a run does;
  ///     batch lines and stored results do not).
  package init(_ run: CalibrationRun, titles: Bool = false) {
    let settings = run.settings
    let fit = run.fit
    let global = fit.global
    schemaVersion = Self.currentSchemaVersion
    tool = "calibrate \(PackageVersion.current)"
    font = FontRecord(run.font, sha256: run.fontDigest)
    measureFont = run.measureFont.map { FontRecord($0) }
    placeholder = ScalarNotation.format(settings.placeholder)
    scale = settings.scale
    hinting = settings.hinting
    unit = run.measurements.rendered.first?.unit.name ?? "font units"
    let sizing = SizingSummary(fit: fit)
    padding = sizing.model.padding
    model = ModelRecord(sizing)
    objective = fit.objective
    method = settings.method == .count ? nil : settings.method.rawValue
    placeholders = settings.method == .count ? nil : settings.placeholders.notation
    guardCharacter = settings.guardCharacter.map(ScalarNotation.format)
    widths = Widths(from: settings.widths.from, through: settings.widths.through, step: settings.widths.step)
    measureSize = settings.measureSize
    trackingSize = settings.trackingSize
    profile = settings.profile?.rawValue
    contentSizes = settings.contentSizes.map { categories in
      ContentSizesRecord(
        formula: ContentSizeSummary.formula,
        categories: categories.map {
          .init(
            category: $0.name, uikitName: $0.rawValue, bodySize: $0.bodySize,
            titleSize: UIKitSwipeButton.titleFontSize(for: $0))
        })
    }
    sizes = zip(fit.sizes, zip(run.measurements.rendered, run.measurements.measured)).map {
      sizeFit, metrics in
      let (rendered, measured) = metrics
      return SizeRecord(
        size: sizeFit.sample.size, advance: sizeFit.sample.advance, advancePixels: rendered.advanceInPixels,
        advanceUnits: rendered.advance, glyph: rendered.glyphID, synthesized: rendered.isSynthesized,
        notdef: rendered.isNotdef, uniform: rendered.run.isUniform, symbolWidth: sizeFit.sample.symbolWidth,
        symbolWidthUnits: measured.advance, shiftFactor: sizeFit.constants.shiftFactor,
        minimumWidth: sizeFit.constants.minimumWidth, maxError: sizeFit.summary.maximumError,
        rmsError: sizeFit.summary.rmsError, lowerBound: sizeFit.lowerBound,
        degenerate: sizeFit.degenerateOptimum.map { _ in true },
        box: sizeFit.degenerateOptimum.map { _ in BoxRecord(global.box) },
        degenerateOptimum: sizeFit.degenerateOptimum.map(DegenerateRecord.init))
    }
    self.global = GlobalRecord(
      pair: PairRecord(global.constants, global.summary), lowerBound: global.lowerBound,
      provenOptimal: global.isProvenOptimal, perSizeFloor: global.perSizeFloor,
      excessOverPerSize: global.excessOverPerSize, degenerate: global.isDegenerate ? true : nil,
      optimum: global.isDegenerate ? "box" : nil, box: global.isDegenerate ? BoxRecord(global.box) : nil,
      degenerateOptimum: global.degenerateOptimum.map(DegenerateRecord.init))
    handTuned = PairRecord(.seed, fit.seed)
    verdict = VerdictRecord(
      perSizeTableNeeded: fit.needsPerSizeTable(), tolerance: CalibrationFit.defaultTolerance,
      sentence: run.verdict)
    warnings = run.warning.map { [$0.message] }
    composite = CompositeSummary(run: run).map { CompositeRecord($0, titles: titles) }
    versions = Versions(freetype: FontEngine.freeTypeVersion, harfbuzz: FontEngine.harfBuzzVersion)
  }

  /// The document as a JSON tree, keys in schema order.
  package var json: JSONValue { JSONValue.encoding(self) }
}

extension ResultDocument.PairRecord {
  /// A pair of constants with its errors.
  init(_ constants: PlaceholderConstants, _ summary: ErrorSummary) {
    self.init(
      shiftFactor: constants.shiftFactor, minimumWidth: constants.minimumWidth,
      maxError: summary.maximumError,
      rmsError: summary.rmsError, largestOvershoot: summary.largestOvershoot,
      largestClip: summary.largestClip,
      worst: ResultDocument.Worst(summary))
  }
}

extension ResultDocument.BoxRecord {
  /// The record of a box.
  init(_ box: ConstantBox) {
    self.init(
      shiftFactor: Interval(from: box.shiftFactors.lowerBound, through: box.shiftFactors.upperBound),
      minimumWidth: Interval(from: box.minimumWidths.lowerBound, through: box.minimumWidths.upperBound))
  }
}

extension ResultDocument.DegenerateRecord {
  /// The record of a degenerate optimum.
  init(_ optimum: DegenerateOptimum) {
    self.init(
      optimum: "degenerate", counts: optimum.constantCounts,
      pair: ResultDocument.PairRecord(optimum.constants, optimum.summary), lowerBound: optimum.lowerBound,
      provenOptimal: optimum.isProvenOptimal)
  }
}

extension ResultDocument.Worst {
  /// Where a summary's largest |e| is.
  init(_ summary: ErrorSummary) {
    self.init(size: summary.worstSize, width: summary.worstWidth, error: summary.worstError)
  }
}
