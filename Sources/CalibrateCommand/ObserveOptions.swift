/// What `calibrate observe` sets: the shared options and the observations file.
struct ObserveOptions: CalibratingOptions {
  var calibration = CalibrationOptions()
  /// The CSV file of observed widths (one, checked by the command).
  var files: [String] = []
}
