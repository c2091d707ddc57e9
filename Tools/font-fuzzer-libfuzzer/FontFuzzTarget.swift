import Foundation
import TextMetrics

/// The in-process fuzz target: loads font bytes with TextMetrics and measures what `calibrate`
/// measures, checking that every failure is a typed error naming the file.
///
/// libFuzzer calls ``run(_:)`` once per input. TextMetrics opens fonts by path, so the bytes go
/// to one scratch file per process first. A crash, a sanitizer report or a broken error contract
/// (an error whose message does not name the file) stops the fuzzer with the input saved.
///
/// Threading: libFuzzer calls the target from one thread; the scratch file is per process.
enum FontFuzzTarget {
  /// The file each input is written to.
  static let scratchPath: String = {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return URL(fileURLWithPath: folder).appendingPathComponent("font-fuzzer-\(getpid()).font").path
  }()

  /// The configurations measured on every input: unhinted and fully hinted, small and large.
  static let configurations = [8.0, 13.0, 40.0].flatMap { size in
    [HintingMode.none, .full].map { RenderConfiguration(size: size, scale: 2, hinting: $0) }
  }

  /// Runs one input.
  ///
  /// - Parameter bytes: The font bytes.
  /// - Returns: 0 (libFuzzer's "keep going").
  static func run(_ bytes: UnsafeRawBufferPointer) -> Int32 {
    guard FileManager.default.createFile(atPath: scratchPath, contents: Data(bytes)) else {
      report("cannot write the scratch file \(scratchPath)")
      abort()
    }
    if let failure = check(path: scratchPath) {
      report(failure)
      abort()
    }
    return 0
  }

  /// Opens every face of a file and measures it.
  ///
  /// - Parameter path: The font file.
  /// - Returns: A description of a broken error contract, or `nil` when the file measured or
  ///   failed with a typed error naming it.
  static func check(path: String) -> String? {
    do throws(MetricsError) {
      let first = try Font(path: path)
      try measure(first)
      for index in 1..<min(max(first.info.faceCount, 1), 4) {
        try measure(Font(path: path, faceIndex: index))
      }
      if let axis = first.info.axes.first, axis.minimum <= axis.maximum {
        let variation = FontVariation(tag: axis.tag, value: axis.maximum)
        try measure(Font(path: path, variations: [variation]))
      }
      return nil
    } catch {
      switch error {
      case .variationOutOfRange, .invalidConfiguration:
        // These describe the request, not the file, and name what was asked instead.
        return nil
      default:
        let message = error.description
        if !message.contains(path) { return "the error does not name the file: \(message)" }
        if message.contains("\n") { return "the error has several lines: \(message)" }
        return nil
      }
    }
  }

  /// Measures the placeholder, a few strings and the space survey.
  private static func measure(_ font: Font) throws(MetricsError) {
    for configuration in configurations {
      _ = try font.placeholder("\u{200A}", configuration)
      _ = try font.measure("Hair\u{200A}space \u{2009}fi", configuration)
    }
    _ = try font.survey(RenderConfiguration(size: 14, scale: 2))
    _ = try font.glyphID(for: "\u{200A}")
  }

  private static func report(_ message: String) {
    FileHandle.standardError.write(Data("font-fuzzer: \(message)\n".utf8))
  }
}
