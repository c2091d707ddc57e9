import Foundation

/// A valid file the campaign damages: a stored result for `check`, or a batch output for
/// `batch --resume`.
struct JSONSeed: Sendable {
  /// The file's name, for reports and saved findings.
  package var name: String
  /// The command its damaged copies go to.
  package var target: JSONFuzzTarget
  /// The mutator over its bytes.
  var mutator: JSONMutator

  /// Creates a seed.
  package init(name: String, target: JSONFuzzTarget, bytes: [UInt8]) {
    self.name = name
    self.target = target
    mutator = JSONMutator(bytes: bytes, isLines: target == .resume)
  }

  /// The default result files: the stored calibrations of the project's test font (count and
  /// composite), which `check` recomputes in a fraction of a second.
  static let defaultResults = [
    "results/calibrate-test/1x-none.json", "results/calibrate-test/2x-full.json",
    "results/calibrate-test/3x-none.json", "results/composite/calibrate-test-full.json",
  ]

  /// The fonts of the batch outputs: the test font and the test collection (three faces).
  static let defaultFonts = ["fonts/CalibrateTest.ttf", "fonts/CalibrateTest.ttc"]

  /// Reads result files as `check` seeds, with the font paths relative to the package made
  /// absolute, so the copies check from any folder.
  ///
  /// - Parameters:
  ///   - paths: Result files (relative ones from the package folder).
  ///   - packageFolder: The package folder; the working folder by default.
  /// - Returns: The seeds read, and one note per file skipped.
  static func loadResults(
    _ paths: [String], packageFolder: String = FileManager.default.currentDirectoryPath
  ) -> (seeds: [JSONSeed], notes: [String]) {
    var seeds: [JSONSeed] = []
    var notes: [String] = []
    let folder = packageFolder
    for relative in paths {
      let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
      guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
        notes.append("note: skipping '\(path)': it cannot be read (run from the package folder)")
        continue
      }
      var text = String(decoding: data, as: UTF8.self)
      text = text.replacingOccurrences(of: "\"path\": \"fonts/", with: "\"path\": \"\(folder)/fonts/")
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
      seeds.append(JSONSeed(name: "\(parent)/\(name)", target: .check, bytes: Array(text.utf8)))
    }
    return (seeds, notes)
  }
}
