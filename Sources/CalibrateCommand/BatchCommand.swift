import Foundation
import Synchronization
import TextMetrics
import WidthCalibration

/// `calibrate batch`: calibrate many fonts in parallel, one JSON line per face and configuration.
enum BatchCommand: Command {
  static let table = OptionTable(
    command: "batch",
    synopsis:
      "calibrate batch (--fonts PATH | --list FILE | --pattern PATTERN) [fit options] [--jobs N] [--output FILE.jsonl [--resume]]",
    summary: """
      Calibrates every face of many fonts with the same fit options as calibrate, in parallel, and
      writes one JSON line per face and configuration as each finishes (the object calibrate
      --format json prints, plus "id"). --scale and --hinting take lists; each combination is a
      configuration. A face that fails becomes a line with "error" and the run goes on; the exit
      status is 1 if any failed. Lines are independent, so large libraries can be split with
      --shard K/N across machines and the outputs concatenated.
      """,
    options: [
      .fonts, .list, .pattern, .faceIndex, .sizes, .scaleList, .hintingList, .placeholder, .widths, .step,
      .padding,
      .measureSize, .objective, .variation, .tracking, .jobs, .shard, .output, .resume, .quiet, .help,
    ]
  )

  /// One unit of work: a face under one configuration.
  struct Task: Sendable {
    var path: String
    var faceIndex: Int
    var scale: Double
    var hinting: HintingMode

    var id: String { "\(path)#\(faceIndex)@\(Format.number(scale))x/\(hinting.rawValue)" }
  }

  static func run(_ options: CommandOptions, console: Console) throws {
    guard !options.fontPaths.isEmpty || options.fontList != nil || options.fontPattern != nil else {
      throw UsageError("calibrate batch needs fonts: --fonts PATH, --list FILE or --pattern PATTERN")
    }
    if options.resume && options.output == nil {
      throw UsageError("--resume needs --output FILE.jsonl to resume")
    }
    let items = try FontInventory.items(options)
    let configurations = (options.scales ?? [options.scale]).flatMap { scale in
      (options.hintings ?? [options.hinting]).map { (scale, $0) }
    }
    let done = options.resume ? try BatchOutput.resume(options.output ?? "") : []
    let output =
      try options.output.map { path throws(RuntimeError) in
        try BatchOutput(path: path, resume: options.resume)
      } ?? BatchOutput()
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let state = Mutex(BatchState(items: items))
    let progress = BatchProgress(
      console: console, total: items.count * configurations.count - done.count, quiet: options.quiet)
    let failure = Mutex<RuntimeError?>(nil)
    let shared = SharedWriter(output: output, progress: progress)

    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
      while let item = state.withLock({ $0.nextItem() }) {
        let lines = calibrate(item, configurations: configurations, done: done, options: options) {
          extraFaces in
          shared.expect(extraFaces * configurations.count)
        }
        for line in lines {
          do throws(RuntimeError) {
            try shared.write(line.text, success: line.success)
          } catch {
            failure.withLock { $0 = error }
            state.withLock { $0.stop() }
            return
          }
        }
      }
    }
    if let error = failure.withLock({ $0 }) { throw error }
    let summary = shared.summary
    if !options.quiet {
      console.diagnose(
        "batch: \(summary.done) calibrated, \(summary.failed) failed, \(done.count) skipped as already done, \(Format.fixed(summary.rate, 1)) faces/s\n"
      )
    }
    if summary.failed > 0 {
      throw RuntimeError(
        "\(summary.failed) of \(summary.done) faces failed; their lines in the output carry the reason")
    }
  }

  /// One output line.
  struct Line {
    var text: String
    var success: Bool
  }

  /// Calibrates every face of a file under every configuration, as JSON lines.
  static func calibrate(
    _ item: FontInventory.Item, configurations: [(Double, HintingMode)], done: Set<String>,
    options: CommandOptions,
    discovered: (Int) -> Void
  ) -> [Line] {
    var lines: [Line] = []
    var faces = item.faceIndex.map { [$0] } ?? [0]
    var face = 0
    while face < faces.count {
      let faceIndex = faces[face]
      face += 1
      let tasks = configurations.map { scale, hinting in
        Task(path: item.path, faceIndex: faceIndex, scale: scale, hinting: hinting)
      }
      // Each face is loaded once and calibrated under every configuration.
      let font: Font
      do {
        font = try Font(path: item.path, faceIndex: faceIndex, variations: options.variations)
      } catch {
        lines += tasks.filter { !done.contains($0.id) }.map { errorLine($0, error.description).line }
        continue
      }
      if item.faceIndex == nil && faceIndex == 0 && font.info.faceCount > 1 {
        faces += Array(1..<font.info.faceCount)
        discovered(font.info.faceCount - 1)
      }
      for task in tasks where !done.contains(task.id) {
        var faceOptions = options
        faceOptions.font = item.path
        faceOptions.faceIndex = faceIndex
        faceOptions.scale = task.scale
        faceOptions.hinting = task.hinting
        do {
          let run = try CalibrationRun.perform(faceOptions, font: font)
          guard case .object(let members) = run.json() else { continue }
          lines.append(
            Line(
              text: JSONValue.object([("id", .string(task.id))] + members).serialized(compact: true),
              success: true))
        } catch {
          lines.append(errorLine(task, "\(error)").line)
        }
      }
    }
    return lines
  }

  private static func errorLine(_ task: Task, _ reason: String) -> (id: String, line: Line) {
    let document = JSONValue.object([
      ("id", .string(task.id)), ("path", .string(task.path)), ("faceIndex", .integer(task.faceIndex)),
      ("scale", .number(task.scale)), ("hinting", .string(task.hinting.rawValue)), ("error", .string(reason)),
    ])
    return (task.id, Line(text: document.serialized(compact: true), success: false))
  }
}

/// The queue of files still to calibrate.
struct BatchState: ~Copyable {
  private let items: [FontInventory.Item]
  private var next = 0

  init(items: [FontInventory.Item]) {
    self.items = items
  }

  /// The next file, or `nil` when all are taken.
  mutating func nextItem() -> FontInventory.Item? {
    guard next < items.count else { return nil }
    defer { next += 1 }
    return items[next]
  }

  /// Stops handing out work (after a write failure).
  mutating func stop() { next = items.count }
}

/// Serializes output lines and progress from the workers.
///
/// Threading: every member is used under `lock`; `@unchecked Sendable` because the lock, not
/// the compiler, guards the non-Sendable writer and progress.
final class SharedWriter: @unchecked Sendable {
  private let lock = Mutex(())
  private let output: BatchOutput
  private let progress: BatchProgress

  init(output: BatchOutput, progress: BatchProgress) {
    self.output = output
    self.progress = progress
  }

  func write(_ line: String, success: Bool) throws(RuntimeError) {
    let result: Result<Void, RuntimeError> = lock.withLock { _ in
      Result { () throws(RuntimeError) in
        try output.append(line)
        progress.finished(success: success)
      }
    }
    try result.get()
  }

  func expect(_ more: Int) {
    lock.withLock { _ in progress.expect(more) }
  }

  var summary: (done: Int, failed: Int, rate: Double) {
    lock.withLock { _ in (progress.done, progress.failed, progress.rate) }
  }
}
