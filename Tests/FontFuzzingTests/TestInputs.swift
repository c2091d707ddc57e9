import Foundation
import Testing

@testable import FontFuzzing

/// The fonts the tests corrupt, and the `calibrate` executable built beside the test bundle.
enum TestInputs {
  /// The package root, found from this file's location.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The committed single-face test font.
  static var testFont: String { packageRoot.appendingPathComponent("fonts/CalibrateTest.ttf").path }
  /// The committed two-face test collection.
  static var testCollection: String { packageRoot.appendingPathComponent("fonts/CalibrateTest.ttc").path }
  /// The CFF reference font.
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  /// Loads fonts, failing the calling test (with the fix) for each one that is missing.
  static func load(_ paths: [String]) -> [FuzzInput] {
    let (inputs, notes) = FuzzInput.load(paths)
    for note in notes { Issue.record("\(note)") }
    return inputs
  }

  /// The committed test font, the collection and the CFF font: between them every mutator applies.
  static let mutable: [FuzzInput] = {
    let (inputs, _) = FuzzInput.load([testFont, testCollection, inter])
    return inputs
  }()

  /// The first input a mutator applies to.
  static func input(for kind: MutationKind) -> FuzzInput? {
    mutable.first { $0.mutator.applicableKinds.contains(kind) }
  }

  /// The `calibrate` executable that `swift test` built into the test bundle's folder.
  static var calibrate: String? {
    let candidates = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])]
      .compactMap { $0?.deletingLastPathComponent().appendingPathComponent("calibrate").path }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// A fresh private folder for one test.
  static func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fuzz-fonts-tests-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }
}
