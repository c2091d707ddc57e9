import Foundation

#if LIBFUZZER
  /// libFuzzer's entry for programs that keep their own `main` (SwiftPM gives every executable
  /// one), declared here because libFuzzer ships no header for it.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argumentCount: UnsafeMutablePointer<Int32>,
    _ arguments: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  var argumentCount = CommandLine.argc
  var arguments = CommandLine.unsafeArgv
  exit(
    runFuzzerDriver(&argumentCount, &arguments) { data, count in
      FontFuzzTarget.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : count))
    })
#else
  // Without libFuzzer (a plain `swift build`), replay inputs: each argument is a font file, and
  // `--` ends the options, so a file named `--help` can follow it.
  var arguments = Array(CommandLine.arguments.dropFirst())
  let optionsEnd = arguments.firstIndex(of: "--")
  let showsHelp = arguments[..<(optionsEnd ?? arguments.endIndex)].contains("--help")
  if let optionsEnd { arguments.remove(at: optionsEnd) }
  let files = arguments
  if files.isEmpty || showsHelp {
    print(
      """
      usage: font-fuzzer-libfuzzer FILE...
      Replays fuzz inputs through TextMetrics in-process. Built by `make libfuzz` with
      -sanitize=fuzzer,address it is a libFuzzer target instead (run it with a corpus folder).
      """)
    exit(files.isEmpty ? 64 : 0)
  }
  var failures = 0
  for file in files {
    let failure: String?
    if let bytes = FileManager.default.contents(atPath: file) {
      failure =
        FileManager.default.createFile(atPath: FontFuzzTarget.scratchPath, contents: bytes)
        ? FontFuzzTarget.check(path: FontFuzzTarget.scratchPath)
        : "cannot write \(FontFuzzTarget.scratchPath)"
    } else {
      failure = "cannot read the file"
    }
    print("\(file): \(failure ?? "ok")")
    if failure != nil { failures += 1 }
  }
  try? FileManager.default.removeItem(atPath: FontFuzzTarget.scratchPath)
  exit(failures == 0 ? 0 : 1)
#endif
