// The file work of `make apple-check` (.ci/apple-check), which compiles this file with
// AppleFloor.swift, AppleStandardLibrary.swift, WeakReference.swift and DocumentSamples.swift from
// the folder above (the test target tests the same files), for the host, with nothing but the
// toolchain. The script runs the compilers; this reads and writes what they need:
//
//   floors MANIFEST ARCH      the Apple floors of `swift package dump-package`'s JSON, one per line:
//                             triple, platform, name (tab-separated); exit 1 when there are none
//   prepare FOLDER HOST APPLE the resource and SDK folders for one Apple target, from the host's
//                             and the target's `swiftc -print-target-info` JSON
//   weak IR APPLE             the weak references of an LLVM IR file that the target does not
//                             allow, one per line: symbol, first user (tab-separated)
//   samples ROOT FOLDER       the documents' samples written as FOLDER/NAME.swift (their
//                             diagnostics name the document's lines), one per line:
//                             name, platform, document (tab-separated)
//   stubs                     the framework stubs' modules, each after those it imports

import Foundation

/// Prints a message on standard error and exits with status 2.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("apple-check: \(message)\n".utf8))
  exit(2)
}

/// The `swiftc -print-target-info` JSON of a file.
func targetInfo(_ path: String) throws -> AppleStandardLibrary.TargetInfo {
  try JSONDecoder().decode(
    AppleStandardLibrary.TargetInfo.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  switch (arguments.first, arguments.count) {
  case ("floors", 3):
    let manifest = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
    do {
      for floor in try AppleFloor.floors(manifest: manifest, architecture: arguments[2]) {
        print([floor.triple, floor.platform, floor.name].joined(separator: "\t"))
      }
    } catch let unsupported as AppleFloor.Unsupported {
      print("apple-check FAILED: \(unsupported.description)")
      exit(1)
    }
  case ("prepare", 4):
    try AppleStandardLibrary.prepare(
      folder: URL(fileURLWithPath: arguments[1]), host: try targetInfo(arguments[2]),
      apple: try targetInfo(arguments[3]))
  case ("weak", 3):
    let ir = try String(contentsOf: URL(fileURLWithPath: arguments[1]), encoding: .utf8)
    let apple = try targetInfo(arguments[2])
    // The floor's retargeted standard library, beside its target.json.
    let interface = URL(fileURLWithPath: arguments[2]).deletingLastPathComponent().appendingPathComponent(
      "resources/\(apple.target.platform)/Swift.swiftmodule/\(apple.target.moduleTriple).swiftinterface")
    let guarded = WeakReference.guardedByAvailability(
      interface: try String(contentsOf: interface, encoding: .utf8))
    let allowed = apple.forceLoadSymbols.union(guarded)
    for reference in WeakReference.found(inIR: ir, allowing: allowed) {
      print([reference.symbol, reference.user ?? ""].joined(separator: "\t"))
    }
  case ("samples", 3):
    let folder = URL(fileURLWithPath: arguments[2])
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for sample in try DocumentSamples.all(root: URL(fileURLWithPath: arguments[1])) {
      if let framework = sample.testFramework {
        // Said on standard error, which the script prints: not compiled, not silently left out.
        FileHandle.standardError.write(
          Data(
            "apple-check: sample \(sample.name) (\(sample.document)) imports \(framework), which only Apple's SDK has for an Apple target; SampleTests typechecks it\n"
              .utf8))
        continue
      }
      // The compiler's messages name the document and its line.
      let located = "#sourceLocation(file: \"\(sample.document)\", line: \(sample.line))\n\(sample.source)\n"
      try located.write(
        to: folder.appendingPathComponent("\(sample.name).swift"), atomically: true, encoding: .utf8)
      print([sample.name, sample.platform, sample.document].joined(separator: "\t"))
    }
  case ("stubs", 1):
    print(DocumentSamples.stubModules.joined(separator: "\n"))
  default:
    fail(
      "usage: apple-check-tool floors MANIFEST ARCH | prepare FOLDER HOST APPLE | weak IR APPLE | samples ROOT FOLDER | stubs"
    )
  }
} catch {
  fail("\(error)")
}
