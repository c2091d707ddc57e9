import CalibrateSupport

/// Progress of a batch on standard error: a bar on a terminal, occasional lines otherwise.
///
/// Threading: not thread-safe; the batch calls it under its lock.
final class BatchProgress {
  private let console: any Console
  private var total: Int
  private let quiet: Bool
  /// When the batch started, a ``MonotonicClock`` reading.
  private let start = MonotonicClock.nanoseconds()
  /// When the last progress line was written (off a terminal).
  private var lastLine: UInt64? = nil
  private(set) var done = 0
  private(set) var failed = 0

  init(console: any Console, total: Int, quiet: Bool) {
    self.console = console
    self.total = total
    self.quiet = quiet
  }

  /// Adds work discovered late (the extra faces of a collection).
  func expect(_ more: Int) {
    total += more
  }

  /// Prints a warning about a face on its own line (over the bar on a terminal), unless quiet.
  func warn(_ warning: String) {
    guard !quiet else { return }
    console.diagnose((console.isInteractive ? "\r\u{1B}[K" : "") + warning + "\n")
  }

  /// Counts one finished face and configuration and updates the display.
  func finished(success: Bool) {
    done += 1
    if !success { failed += 1 }
    guard !quiet else { return }
    let now = MonotonicClock.nanoseconds()
    let elapsed = MonotonicClock.seconds(from: start, to: now)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    if console.isInteractive {
      let width = 30
      let filled = total > 0 ? width * done / total : width
      let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
      console.diagnose(
        "\r[\(bar)] \(done)/\(total) face-configurations, \(NumberFormat.fixed(rate, 1))/s, \(Self.duration(left)) left"
          + (failed > 0 ? ", \(failed) failed" : "") + (done == total ? "\n" : ""))
    } else if lastLine.map({ MonotonicClock.seconds(from: $0, to: now) >= 5 }) ?? true || done == total {
      lastLine = now
      console.diagnose(
        "batch: \(done)/\(total) face-configurations done (\(NumberFormat.fixed(rate, 1)) per second, about \(Self.duration(left)) left"
          + (failed > 0 ? ", \(failed) failed" : "") + ")\n")
    }
  }

  /// The face-configurations per second so far.
  var rate: Double {
    let elapsed = MonotonicClock.seconds(since: start)
    return elapsed > 0 ? Double(done) / elapsed : 0
  }

  private static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole >= 60 ? "\(whole / 60) min \(whole % 60) s" : "\(whole) s"
  }
}
