import Foundation

/// A font the fuzzer corrupts: its path, its bytes and a mutator aimed at its tables.
public struct FuzzInput: Sendable {
  /// Where the font was read from.
  public var path: String
  /// The file name, used in reports and in the names of saved findings.
  public var name: String
  /// The mutator over the font's bytes.
  public var mutator: Mutator

  /// The Debian-packaged reference fonts: CFF, TrueType and variable outlines from five families.
  public static let systemFonts = [
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
    "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf",
  ]

  /// The project's committed test font and two-face collection.
  public static let packageFontNames = ["CalibrateTest.ttf", "CalibrateTest.ttc"]

  /// The default inputs: the reference fonts, then the project's own fonts.
  ///
  /// The project fonts are looked up under `fonts/` in the working directory (where `make` runs)
  /// and then in the checkout this file was compiled from.
  public static var defaultPaths: [String] {
    let workingRoot = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let sourceRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let probe = workingRoot.appendingPathComponent("fonts").appendingPathComponent(packageFontNames[0]).path
    let root = FileManager.default.fileExists(atPath: probe) ? workingRoot : sourceRoot
    return systemFonts
      + packageFontNames.map { root.appendingPathComponent("fonts").appendingPathComponent($0).path }
  }

  /// Reads the fonts that exist and notes the ones that do not.
  ///
  /// - Parameter paths: Font files.
  /// - Returns: The inputs read, and one note per file skipped.
  public static func load(_ paths: [String]) -> (inputs: [FuzzInput], notes: [String]) {
    var inputs: [FuzzInput] = []
    var notes: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        notes.append("note: skipping '\(path)': it does not exist (`make test` installs the reference fonts)")
        continue
      }
      guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
        notes.append("note: skipping '\(path)': it cannot be read or is empty")
        continue
      }
      let name = URL(fileURLWithPath: path).lastPathComponent
      inputs.append(FuzzInput(path: path, name: name, mutator: Mutator(bytes: [UInt8](data))))
    }
    return (inputs, notes)
  }

  /// The file extension, with its dot (`.ttc`), for the corrupted copies.
  public var fileExtension: String {
    let pathExtension = URL(fileURLWithPath: path).pathExtension
    return pathExtension.isEmpty ? "" : "." + pathExtension
  }

  /// The file name without its extension.
  public var stem: String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}
