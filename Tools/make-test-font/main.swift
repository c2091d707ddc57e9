// Writes the calibration test font files.
//
// Usage: make-test-font [output-directory]   (default: ./fonts)
//
// Regenerate the committed fonts from the package root with
// `swift run make-test-font fonts`; TestFontBuilderTests checks that they match byte for byte.

import DevelopmentTools
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count <= 1 else {
  FileHandle.standardError.write(Data("usage: make-test-font [output-directory]\n".utf8))
  exit(64)
}
let directory = URL(fileURLWithPath: arguments.first ?? "fonts", isDirectory: true)

let collection = TestFont.collection(TestFont.collectionSpecifications)
let outputs: [(name: String, bytes: [UInt8])] = [
  (name: TestFont.fileName, bytes: TestFont.trueType(.regular)),
  (name: TestFont.collectionFileName, bytes: collection),
  (name: TestFont.symbolFileName, bytes: TestFont.trueType(.symbol)),
  (name: TestFont.arabicSymbolFileName, bytes: TestFont.trueType(.arabicSymbol)),
]

do {
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  for output in outputs {
    let file = directory.appendingPathComponent(output.name)
    try Data(output.bytes).write(to: file, options: .atomic)
    print("wrote \(file.path) (\(output.bytes.count) bytes)")
  }
} catch {
  FileHandle.standardError.write(Data("make-test-font: \(error)\n".utf8))
  exit(1)
}
