import TextMetrics
import WidthCalibration

// MARK: - Table

extension CalibrationRun {
  /// The human-readable report: per-size table, global pair, seed constants, verdict.
  func table() -> String {
    let options = self.options
    var text = "\(Describe.font(font))\n"
    if let measureFont { text += "symbol width measured in \(Describe.font(measureFont))\n" }
    text += "placeholder \(ScalarNotation.format(options.placeholder))"
    if let name = SpaceCharacter.name(of: options.placeholder) { text += " \(name)" }
    text +=
      ", scale \(Format.number(options.scale)), hinting \(options.hinting.rawValue), padding \(Format.number(options.padding)) pt, "
    text +=
      "targets \(Format.number(options.widthsFrom))...\(Format.number(options.widthsThrough)) pt step \(Format.number(options.widthStep)), objective \(fit.objective.rawValue)"
    if let size = options.measureSize { text += ", symbol measured at \(Format.number(size)) pt" }
    text += "\n\n"
    var table = TextTable(
      headings: ["size", "advance pt", "px", "symbol w", "shiftFactor", "minimumWidth", "max error"])
    for (sizeFit, metrics) in zip(fit.sizes, measurements.rendered) {
      table.rows.append([
        Format.number(sizeFit.sample.size), Format.fixed(sizeFit.sample.advance, 4),
        Format.fixed(metrics.advanceInPixels, 3), Format.fixed(sizeFit.sample.symbolWidth, 4),
        Format.fixed(sizeFit.constants.shiftFactor, 5), Format.fixed(sizeFit.constants.minimumWidth, 3),
        Format.fixed(sizeFit.summary.maximumError, 3),
      ])
    }
    text += table.rendered() + "\n"
    let global = fit.global
    text +=
      "global pair  shiftFactor \(Format.fixed(global.constants.shiftFactor, 5))  minimumWidth \(Format.fixed(global.constants.minimumWidth, 3))  "
    text +=
      "max error \(Format.fixed(global.summary.maximumError, 3)) pt (worst at \(Format.number(global.summary.worstSize)) pt, W \(Format.number(global.summary.worstWidth)))"
    text += global.isProvenOptimal ? ", optimal\n" : "\n"
    text +=
      "seed pair    shiftFactor 1.1  minimumWidth 30  max error \(Format.fixed(fit.seed.maximumError, 3)) pt (worst at \(Format.number(fit.seed.worstSize)) pt, W \(Format.number(fit.seed.worstWidth)))\n"
    text += "per-size floor \(Format.fixed(global.perSizeFloor, 3)) pt\n\n"
    text += verdict + "\n"
    return text
  }

  // MARK: - CSV

  /// One row per size, then the global and seed rows.
  func csv() -> String {
    var lines = [
      "kind,size,advance_pt,advance_px,symbol_width,shift_factor,minimum_width,max_error,rms_error"
    ]
    for (sizeFit, metrics) in zip(fit.sizes, measurements.rendered) {
      lines.append(
        [
          "size", Format.number(sizeFit.sample.size), "\(sizeFit.sample.advance)",
          "\(metrics.advanceInPixels)",
          "\(sizeFit.sample.symbolWidth)", "\(sizeFit.constants.shiftFactor)",
          "\(sizeFit.constants.minimumWidth)",
          "\(sizeFit.summary.maximumError)", "\(sizeFit.summary.rmsError)",
        ].joined(separator: ","))
    }
    let global = fit.global
    lines.append(
      "global,,,,,\(global.constants.shiftFactor),\(global.constants.minimumWidth),\(global.summary.maximumError),\(global.summary.rmsError)"
    )
    lines.append("seed,,,,,1.1,30,\(fit.seed.maximumError),\(fit.seed.rmsError)")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - JSON

  /// The JSON schema version; bumped whenever a key changes meaning or disappears.
  static let schemaVersion = 1

  /// The full result, with every setting needed to recompute it (`--check`).
  func json() -> JSONValue {
    let options = self.options
    let sizes: [JSONValue] = zip(fit.sizes, zip(measurements.rendered, measurements.measured)).map {
      sizeFit, metrics in
      let (rendered, measured) = metrics
      return .object([
        ("size", .number(sizeFit.sample.size)),
        ("advance", .number(sizeFit.sample.advance)),
        ("advancePixels", .number(rendered.advanceInPixels)),
        ("advanceUnits", .integer(rendered.advance)),
        ("glyph", .integer(rendered.glyphID)),
        ("synthesized", .bool(rendered.isSynthesized)),
        ("notdef", .bool(rendered.isNotdef)),
        ("uniform", .bool(rendered.run.isUniform)),
        ("symbolWidth", .number(sizeFit.sample.symbolWidth)),
        ("symbolWidthUnits", .integer(measured.advance)),
        ("shiftFactor", .number(sizeFit.constants.shiftFactor)),
        ("minimumWidth", .number(sizeFit.constants.minimumWidth)),
        ("maxError", .number(sizeFit.summary.maximumError)),
        ("rmsError", .number(sizeFit.summary.rmsError)),
        ("lowerBound", .number(sizeFit.lowerBound)),
      ])
    }
    let global = fit.global
    var members: [(String, JSONValue)] = [
      ("schemaVersion", .integer(Self.schemaVersion)),
      ("tool", .string("calibrate \(CalibrateTool.version)")),
      ("font", Self.fontJSON(font, digest: fontDigest)),
    ]
    if let measureFont { members.append(("measureFont", Describe.fontJSON(measureFont))) }
    members += [
      ("placeholder", .string(ScalarNotation.format(options.placeholder))),
      ("scale", .number(options.scale)),
      ("hinting", .string(options.hinting.rawValue)),
      ("unit", .string(measurements.rendered.first?.unit.name ?? "font units")),
      ("padding", .number(options.padding)),
      ("objective", .string(fit.objective.rawValue)),
      (
        "widths",
        .object([
          ("from", .number(options.widthsFrom)), ("through", .number(options.widthsThrough)),
          ("step", .number(options.widthStep)),
        ])
      ),
      ("measureSize", options.measureSize.map { .number($0) } ?? .null),
      ("trackingSize", options.trackingSize.map { .number($0) } ?? .null),
      ("profile", options.profile.map { .string($0.rawValue) } ?? .null),
      ("sizes", .array(sizes)),
      (
        "global",
        .object([
          ("shiftFactor", .number(global.constants.shiftFactor)),
          ("minimumWidth", .number(global.constants.minimumWidth)),
          ("maxError", .number(global.summary.maximumError)),
          ("rmsError", .number(global.summary.rmsError)),
          ("largestOvershoot", .number(global.summary.largestOvershoot)),
          ("largestClip", .number(global.summary.largestClip)),
          ("worst", Self.worstJSON(global.summary)),
          ("lowerBound", .number(global.lowerBound)),
          ("provenOptimal", .bool(global.isProvenOptimal)),
          ("perSizeFloor", .number(global.perSizeFloor)),
          ("excessOverPerSize", .number(global.excessOverPerSize)),
        ])
      ),
      (
        "seed",
        .object([
          ("shiftFactor", .number(PlaceholderConstants.seed.shiftFactor)),
          ("minimumWidth", .number(PlaceholderConstants.seed.minimumWidth)),
          ("maxError", .number(fit.seed.maximumError)),
          ("rmsError", .number(fit.seed.rmsError)),
          ("largestOvershoot", .number(fit.seed.largestOvershoot)),
          ("largestClip", .number(fit.seed.largestClip)),
          ("worst", Self.worstJSON(fit.seed)),
        ])
      ),
      (
        "verdict",
        .object([
          ("perSizeTableNeeded", .bool(fit.needsPerSizeTable())),
          ("tolerance", .number(CalibrationFit.defaultTolerance)),
          ("sentence", .string(verdict)),
        ])
      ),
      (
        "versions",
        .object([
          ("freetype", .string(FontEngine.freeTypeVersion)),
          ("harfbuzz", .string(FontEngine.harfBuzzVersion)),
        ])
      ),
    ]
    return .object(members)
  }

  private static func fontJSON(_ info: FontInfo, digest: String) -> JSONValue {
    guard case .object(var members) = Describe.fontJSON(info) else { return .null }
    members.append(("sha256", .string(digest)))
    return .object(members)
  }

  private static func worstJSON(_ summary: ErrorSummary) -> JSONValue {
    .object([
      ("size", .number(summary.worstSize)), ("width", .number(summary.worstWidth)),
      ("error", .number(summary.worstError)),
    ])
  }
}
