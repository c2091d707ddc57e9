import CalibrateSupport
import FontCalibration
import PlaceholderTitle
import TextMetrics

// MARK: - Composite titles and guards

/// The parts of the emitted file that only a composite run or a guard adds; a count run without
/// a guard gets none of them.
///
/// A composite run emits the count part as well, not instead: composite titles exist only for the
/// calibrated scales and sizes (each size's advances are measurements at that size, and hinted
/// advances do not scale with it), but an app asks for the sizes Dynamic Type gives it, and for a
/// size that is not calibrated the calibration's answer is the count formula with the global pair.
/// So the file keeps the count part, `count(for:fontSize:scale:)` included, and
/// `emptyTitle(for:fontSize:scale:)` returns the composite title of a calibrated size (within the
/// tolerance) and the formula's title of any other. Each scale's and size's `CompositeTitle` is a
/// `static let`: built on its first use, once, thread-safe, and kept, so an app pays only for the
/// sizes and the scale it shows.
extension SwiftEmitter {
  /// The import of the runtime a composite file needs. Conditional, so the file also compiles in
  /// the module that holds the runtime's sources (an app that copies them, or a test).
  func imports() -> [String] {
    guard run.composite != nil else { return [] }
    return ["#if canImport(PlaceholderTitle)", "  import PlaceholderTitle", "#endif", ""]
  }

  /// Header lines about the composite titles and the guard.
  func compositeHeader() -> [String] {
    var lines: [String] = []
    for run in runs {
      guard let composite = run.composite else { continue }
      let characters = composite.characters.map(ScalarNotation.format).joined(separator: " ")
      lines.append(
        "Composite titles @\(NumberFormat.number(run.settings.scale))x: \(characters) (those that add up at each size); objective \(composite.objective.rawValue); max |error| \(NumberFormat.fixed(composite.summary.maximumError, 3)) pt"
      )
    }
    if let guardCharacter = run.settings.guardCharacter {
      lines.append("Guard \(Self.characterName(guardCharacter)) at both ends of every non-empty title")
    }
    return lines
  }

  /// The enum's documentation of the composite titles and the guard.
  func compositeDocumentation() -> [String] {
    guard run.composite != nil else { return [] }
    var lines = [
      "///",
      "/// Composite titles (`calibrate --method composite`): at a calibrated size, `emptyTitle(for:fontSize:scale:)`",
      "/// returns the title of that scale's and size's `CompositeTitle` (the PlaceholderTitle runtime), which",
      "/// mixes the space characters that add up at that size, with their advances exactly as measured (font",
      "/// units or 26.6 values): the titles calibrate reported. The header gives their max |error| per scale.",
      "/// Any other size gets the count formula, as above (advances are measured per size, and hinted ones",
      "/// do not scale); `count(for:fontSize:scale:)` is always the formula's count. The file needs the",
      "/// PlaceholderTitle product, or the runtime's sources in the same module.",
      "///",
      "/// Targets are device pixels: a width between two of the scale's pixels gets the title of its",
      "/// nearest pixel, `round(width * scale) / scale` (what the device can draw), while calibrate's report",
      "/// composes such a target for the width as given; at @3x the half points of `--step 0.5` are such.",
    ]
    if case .uikitSwipe(let rounding) = run.fit.problem.model {
      lines += [
        "///",
        "/// UIKit sizes a swipe-action button as min(120, max(74, 12 + the label rounded up to \(rounding.rawValue)));",
        "/// each `CompositeTitle` composes for that model (`model`), from the advances exactly as measured",
        "/// (font units or 26.6 values), so it gives every target the title the calibration reported and checked.",
        "/// Only targets of 74...120 pt are reachable; others get the nearest button.",
      ]
    }
    return lines
  }

  /// The enum's documentation of the guard of a count run.
  func guardDocumentation() -> [String] {
    guard run.composite == nil, run.settings.guardCharacter != nil else { return [] }
    return [
      "///",
      "/// Every non-empty title has `guardCharacter` at both ends (as `RepeatedTitle(..., guard:)` writes",
      "/// it), so a setter that trims whitespace keeps the placeholders inside; the count leaves it out.",
    ]
  }

  /// The guard's declaration, if the run has one.
  func guardDeclaration() -> [String] {
    guard let guardCharacter = run.settings.guardCharacter else { return [] }
    return [
      "  /// The zero-width character at both ends of every non-empty title, \(Self.commentSafe(Self.characterName(guardCharacter))).",
      "  \(accessPrefix)static let guardCharacter: Unicode.Scalar = \(Self.stringLiteral(guardCharacter))",
    ]
  }

  /// `emptyTitle(for:fontSize:scale:)`: the count's placeholders (between guards, if any), or at
  /// a calibrated size the composite title.
  func emptyTitleDeclaration() -> [String] {
    let guarded = run.settings.guardCharacter != nil
    let placeholders = guarded ? "placeholders between two guards" : "placeholders"
    var lines: [String]
    if run.composite == nil {
      lines = [
        "  /// The title for a button `width` points wide: `count(for:fontSize:scale:)` \(placeholders).",
        "  \(accessPrefix)static func emptyTitle(for width: Double, fontSize: Double, scale: Double) -> String {",
      ]
    } else {
      lines = [
        "  /// The title for a button `width` points wide: the composite title at a calibrated size, else",
        "  /// `count(for:fontSize:scale:)` \(placeholders).",
        "  \(accessPrefix)static func emptyTitle(for width: Double, fontSize: Double, scale: Double) -> String {",
        "    if let title = compositeTitle(fontSize: fontSize, scale: scale) { return title.emptyTitle(for: width) }",
      ]
    }
    if guarded {
      lines += [
        "    let placeholderCount = count(for: width, fontSize: fontSize, scale: scale)",
        "    guard placeholderCount > 0 else { return \"\" }",
        "    let guardText = String(guardCharacter)",
        "    return guardText + String(repeating: placeholder, count: placeholderCount) + guardText",
      ]
    } else {
      // A lone expression (the count file's form) or, after the composite's `if`, a `return`.
      let keyword = run.composite == nil ? "" : "return "
      lines.append(
        "    \(keyword)String(repeating: placeholder, count: count(for: width, fontSize: fontSize, scale: scale))"
      )
    }
    return lines + ["  }"]
  }

  /// The composite part: model, objective, the lookup by scale and size, and one title maker per
  /// scale and size.
  func compositeDeclarations() -> [String] {
    guard let first = run.composite else { return [] }
    var lines = [
      "",
      "  // MARK: - Composite titles",
      "",
      "  /// How a button's width follows from its title.",
      "  \(accessPrefix)static let model: ButtonModel = \(Self.modelLiteral(run.fit.problem.model))",
      "  /// What a composite title optimizes where no title is exact.",
      "  \(accessPrefix)static let objective: CompositionObjective = .\(Self.objectiveCase(first.objective))",
      "",
      "  /// The composite title maker of the calibration `scale` picks and the calibrated size `fontSize` is,",
      "  /// or nil for a size that is none (then the count formula serves). Each is built on its first use,",
      "  /// once, and kept (a few hundred kB per size; a few kB under UIKit's model).",
      "  \(accessPrefix)static func compositeTitle(fontSize: Double, scale: Double) -> CompositeTitle? {",
      "    guard let calibration = calibration(for: scale), let entry = entry(for: fontSize, in: calibration) else {",
      "      return nil",
      "    }",
      "    switch (calibration.scale, entry.size) {",
    ]
    var makers: [(name: String, run: CalibrationRun, size: CompositeSize)] = []
    for run in runs {
      for size in run.composite?.sizes ?? [] {
        let name = Self.compositeName(makers.count)
        makers.append((name, run, size))
        lines.append(
          "    case (\(Self.literal(run.settings.scale)), \(Self.literal(size.size))): return \(name)")
      }
    }
    lines += ["    default: return nil", "    }", "  }"]
    // Always named: under UIKit's model the runtime's default would guard a run that has none.
    let guardArgument =
      run.settings.guardCharacter == nil ? "guard: .unguarded" : "guard: .character(guardCharacter)"
    for (name, run, size) in makers {
      guard let composite = run.composite else { continue }
      let kept = size.advances.indices.filter { size.advances[$0] != nil }
      let unitName: String
      switch size.unit {
      case .fontUnits(let unitsPerEm): unitName = "font units (\(unitsPerEm) per em)"
      case .subpixels26Dot6: unitName = "26.6 values (1/64 device pixel)"
      }
      lines += [
        "",
        "  /// @\(NumberFormat.number(run.settings.scale))x, \(Self.shortSize(size.size)) pt: the \(kept.count) space characters that add up at this size and their advances in \(unitName), as measured (nil only if the runtime refused them).",
        "  static let \(name) = try? CompositeTitle(",
        "    placeholders: [",
      ]
      for character in kept {
        lines.append(
          "      (\(Self.stringLiteral(composite.characters[character])), \(size.advances[character] ?? 0)),  // \(Self.commentSafe(Self.characterName(composite.characters[character])))"
        )
      }
      lines += [
        "    ],",
        "    unit: \(Self.unitLiteral(size.unit.advanceUnit(size.configuration))), model: model,",
        "    scale: \(Self.literal(run.settings.scale)), objective: objective, \(guardArgument))",
      ]
    }
    return lines
  }

  /// A sizing model as a literal of the runtime's `ButtonModel`.
  static func modelLiteral(_ model: ButtonModel) -> String {
    switch model {
    case .plain: return ".plain(padding: padding)"
    case .uikitSwipe(let rounding): return ".uikitSwipe(rounding: .\(rounding.rawValue))"
    }
  }

  /// An advance unit as a literal of the runtime's `CompositeTitle.AdvanceUnit`.
  static func unitLiteral(_ unit: CompositeTitle.AdvanceUnit) -> String {
    switch unit {
    case .fontUnits(let unitsPerEm, let fontSize):
      return ".fontUnits(unitsPerEm: \(unitsPerEm), fontSize: \(literal(fontSize)))"
    case .subpixels26Dot6: return ".subpixels26Dot6"
    }
  }

  /// The name of one size's title maker: `composite0` for the first size.
  static func compositeName(_ index: Int) -> String { "composite\(index)" }

  /// An objective as a case of the runtime's `CompositionObjective`.
  static func objectiveCase(_ objective: CompositionObjective) -> String {
    switch objective {
    case .minimax: return "minimax"
    case .neverClip: return "neverClip"
    case .neverSeam: return "neverSeam"
    }
  }

  /// A character as `U+200B ZERO WIDTH SPACE`, or `U+XXXX` when it has no known name.
  static func characterName(_ scalar: Unicode.Scalar) -> String {
    let notation = ScalarNotation.format(scalar)
    if let name = SpaceCharacter.name(of: scalar) { return "\(notation) \(name)" }
    if let name = scalar.properties.name { return "\(notation) \(name)" }
    return notation
  }
}
