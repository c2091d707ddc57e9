import CalibrateSupport
import Foundation

/// A font the fuzzer corrupts: its path, its bytes and a mutator aimed at its tables.
struct FuzzInput: Sendable {
  /// Where the font was read from.
  package var path: String
  /// The file name, used in reports and in the names of saved findings.
  package var name: String
  /// The mutator over the font's bytes.
  var mutator: Mutator

  /// The default inputs: the reference fonts with the `fuzz` role, in the list's order (the
  /// case numbering follows it), or none when the list cannot be read.
  static var defaultPaths: [String] {
    guard let list = try? ReferenceFontList.load() else { return [] }
    return list.fonts(.fuzz).map { URL(fileURLWithPath: list.resolvedPath(of: $0)).standardizedFileURL.path }
  }

  /// Reads the fonts that exist and notes the ones that do not.
  ///
  /// - Parameter paths: Font files.
  /// - Returns: The inputs read, and one note per file skipped.
  package static func load(_ paths: [String]) -> (inputs: [FuzzInput], notes: [String]) {
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
  var fileExtension: String {
    let pathExtension = URL(fileURLWithPath: path).pathExtension
    return pathExtension.isEmpty ? "" : "." + pathExtension
  }

  /// The file name without its extension.
  var stem: String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}
