import CalibrateSupport

/// The benchmark tool: parses options, runs the selected benchmarks, prints, saves and compares.
///
/// Exit status: 0 on success, 1 when a benchmark, a save or a baseline fails, 2 when
/// `--compare` finds a regression, 64 for bad usage. Results go to standard output and
/// diagnostics to standard error, one line each, starting `error:` or `warning:`.
///
/// A median that regresses past the threshold is measured once more with three times the
/// samples, and only a regression both measurements agree on (the lower median still past the
/// threshold) is reported, so one disturbed run on a shared machine does not fail a comparison.
///
/// Threading: run it from one thread; benchmarks execute on the calling thread.
package struct BenchmarkCommand {
  /// Every benchmark the tool knows, in run order.
  package var benchmarks: [Benchmark]
  /// Ratios to report when both of their benchmarks ran.
  package var ratios: [RatioDefinition]
  /// What `--instructions` counts and the limits it holds the counts to.
  package var instructions: InstructionGate
  /// Counts one benchmark's instructions for `--instructions`; `nil` runs callgrind.
  package var instructionCounter: InstructionGate.Counter?
  /// What the benchmarks measure with, recorded in every run (such as the font file).
  var context: [String: String]
  /// The name in usage lines.
  var programName = "benchmarks"
  /// Receives results (standard output by default).
  package var output: (String) -> Void = { text in print(text, terminator: "") }
  /// Receives diagnostics and progress (standard error by default).
  package var diagnostics: (String) -> Void = { text in StandardConsole().diagnose(text) }

  /// Creates the tool.
  /// The benchmark whose change between runs measures the machine's speed, if any; a
  /// comparison always runs it and divides every median by its change.
  package let reference: String?

  package init(
    benchmarks: [Benchmark], ratios: [RatioDefinition], context: [String: String], reference: String? = nil,
    instructions: InstructionGate = InstructionGate(limits: [], iterations: [:])
  ) {
    self.benchmarks = benchmarks
    self.ratios = ratios
    self.context = context
    self.reference = reference
    self.instructions = instructions
  }

  /// Runs the tool.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit status.
  package func run(_ arguments: [String]) -> Int32 {
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions.parse(arguments, program: programName)
    } catch {
      diagnostics("error: \(TerminalText.singleLine(error.message))\n")
      return ExitStatus.usage
    }
    if options.showsHelp {
      output(BenchmarkOptions.help(program: programName))
      return ExitStatus.success
    }
    if let name = options.profileBenchmark { return profile(name, iterations: options.profileIterations) }
    if options.countsInstructions { return countInstructions(options) }
    let selected: [Benchmark]
    do {
      selected = try select(options.filter)
    } catch {
      diagnostics("error: \(error.message)\n")
      return ExitStatus.usage
    }
    if options.listsBenchmarks {
      output(selected.map { $0.name + "\n" }.joined())
      return ExitStatus.success
    }
    if let pattern = options.filter, let problem = halfSelectedLimit(selected, pattern: pattern) {
      diagnostics("error: \(problem)\n")
      return ExitStatus.usage
    }
    return measure(selected, options)
  }

  // MARK: - Running

  private func measure(_ selected: [Benchmark], _ options: BenchmarkOptions) -> Int32 {
    var selected = selected
    if options.comparePath != nil, let reference, !selected.contains(where: { $0.name == reference }),
      let benchmark = benchmarks.first(where: { $0.name == reference })
    {
      selected.insert(benchmark, at: 0)
    }
    if BuildConfiguration.isDebug {
      diagnostics(
        "warning: *** DEBUG BUILD: timings are meaningless; use 'swift run -c release \(programName)' ***\n")
      if options.savePath != nil || options.comparePath != nil {
        diagnostics(
          "error: --save and --compare need a release build ('swift run -c release \(programName)')\n")
        return ExitStatus.failure
      }
    }
    var baseline: BenchmarkRun? = nil
    if let path = options.comparePath {
      do {
        baseline = try RunFile.load(path)
      } catch {
        diagnostics("error: \(error.message)\n")
        return ExitStatus.failure
      }
      if baseline?.debug == true {
        diagnostics("error: '\(path)' was measured by a debug build; save a release baseline first\n")
        return ExitStatus.failure
      }
    }
    if options.savePath != nil && options.samples < 30 {
      diagnostics(
        "warning: saving a run of \(options.samples) samples per benchmark; 30 or more make steadier medians\n"
      )
    }
    if !AllocationCounter.isAvailable {
      diagnostics(
        "warning: allocation counting is unavailable in this process; mallocs/op are not reported\n")
    }
    let showsProgress = isatty(STDERR_FILENO) == 1
    let progress: (String) -> Void = { line in
      if showsProgress { diagnostics("\r\u{1B}[K" + line) }
    }
    let runner = BenchmarkRunner(settings: MeasurementSettings(samples: options.samples))
    let outcomes = runner.run(selected, progress: progress)
    progress("")
    var results: [BenchmarkResult] = []
    var failed = false
    for outcome in outcomes {
      switch outcome.result {
      case .success(let result):
        results.append(result)
      case .failure(let error):
        diagnostics("error: \(outcome.name): \(error.message)\n")
        failed = true
      }
    }
    var run = makeRun(results)
    var status: Int32 = failed ? 1 : 0
    // A limit is a claim about release code: a debug build's ratios mean nothing.
    // A limit is a claim about release code: a debug build's ratios mean nothing. A ratio over its
    // limit is measured again, its two benchmarks interleaved with three times the samples, and
    // only a ratio still over it then fails the run, so one disturbed stretch of a shared machine
    // does not.
    if !BuildConfiguration.isDebug {
      let suspects = ratios.filter { $0.isOver(in: run.ratios) }
      if !suspects.isEmpty { run = remeasureLimits(suspects, in: run, samples: options.samples * 3) }
    }
    let over = BuildConfiguration.isDebug ? [] : ratios.filter { $0.isOver(in: run.ratios) }
    for ratio in over {
      diagnostics(
        "error: \(ratio.name) is \(Self.ratio(run.ratios[ratio.name] ?? .nan)), over its limit of \(Self.ratio(ratio.limit ?? .nan))\n"
      )
      status = 2
    }
    var comparison: RunComparison? = nil
    if let baseline {
      if baseline.machine != run.machine {
        diagnostics(
          "warning: the baseline was measured on \(describe(baseline.machine)), this run on \(describe(run.machine))\n"
        )
      }
      var compared = RunComparison(
        baseline: baseline, current: run, thresholdPercent: options.thresholdPercent, reference: reference)
      let suspects = compared.timeRegressions
      if !suspects.isEmpty {
        run = remeasure(suspects, in: run, samples: options.samples * 3)
        compared = RunComparison(
          baseline: baseline, current: run, thresholdPercent: options.thresholdPercent, reference: reference)
      }
      comparison = compared
      if compared.hasRegression { status = 2 }
    }
    switch options.format {
    case .table:
      output(describeRun(run))
      if let comparison { output("\n" + comparison.markdown()) }
    case .json:
      do {
        output(try run.json())
      } catch {
        diagnostics("error: \(error.message)\n")
        return ExitStatus.failure
      }
      if let comparison { diagnostics(comparison.markdown()) }
    }
    if let path = options.savePath {
      if failed {
        diagnostics("error: not saving '\(path)': some benchmarks failed\n")
        return ExitStatus.failure
      }
      do {
        try RunFile.save(run, to: path)
        diagnostics("saved \(path)\n")
      } catch {
        diagnostics("error: \(error.message)\n")
        return ExitStatus.failure
      }
    }
    return status
  }

  /// Measures the two benchmarks of each ratio over its limit again, interleaved, with more
  /// samples, and keeps the new results of a ratio when they bring it under its limit.
  private func remeasureLimits(
    _ suspects: [RatioDefinition], in run: BenchmarkRun, samples: Int
  ) -> BenchmarkRun {
    var results = run.benchmarks
    for ratio in suspects {
      let pair = benchmarks.filter { $0.name == ratio.numerator || $0.name == ratio.denominator }
      diagnostics(
        "note: \(ratio.name) is \(Self.ratio(run.ratios[ratio.name] ?? .nan)), over its limit of \(Self.ratio(ratio.limit ?? .nan)): measuring it again with \(samples) samples\n"
      )
      let again = BenchmarkRunner(settings: MeasurementSettings(samples: samples)).run(pair).compactMap {
        outcome -> BenchmarkResult? in
        if case .success(let result) = outcome.result { return result }
        return nil
      }
      guard again.count == 2, !ratio.isOver(in: ratio.values(in: again)) else { continue }
      for result in again {
        if let index = results.firstIndex(where: { $0.name == result.name }) { results[index] = result }
      }
    }
    return makeRun(results)
  }

  /// Runs the suspected regressions again, interleaved with the reference, with more samples and
  /// keeps, for each, the result with the lower median relative to the reference of its round.
  private func remeasure(_ names: [String], in run: BenchmarkRun, samples: Int) -> BenchmarkRun {
    var suspects = benchmarks.filter { names.contains($0.name) }
    if let reference, let benchmark = benchmarks.first(where: { $0.name == reference }) {
      suspects.append(benchmark)
    }
    diagnostics(
      "note: measuring \(suspects.count) slower-looking benchmark\(suspects.count == 1 ? "" : "s") again with \(samples) samples\n"
    )
    let runner = BenchmarkRunner(settings: MeasurementSettings(samples: samples))
    var results = run.benchmarks
    let again = runner.run(suspects).compactMap { outcome -> BenchmarkResult? in
      if case .success(let result) = outcome.result { return result }
      return nil
    }
    // Medians relative to the reference measured in the same round, so a round on a slower
    // machine is not mistaken for a better or worse one.
    func referenceMedian(_ list: [BenchmarkResult]) -> Double {
      list.first { $0.name == reference }?.medianNanoseconds ?? 1
    }
    let firstReference = referenceMedian(results)
    let secondReference = referenceMedian(again)
    var replaceReference = false
    for result in again where result.name != reference {
      guard let index = results.firstIndex(where: { $0.name == result.name }) else { continue }
      if result.medianNanoseconds / secondReference < results[index].medianNanoseconds / firstReference {
        results[index] = result
        replaceReference = true
      }
    }
    // Keep results and reference from the same round where a result was replaced.
    if replaceReference, let reference, let index = results.firstIndex(where: { $0.name == reference }),
      let newReference = again.first(where: { $0.name == reference })
    {
      results[index] = newReference
    }
    return makeRun(results)
  }

  private func makeRun(_ results: [BenchmarkResult]) -> BenchmarkRun {
    var values: [String: Double] = [:]
    for ratio in ratios { values.merge(ratio.values(in: results)) { _, new in new } }
    return BenchmarkRun(
      benchmarks: results, ratios: values, machine: MachineInfo.current(), toolchain: ToolchainInfo.current(),
      debug: BuildConfiguration.isDebug, context: context)
  }

  private func profile(_ name: String, iterations: Int) -> Int32 {
    guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
      diagnostics("error: no benchmark is named '\(name)' (see --list)\n")
      return ExitStatus.usage
    }
    do {
      try InstructionProfile.run(benchmark, iterations: iterations)
    } catch {
      diagnostics("error: \(name): \(error.message)\n")
      return ExitStatus.failure
    }
    return ExitStatus.success
  }

  /// `--instructions`: every limit's benchmarks counted under callgrind (by this executable, run
  /// again), or by ``instructionCounter``, and judged.
  private func countInstructions(_ options: BenchmarkOptions) -> Int32 {
    var gate = instructions
    if let pattern = options.filter {
      guard let expression = NamePattern(pattern) else {
        diagnostics("error: --filter '\(pattern)' is not a valid regular expression\n")
        return ExitStatus.usage
      }
      gate.limits = gate.limits.filter { expression.matches($0.name) }
      guard !gate.limits.isEmpty else {
        diagnostics("error: no instruction limit matches --filter '\(pattern)'\n")
        return ExitStatus.usage
      }
    }
    if let instructionCounter {
      return gate.run(counter: instructionCounter, output: output, diagnostics: diagnostics)
    }
    // A limit is a claim about release code; a debug build's counts are another program's.
    guard !BuildConfiguration.isDebug else {
      diagnostics(
        "error: --instructions counts a release build; run 'make bench-instructions'\n")
      return ExitStatus.failure
    }
    guard let valgrind = options.valgrindPath ?? CallgrindRun.programInPath("valgrind") else {
      diagnostics("error: valgrind is not installed ('make deps' installs it)\n")
      return ExitStatus.failure
    }
    guard let executable = CallgrindRun.currentExecutable() else {
      diagnostics("error: cannot find this program's own executable to run under valgrind\n")
      return ExitStatus.failure
    }
    let folder: String
    do {
      folder = try Folder.makeTemporary(prefix: "bench-instructions")
    } catch {
      diagnostics("error: \(error.description)\n")
      return ExitStatus.failure
    }
    defer { rmdir(folder) }
    let run = CallgrindRun(valgrind: valgrind, executable: executable, folder: folder)
    return gate.run(counter: run.count, output: output, diagnostics: diagnostics)
  }

  private func select(_ pattern: String?) throws(UsageError) -> [Benchmark] {
    guard let pattern else { return benchmarks }
    guard let expression = NamePattern(pattern) else {
      throw UsageError("--filter '\(pattern)' is not a valid regular expression")
    }
    let selected = benchmarks.filter { expression.matches($0.name) }
    guard !selected.isEmpty else {
      throw UsageError("no benchmark matches --filter '\(pattern)' (see --list)")
    }
    return selected
  }

  /// Why a selection cannot be held to its limits: a limited ratio with one side selected and the
  /// other left out would go unchecked, so it is refused; `nil` when every limited ratio has both
  /// sides or neither.
  private func halfSelectedLimit(_ selected: [Benchmark], pattern: String) -> String? {
    let names = Set(selected.map(\.name))
    let halves = ratios.filter { ratio in
      ratio.limit != nil && names.contains(ratio.numerator) != names.contains(ratio.denominator)
    }
    guard !halves.isEmpty else { return nil }
    let missing = Set(halves.flatMap { [$0.numerator, $0.denominator] }).subtracting(names)
    let missingInOrder = benchmarks.map(\.name).filter { missing.contains($0) }
    return
      "--filter '\(pattern)' leaves out \(Self.list(missingInOrder)), without which the limit\(halves.count == 1 ? "" : "s") of \(Self.list(halves.map(\.name))) cannot be checked; widen the filter to take \(missing.count == 1 ? "it" : "them")"
  }

  /// Names joined as a sentence says them: `a`, `a and b`, `a, b and c`.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  // MARK: - Printing

  private func describeRun(_ run: BenchmarkRun) -> String {
    var table = TextTable(
      headings: ["benchmark", "median", "min", "p90", "MAD", "mallocs/op", "bytes/op", "samples×batch"],
      alignments: [.left])
    for result in run.benchmarks {
      table.append([
        result.name, Measure.duration(result.medianNanoseconds), Measure.duration(result.minNanoseconds),
        Measure.duration(result.p90Nanoseconds), Measure.duration(result.madNanoseconds),
        Measure.count(result.mallocsPerOperation), Measure.count(result.bytesPerOperation),
        "\(result.samples)×\(result.batchSize)",
      ])
    }
    var text = ""
    if run.debug { text += "*** DEBUG BUILD: these timings are meaningless ***\n" }
    text += "machine: \(describe(run.machine)); toolchain: \(run.toolchain)\n"
    for (key, value) in (run.context ?? [:]).sorted(by: { $0.key < $1.key }) { text += "\(key): \(value)\n" }
    text += "\n" + table.aligned()
    let medianRatios = ratios.filter { run.ratios[$0.name] != nil }
    if !medianRatios.isEmpty {
      var ratioTable = TextTable(
        headings: ["ratio", "of medians", "of minimums", "", "limit"], alignments: [.left])
      for ratio in medianRatios {
        let median = run.ratios[ratio.name] ?? .nan
        let minimum = run.ratios["\(ratio.name) (min)"] ?? .nan
        let reading =
          median < 1 ? "\(Measure.significant(1 / median))× faster" : "\(Measure.significant(median))× slower"
        let limit =
          ratio.limit.map { "≤ \(Self.ratio($0)) " + (ratio.isOver(in: run.ratios) ? "OVER" : "ok") } ?? ""
        ratioTable.append([ratio.name, Self.ratio(median), Self.ratio(minimum), reading, limit])
      }
      text += "\n" + ratioTable.aligned()
    }
    return text
  }

  private func describe(_ machine: MachineInfo) -> String {
    "\(machine.cpu), \(machine.cores) cores, \(machine.kernel)"
  }

  private static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "-" }
    if value >= 0.1 { return Measure.fixed(value, decimals: 3) }
    var digits = 3
    var scaled = value
    while scaled < 0.1 && scaled > 0 && digits < 12 {
      scaled *= 10
      digits += 1
    }
    return Measure.fixed(value, decimals: digits)
  }
}
