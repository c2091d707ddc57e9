import CalibrateTestSupport
import Foundation
import Testing

@testable import DevelopmentTools

/// The fonts the tests corrupt, and the `calibrate` executable built beside the test bundle.
enum TestInputs {
  /// The committed single-face test font.
  static var testFont: String { TestFonts.testFont }
  /// The committed two-face test collection.
  static var testCollection: String { TestFonts.testCollection }
  /// The CFF reference font.
  static var inter: String { TestFonts.inter }

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
    BuiltTool.calibrate.isBuilt ? BuiltTool.calibrate.path : nil
  }

  /// A fresh private folder for one test.
  static func temporaryFolder() throws -> String {
    try BuiltTool.temporaryFolder("fuzz-fonts").path
  }
}
