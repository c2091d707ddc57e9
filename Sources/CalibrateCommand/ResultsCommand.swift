import Foundation

/// `calibrate results`: regenerate the stored calibrations of the reference fonts.
enum ResultsCommand: Command {
  static let table = OptionTable(
    command: "results",
    synopsis: "calibrate results [--directory results]",
    summary: """
      Calibrates every reference font (Inter, Roboto, DejaVu Sans, Noto Sans, Liberation Sans and the
      project's test font) at scales 1, 2, 3 with hinting none and full, sizes 8...40, and writes one
      JSON result per font and configuration, charts for Inter, and a README.md summary table, all
      into the results folder. Each file is written atomically.
      """,
    options: [.directory, .help]
  )

  static func run(_ options: CommandOptions, console: Console) throws {
    let directory = options.directory
    var entries: [ResultsSummary.Entry] = []
    var charts: [String] = []
    for font in ReferenceResults.fonts {
      guard FileManager.default.fileExists(atPath: font.path) else {
        throw RuntimeError("reference font '\(font.path)' is missing; install \(font.package) (make deps)")
      }
      try createFolder(directory + "/" + font.slug)
      // Loaded once, calibrated under every configuration.
      let loaded = try FontLoader.open(font.path, faceIndex: 0, variations: [])
      for hinting in ReferenceResults.hintings {
        for scale in ReferenceResults.scales {
          let run = try CalibrationRun.perform(
            ReferenceResults.options(font, scale: scale, hinting: hinting), font: loaded)
          let document = run.json()
          let file = ReferenceResults.resultPath(font, scale: scale, hinting: hinting)
          try AtomicFile.write(document.serialized() + "\n", to: directory + "/" + file)
          entries.append(ResultsSummary.Entry(file: file, document: document))
          if ReferenceResults.isCharted(font, scale: scale, hinting: hinting) {
            let chart = ReferenceResults.chartPath(font, scale: scale, hinting: hinting)
            try createFolder(directory + "/charts")
            try AtomicFile.write(PlotRenderer(run: run).svg(), to: directory + "/" + chart)
            charts.append(chart)
          }
          console.diagnose("results: wrote \(file)\n")
        }
      }
    }
    try AtomicFile.write(ResultsSummary.markdown(entries, charts: charts), to: directory + "/README.md")
    console.write("wrote \(entries.count) results, \(charts.count) charts and README.md to \(directory)\n")
  }

  private static func createFolder(_ path: String) throws(RuntimeError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw RuntimeError("cannot create folder '\(path)': \(error.localizedDescription)")
    }
  }
}
