// Writes the calibration test font files, or the whitespace QA's planted faces.
//
// Usage: make-test-font [output-directory]        (default: ./fonts)
//        make-test-font --whitespace DIRECTORY    the reference face and one face per planted
//                                                 defect, for calibrate qa (make qa-fonts)
//
// Regenerate the committed fonts from the package root with
// `swift run make-test-font fonts`; TestFontBuilderTests checks that they match byte for byte.

import DevelopmentTools
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
let whitespace = arguments.first == "--whitespace"
if whitespace { arguments.removeFirst() }
guard arguments.count <= 1, !whitespace || arguments.count == 1 else {
  FileHandle.standardError.write(
    Data("usage: make-test-font [output-directory] | make-test-font --whitespace DIRECTORY\n".utf8))
  exit(64)
}
let directory = URL(fileURLWithPath: arguments.first ?? "fonts", isDirectory: true)

var outputs: [(name: String, bytes: [UInt8])]
if whitespace {
  let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  outputs = [(name: "reference.ttf", bytes: WhitespaceDefects.referenceBytes)]
  for defect in WhitespaceDefects.cases(inter: inter) {
    guard let bytes = defect.bytes else {
      FileHandle.standardError.write(Data("make-test-font: \(defect.name) needs \(inter); skipped\n".utf8))
      continue
    }
    outputs.append((name: defect.name, bytes: bytes))
  }
} else {
  outputs = [
    (name: TestFont.fileName, bytes: TestFont.trueType(.regular)),
    (name: TestFont.collectionFileName, bytes: TestFont.collection(TestFont.collectionSpecifications)),
    (name: TestFont.symbolFileName, bytes: TestFont.trueType(.symbol)),
    (name: TestFont.arabicSymbolFileName, bytes: TestFont.trueType(.arabicSymbol)),
  ]
}

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
