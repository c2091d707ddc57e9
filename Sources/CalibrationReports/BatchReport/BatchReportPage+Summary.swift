import CalibrateSupport
import TextMetrics

// MARK: - The summary

extension BatchReportPage {
  /// The summary: counts, the answers a reader looks for first, failures by reason, histograms.
  func summary(_ rows: [ReportRow]) -> String {
    let calibrated = rows.compactMap(\.document)
    let failed = rows.count - calibrated.count
    var faces = Set<String>()
    var configurations: [Configuration: Int] = [:]
    for row in rows {
      let (path, faceIndex, configuration) = Self.identity(row.entry.record)
      faces.insert("\(faceIndex)#\(path)")
      configurations[configuration, default: 0] += 1
    }
    var html = "<header>\n<h1>Placeholder calibration report</h1>\n"
    // The count calibrate batch prints too: face-configurations, one per line, failures included.
    html +=
      "<p>\(Self.count(rows.count, "face-configuration")) (a face under one scale, hinting and method: one line of <code>calibrate batch</code> each) of \(Self.count(faces.count, "face")): <b>\(calibrated.count) calibrated, \(failed) failed</b>. Errors are e(W) = R(N(W)) − W in points: the button the sizing model makes of N placeholders, less the target width W; positive is a seam, negative a clip.</p>\n"
    html += "</header>\n" + fontFindings(rows) + "<section id=\"summary\">\n<h2>Summary</h2>\n<ul>\n"
    let configurationList = configurations.keys.sorted().map {
      "\($0.description) (\(configurations[$0] ?? 0))"
    }
    html +=
      "<li><b>Configurations:</b> \(HTMLText.escaped(configurationList.joined(separator: ", "))).</li>\n"
    html += answers(rows, calibrated: calibrated)
    html += synthesized(calibrated)
    html += "</ul>\n"
    html += failures(rows)
    let tolerance = calibrated.first?.verdict.tolerance ?? 0.5
    let number = NumberFormat.number(tolerance)
    var histograms = [
      ReportHistogram(
        title: "Global pair",
        passes:
          "one pair is enough (within \(number) pt of the per-size floor) for a placeholder the font has",
        values: calibrated.map { ($0.global.maxError, Self.isEnough($0)) }),
      ReportHistogram(
        title: "Hand-tuned constants (30, 1.1)", passes: "within \(number) pt of the per-size floor",
        values: calibrated.map {
          ($0.handTuned.maxError, $0.handTuned.maxError - $0.global.perSizeFloor <= tolerance)
        }),
    ]
    let composite = calibrated.compactMap { document in
      document.composite.map { ($0.maxError, $0.maxErrorPixels <= 0.5) }
    }
    if !composite.isEmpty {
      histograms.append(
        ReportHistogram(
          title: "Composite titles", passes: "every target within half a device pixel", values: composite))
    }
    html += "<div class=\"histograms\">\n"
    for histogram in histograms { html += histogram.svg() + "\n" }
    html += "</div>\n</section>\n"
    return html
  }

  /// Whether one global pair is enough for a record: the verdict, for a placeholder the font has
  /// (a width HarfBuzz made up holds for HarfBuzz alone, so it is never enough, nor green).
  static func isEnough(_ document: ReportRecord.Calibrated) -> Bool {
    !document.verdict.perSizeTableNeeded && !document.sizes.contains(where: \.synthesized)
  }

  /// `n thing` or `n things`.
  static func count(_ number: Int, _ thing: String) -> String {
    "\(number) \(thing)\(number == 1 ? "" : "s")"
  }

  /// The answers to the questions a reader of a library's report asks first.
  private func answers(_ rows: [ReportRow], calibrated: [ReportRecord.Calibrated]) -> String {
    guard !calibrated.isEmpty else { return "<li>No face was calibrated.</li>\n" }
    let tolerance = calibrated.first?.verdict.tolerance ?? 0.5
    let enough = calibrated.filter(Self.isEnough).count
    let synthesized = calibrated.filter { $0.sizes.contains(where: \.synthesized) }.count
    let withinTolerance = calibrated.filter { $0.global.maxError <= tolerance }.count
    let number = NumberFormat.number(tolerance)
    let floors = calibrated.map(\.global.perSizeFloor)
    let lowest = floors.min() ?? 0
    let highest = floors.max() ?? 0
    var html =
      "<li><b>One global pair is enough for \(enough) of \(calibrated.count) calibrated face-configurations</b> (the verdict: its max |e| is within \(number) pt of the per-size floor, the least any count of one placeholder reaches); the other \(calibrated.count - enough) need a per-size table or composite titles"
      + (synthesized == 0 ? "" : ", or have no glyph for the placeholder (\(synthesized), below)") + ". "
    let range =
      lowest == highest
      ? "\(ReportRow.points(lowest))" : "\(ReportRow.points(lowest)) to \(ReportRow.points(highest))"
    html +=
      withinTolerance == calibrated.count
      ? "Every global pair's max |e| is itself within \(number) pt.</li>\n"
      : "No count of one placeholder gets below half the placeholder's advance, and the per-size floor is \(range) here, so "
        + (withinTolerance == 0
          ? "none of them keeps every target within \(number) pt"
          : "only \(withinTolerance) of them keep\(withinTolerance == 1 ? "s" : "") every target within \(number) pt")
        + "; composite titles (<code>--method composite</code>) come closer.</li>\n"
    // Only when there are any, so a page without them is the one it always was.
    let degenerate = calibrated.filter { $0.global.degenerateOptimum != nil }.count
    if degenerate > 0 {
      html +=
        "<li><b>Degenerate optima:</b> for \(degenerate) of \(calibrated.count) calibrated face-configurations no pair inside the box reaches the optimum, a count that does not depend on W (or another edge of the search); their rows show the best pair inside the box and name the optimum after its max |e|.</li>\n"
    }
    let worstHandTuned = rows.filter { $0.document != nil }.sorted {
      ($0.document?.handTuned.maxError ?? 0, $1.id) > ($1.document?.handTuned.maxError ?? 0, $0.id)
    }.prefix(3)
    let handTunedText = worstHandTuned.compactMap { row -> String? in
      guard let document = row.document else { return nil }
      let worst = document.handTuned.worst
      return
        "\(ReportRow.points(document.handTuned.maxError)) for \(document.font.family) \(document.font.style) @\(NumberFormat.number(document.scale))x \(document.hinting.rawValue) (at \(NumberFormat.size(worst.size)) pt, W \(NumberFormat.number(worst.width)) pt)"
    }
    html +=
      "<li><b>The hand-tuned constants (30, 1.1) fail worst:</b> \(HTMLText.escaped(handTunedText.joined(separator: "; "))).</li>\n"
    let composite = calibrated.compactMap { document in document.composite.map { (document, $0) } }
    if composite.isEmpty {
      html +=
        "<li><b>Composite titles:</b> none in these records (<code>calibrate batch --method composite</code> adds them).</li>\n"
    } else {
      let exact = composite.filter { $0.1.maxErrorPixels <= 0.5 }.count
      let worst = composite.max { ($0.1.maxError, $1.0.font.path) < ($1.1.maxError, $0.0.font.path) }
      var text =
        "\(exact) of \(composite.count) face-configurations with composite titles reach every target within half a device pixel"
      if let (document, record) = worst {
        text +=
          "; the worst is \(ReportRow.points(record.maxError)) (\(ReportRow.decimal(record.maxErrorPixels, 3)) px) for \(document.font.family) \(document.font.style) @\(NumberFormat.number(document.scale))x \(document.hinting.rawValue)"
      }
      html += "<li><b>Composite titles:</b> \(HTMLText.escaped(text)).</li>\n"
    }
    return html
  }

  /// The face-configurations whose font has no glyph for the placeholder, whose width HarfBuzz
  /// synthesized from the space glyph: their numbers are HarfBuzz's guess, not the font's. Nothing
  /// when there are none.
  private func synthesized(_ calibrated: [ReportRecord.Calibrated]) -> String {
    let made = calibrated.filter { $0.sizes.contains(where: \.synthesized) }
    guard !made.isEmpty else { return "" }
    var families: [String] = []
    for document in made where !families.contains(document.font.family) {
      families.append(document.font.family)
    }
    let placeholders = Set(made.map(\.placeholder)).sorted().joined(separator: ", ")
    let named =
      families.prefix(5).joined(separator: ", ")
      + (families.count > 5 ? " and \(families.count - 5) more" : "")
    let text =
      "\(made.count) of \(calibrated.count) calibrated face-configurations (\(named)) have no glyph for \(placeholders): HarfBuzz synthesizes its width from the space glyph, which an app's text engine need not do alike, so their errors hold only for HarfBuzz. Their advance cells say synthesized."
    return "<li class=\"warning\"><b>No glyph for the placeholder:</b> \(HTMLText.escaped(text))</li>\n"
  }

  /// The failures, grouped by reason (the face's names taken out), most frequent first.
  private func failures(_ rows: [ReportRow]) -> String {
    var groups: [String: (count: Int, first: String)] = [:]
    for row in rows {
      guard case .failed(let failure) = row.entry.record.outcome else { continue }
      let reason = ReportRow.reason(failure.error, path: failure.path)
      let first = groups[reason].map { min($0.first, row.id) } ?? row.id
      groups[reason] = ((groups[reason]?.count ?? 0) + 1, first)
    }
    guard !groups.isEmpty else { return "<p><b>Failures:</b> none.</p>\n" }
    var html = "<table class=\"failures\">\n<caption>Failures by reason</caption>\n"
    html += "<thead><tr><th scope=\"col\">Reason</th><th scope=\"col\">Face-configurations</th>"
    html += "<th scope=\"col\">First of them</th></tr></thead>\n<tbody>\n"
    for (reason, group) in groups.sorted(by: { ($1.value.count, $0.key) < ($0.value.count, $1.key) }) {
      html +=
        "<tr><td>\(HTMLText.escaped(reason))</td><td>\(group.count)</td><td>\(HTMLText.escaped(group.first))</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  /// A record's face and configuration.
  private static func identity(_ record: ReportRecord) -> (String, Int, Configuration) {
    switch record.outcome {
    case .calibrated(let document):
      return (
        document.font.path, document.font.faceIndex,
        Configuration(scale: document.scale, hinting: document.hinting, method: document.method ?? "count")
      )
    case .failed(let failure):
      return (
        failure.path, failure.faceIndex,
        Configuration(scale: failure.scale, hinting: failure.hinting, method: failure.method ?? "count")
      )
    }
  }

  /// A scale, a hinting mode and a method: what `calibrate batch` runs each face under.
  struct Configuration: Hashable, Comparable, CustomStringConvertible {
    var scale: Double
    var hinting: HintingMode
    var method: String

    static func < (left: Configuration, right: Configuration) -> Bool {
      let order = HintingMode.allCases
      let leftHinting = order.firstIndex(of: left.hinting) ?? 0
      let rightHinting = order.firstIndex(of: right.hinting) ?? 0
      return (left.scale, leftHinting, left.method) < (right.scale, rightHinting, right.method)
    }

    var description: String {
      "@\(NumberFormat.number(scale))x hinting \(hinting.rawValue), method \(method)"
    }
  }
}
