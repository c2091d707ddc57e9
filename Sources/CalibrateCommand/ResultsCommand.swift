import CalibrateSupport
import CalibrationReports
import FontCalibration

/// `calibrate results`: regenerate the stored calibrations of the reference fonts.
enum ResultsCommand: Command {
  static let table = OptionTable<ResultsOptions>(
    command: "calibrate results",
    synopsis: "calibrate results [--directory results]",
    summary: """
      Calibrates every reference font (Inter, Roboto, DejaVu Sans, Noto Sans, Liberation Sans and the
      project's test font) at scales 1, 2, 3 with hinting none and full, sizes 8...40, and writes one
      JSON result per font and configuration, charts and a button preview (15 pt @2x, full hinting)
      for Inter, a composite calibration per font at @2x with hinting none and full (--method
      composite, targets 74...200) into composite/, and a README.md summary, all into the results
      folder. Each file is written atomically.
      """,
    options: [.directory, .help]
  )

  static func run(_ options: ResultsOptions, console: any Console) throws(CommandError) {
    let directory = options.directory
    let list = try CommandError.filing { () throws(FileError) in try ReferenceFontList.load() }
    var entries: [ResultsSummary.Entry] = []
    var charts: [String] = []
    var previews: [String] = []
    var composites: [ResultsSummary.Entry] = []
    for font in list.fonts(.results) {
      let path = list.resolvedPath(of: font)
      guard TextFile.exists(path) else {
        throw .referenceFontMissing(path: path, installedBy: font.installedBy)
      }
      try createFolder(directory + "/" + font.slug)
      // Loaded once, calibrated under every configuration.
      let loaded = try CommandError.calibrating { () throws(FontCalibrationError) in try FontLoader.open(path)
      }
      for hinting in ReferenceResults.hintings {
        for scale in ReferenceResults.scales {
          let settings = ReferenceResults.settings(path, scale: scale, hinting: hinting)
          let run = try CommandError.calibrating { () throws(FontCalibrationError) in
            try CalibrationRun.perform(settings, font: loaded)
          }
          let document = ResultDocument(run)
          let file = ReferenceResults.resultPath(font, scale: scale, hinting: hinting)
          try write(document.json.serialized() + "\n", to: directory + "/" + file)
          entries.append(ResultsSummary.Entry(file: file, document: document))
          if ReferenceResults.isCharted(font, scale: scale, hinting: hinting) {
            let chart = ReferenceResults.chartPath(font, scale: scale, hinting: hinting)
            try createFolder(directory + "/charts")
            try write(PlotRenderer(run: run).svg(), to: directory + "/" + chart)
            charts.append(chart)
          }
          if ReferenceResults.isPreviewed(font, scale: scale, hinting: hinting) {
            let settings = ReferenceResults.previewSettings(path, scale: scale, hinting: hinting)
            let preview = try CommandError.calibrating { () throws(FontCalibrationError) in
              try ButtonPreview.perform(settings, font: loaded)
            }
            let file = ReferenceResults.previewPath(font, scale: scale, hinting: hinting)
            try createFolder(directory + "/charts")
            try write(PreviewRenderer(preview: preview).svg(), to: directory + "/" + file)
            previews.append(file)
          }
          console.diagnose("results: wrote \(file)\n")
        }
      }
      for hinting in ReferenceResults.compositeHintings {
        let settings = ReferenceResults.compositeSettings(path, hinting: hinting)
        let run = try CommandError.calibrating { () throws(FontCalibrationError) in
          try CalibrationRun.perform(settings, font: loaded)
        }
        let document = ResultDocument(run)
        let file = ReferenceResults.compositePath(font, hinting: hinting)
        try createFolder(directory + "/composite")
        try write(document.json.serialized() + "\n", to: directory + "/" + file)
        composites.append(ResultsSummary.Entry(file: file, document: document))
        console.diagnose("results: wrote \(file)\n")
      }
    }
    try write(
      ResultsSummary.markdown(entries, charts: charts, previews: previews, composites: composites),
      to: directory + "/README.md")
    console.write(
      "wrote \(entries.count) results, \(composites.count) composite results, \(charts.count) charts, \(previews.count) button preview\(previews.count == 1 ? "" : "s") and README.md to \(directory)\n"
    )
  }

  private static func write(_ text: String, to path: String) throws(CommandError) {
    try CommandError.filing { () throws(FileError) in try AtomicFile.write(text, to: path) }
  }

  private static func createFolder(_ path: String) throws(CommandError) {
    do throws(FileError) {
      try Folder.create(path)
    } catch {
      throw .cannotCreateFolder(path: path, reason: error.reason)
    }
  }
}
