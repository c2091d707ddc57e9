import CalibrateSupport
import Foundation

/// One shard of a corpus check: `calibrate batch --shard K/N` over the pattern's faces in every
/// hinting mode, `calibrate measure` for the face-configurations whose fit was refused, then one
/// `hb-shape --batch` over every size measured, compared case by case.
///
/// Shards are `calibrate batch`'s own (every N-th face after sorting), so the same faces fall in
/// the same shard on every machine and a crash loses one shard's faces, not the run.
///
/// Threading: a plain value; ``run(in:)`` may run on several threads at once for different shards.
struct CorpusShard: Sendable {
  /// The shard, from 1.
  var index: Int
  var settings: CorpusSettings

  /// The shard as `K/N`.
  var name: String { "\(index)/\(settings.shards)" }

  /// Runs the shard.
  ///
  /// - Parameter folder: A private folder for the shard's files.
  /// - Returns: What the shard found.
  /// - Throws: ``CorpusError`` when a tool cannot be started or rejects its command line.
  func run(in folder: String) throws(CorpusError) -> CorpusTally {
    var tally = CorpusTally()
    let prefix = "\(folder)/shard-\(index)"
    let records = try measure(prefix: prefix, tally: &tally)
    var cases: [CorpusCase] = []
    var headers: [String: Bool] = [:]
    for record in records {
      guard let font = record.font, let sizes = record.sizes, let hinting = record.hinting else { continue }
      guard !font.path.contains(";"), !font.path.contains("\n") else {
        tally.refuse(
          "\(font.path)#\(font.faceIndex) \(hinting)",
          reason: "not compared: hb-shape --batch cannot take a path with ';' or a line break")
        continue
      }
      let readsTables = headers[font.path] ?? Self.readsTables(font.path)
      headers[font.path] = readsTables
      for size in sizes {
        cases.append(
          CorpusCase(
            path: font.path, faceIndex: font.faceIndex, unitsPerEm: font.unitsPerEm, readsTables: readsTables,
            hinting: hinting, scale: record.scale ?? Double(settings.scale), measured: size))
      }
    }
    try compare(cases, prefix: prefix, tally: &tally)
    return tally
  }

  // MARK: - Measuring

  /// Runs the batch and, for its failures, `calibrate measure`; returns every measured record.
  private func measure(prefix: String, tally: inout CorpusTally) throws(CorpusError) -> [MeasuredRecord] {
    let output = "\(prefix).jsonl"
    let arguments = [
      "batch", "--pattern", settings.pattern, "--shard", name, "--jobs", "1", "--sizes", settings.sizes,
      "--scale", String(settings.scale), "--hinting", CorpusSettings.hintingModes.joined(separator: ","),
      "--output", output, "--quiet",
    ]
    let termination = try Self.run(
      settings.calibrate, arguments: arguments, output: "\(prefix).batch.out", errors: "\(prefix).batch.err",
      timeout: settings.timeout)
    let command = "calibrate batch --shard \(name)"
    switch termination {
    case .exited(0), .exited(1):
      break
    case .exited(64):
      throw .rejectedInvocation(command: command, message: Self.contents(of: "\(prefix).batch.err"))
    default:
      tally.crashes.append(
        "\(command) (\(settings.calibrate) \(arguments.joined(separator: " "))): \(termination)")
    }
    let lines = Self.contents(of: output).split(separator: "\n")
    var records: [MeasuredRecord] = []
    var failures = 0
    for (number, line) in lines.enumerated() {
      guard let record = MeasuredRecord.batchLine(line) else {
        // A killed batch may leave a torn last line; anything else is broken output.
        if !(termination.isCrash && number == lines.count - 1) {
          tally.crashes.append("\(command) wrote a line that is not a record: \(line.prefix(200))")
        }
        continue
      }
      if let face = record.faceKey { tally.faces.insert(face) }
      if record.isMeasured {
        records.append(record)
        continue
      }
      failures += 1
      if let measured = try remeasure(record, prefix: prefix, tally: &tally) { records.append(measured) }
    }
    // The batch exits 1 when faces failed, each with its line; without such a line the status
    // reports a failure of the batch itself (an output it could not write).
    if termination == .exited(1) && failures == 0 {
      let message = Self.contents(of: "\(prefix).batch.err").split(separator: "\n").last ?? ""
      tally.crashes.append("\(command) failed without a failed face: \(message)")
    }
    return records
  }

  /// Measures a face-configuration whose fit failed with `calibrate measure`, which refuses only
  /// what cannot be measured (an unusable font, a `.notdef` placeholder) and not what cannot be
  /// fitted (a placeholder of no width, a title too long).
  private func remeasure(
    _ failure: MeasuredRecord, prefix: String, tally: inout CorpusTally
  ) throws(CorpusError) -> MeasuredRecord? {
    guard let path = failure.path, let faceIndex = failure.faceIndex, let hinting = failure.hinting else {
      tally.crashes.append("calibrate batch --shard \(name) wrote a failure without its face: \(failure)")
      return nil
    }
    let arguments = [
      "measure", "--font", path, "--face-index", String(faceIndex), "--sizes", settings.sizes, "--scale",
      String(settings.scale), "--hinting", hinting, "--format", "json",
    ]
    let output = "\(prefix).measure.out"
    let errors = "\(prefix).measure.err"
    let termination = try Self.run(
      settings.calibrate, arguments: arguments, output: output, errors: errors, timeout: settings.timeout)
    let command = "calibrate " + arguments.joined(separator: " ")
    switch termination {
    case .exited(0):
      guard let record = MeasuredRecord.measureDocument(Self.contents(of: output)[...]), record.isMeasured
      else {
        tally.crashes.append("\(command) printed no measurement")
        return nil
      }
      tally.measuredAfterFitRefusal += 1
      tally.fitRefusals[RefusalReason.normalized(failure.error ?? "", path: path), default: 0] += 1
      return record
    case .exited(1):
      let message = Self.contents(of: errors).split(separator: "\n").first { $0.hasPrefix("error: ") }
      tally.refuse(
        "\(path)#\(faceIndex) \(hinting)", reason: RefusalReason.normalized(String(message ?? ""), path: path)
      )
      return nil
    case .exited(64):
      throw .rejectedInvocation(command: command, message: Self.contents(of: errors))
    default:
      tally.crashes.append("\(command): \(termination)")
      return nil
    }
  }

  // MARK: - Comparing

  /// Shapes every case with hb-shape in one batch and compares.
  private func compare(_ cases: [CorpusCase], prefix: String, tally: inout CorpusTally) throws(CorpusError) {
    guard !cases.isEmpty else { return }
    let requests = "\(prefix).hb-shape.in"
    let text = cases.flatMap(\.requests).map { $0.joined(separator: ";") + "\n" }.joined()
    guard FileManager.default.createFile(atPath: requests, contents: Data(text.utf8)) else {
      throw .cannotWrite(path: requests, reason: "the file cannot be created")
    }
    let output = "\(prefix).hb-shape.out"
    let termination = try Self.run(
      settings.hbShape, arguments: ["--batch"], input: requests, output: output,
      errors: "\(prefix).hb-shape.err", timeout: settings.timeout)
    let lines = Self.contents(of: output).split(separator: "\n", omittingEmptySubsequences: false)
    let answers = lines.prefix(cases.count * 2).compactMap(ReferenceGlyph.parseLine)
    guard termination == .exited(0), answers.count == cases.count * 2 else {
      let message = Self.contents(of: "\(prefix).hb-shape.err").split(separator: "\n").first ?? ""
      tally.crashes.append(
        "hb-shape --batch for shard \(name) (\(termination)) answered \(answers.count) of \(cases.count * 2) requests: \(message)"
      )
      return
    }
    for (position, item) in cases.enumerated() {
      tally.record(item.mismatch(single: answers[2 * position], run: answers[2 * position + 1]))
    }
  }

  /// Whether HarfBuzz reads the file's tables itself, from its first bytes.
  private static func readsTables(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 4)) ?? nil
    return ReferenceRequest.readsTables(header: header.map { [UInt8]($0) } ?? [])
  }
}
