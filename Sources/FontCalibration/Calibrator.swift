import PlaceholderTitle
import TextMetrics
import WidthCalibration

/// Measures fonts and turns the measurements into a `CalibrationProblem`.
///
/// For each size it measures the rendered advance `a` of the placeholder (render font, size,
/// scale, hinting) and the symbol width `w` the app would measure (measure font and size,
/// unhinted). It shapes runs of copies to decide how N placeholders add up: N × a when the run
/// check is uniform, `first + (N - 1) × step` when shaping shows pair kerning, or a table of
/// shaped widths otherwise.
package struct Calibrator: Sendable {
  /// What to measure.
  package struct Setup: Sendable {
    /// Render sizes in points.
    package var sizes: [Double]
    /// Device pixels per point.
    package var scale: Double
    /// Hinting of the rendered advances.
    package var hinting: HintingMode
    /// The placeholder character.
    package var placeholder: Unicode.Scalar
    /// The empty button's width P, under the plain model.
    package var padding: Double
    /// How the button's width follows from its title (by default the plain model with
    /// ``padding``).
    package var model: ButtonModel?
    /// Target widths W.
    package var targets: [Double]
    /// The size the app measures its symbol width at; `nil` measures at each render size.
    package var measureSize: Double?
    /// The point size for `trak` tracking, if any.
    package var trackingSize: Double?

    /// Creates the setup of calibration settings (their targets, measure size and tracking).
    package init(_ settings: CalibrationSettings) {
      self.init(
        sizes: settings.sizes, scale: settings.scale, hinting: settings.hinting,
        placeholder: settings.placeholder, padding: settings.padding, targets: settings.targets,
        measureSize: settings.measureSize, trackingSize: settings.trackingSize)
      model = settings.buttonModel
    }

    /// The sizing model: ``model``, or the plain one with ``padding``.
    package var buttonModel: ButtonModel { model ?? .plain(padding: padding) }

    /// Creates a setup with the tool's defaults (@2x, unhinted, U+200A, P = 30, W = 40...200).
    package init(
      sizes: [Double], scale: Double = 2, hinting: HintingMode = .none,
      placeholder: Unicode.Scalar = "\u{200A}",
      padding: Double = CalibrationProblem.defaultPadding,
      targets: [Double] = CalibrationProblem.defaultTargets,
      measureSize: Double? = nil, trackingSize: Double? = nil
    ) {
      self.sizes = sizes
      self.scale = scale
      self.hinting = hinting
      self.placeholder = placeholder
      self.padding = padding
      self.targets = targets
      self.measureSize = measureSize
      self.trackingSize = trackingSize
    }
  }

  /// The measurements behind a problem, for reports.
  package struct Measurements: Sendable {
    /// The problem built from them.
    package var problem: CalibrationProblem
    /// The rendered placeholder at each size.
    package var rendered: [PlaceholderMetrics]
    /// The placeholder as the app measures it, at each size.
    package var measured: [PlaceholderMetrics]
  }

  /// The font the button title is rendered in.
  let renderFont: Font
  /// The font the app measures its symbol width with (often the same).
  package let measureFont: Font

  /// Creates a calibrator.
  ///
  /// - Parameters:
  ///   - renderFont: The button's title font.
  ///   - measureFont: The font of the app's measurement; `nil` uses the render font.
  package init(renderFont: Font, measureFont: Font? = nil) {
    self.renderFont = renderFont
    self.measureFont = measureFont ?? renderFont
  }

  /// Measures every size and builds the problem.
  ///
  /// - Parameter setup: Sizes, scale, hinting, placeholder, padding and targets.
  /// - Returns: The problem and the measurements behind it.
  /// - Throws: ``FontCalibrationError`` when the placeholder renders as `.notdef` or with no
  ///   width at some size, the font engine fails, or the problem cannot be set up.
  package func measure(_ setup: Setup) throws(FontCalibrationError) -> Measurements {
    guard !setup.sizes.isEmpty else { throw .calibration(.noSizes) }
    var samples: [SizeSample] = []
    var rendered: [PlaceholderMetrics] = []
    var measured: [PlaceholderMetrics] = []
    let maximumTarget = setup.targets.max() ?? 0
    // With a fixed measure size every size shares one symbol measurement.
    var symbolCache: [Double: PlaceholderMetrics] = [:]
    var zeroWidthSizes: [Double] = []
    for size in setup.sizes {
      let render = RenderConfiguration(
        size: size, scale: setup.scale, hinting: setup.hinting, trackingSize: setup.trackingSize)
      let symbol = RenderConfiguration(
        size: setup.measureSize ?? size, scale: 1, hinting: .none, trackingSize: setup.trackingSize)
      let renderMetrics: PlaceholderMetrics
      let symbolMetrics: PlaceholderMetrics
      do throws(MetricsError) {
        renderMetrics = try renderFont.placeholder(setup.placeholder, render)
        if let cached = symbolCache[symbol.size] {
          symbolMetrics = cached
        } else {
          symbolMetrics = try measureFont.placeholder(setup.placeholder, symbol)
          symbolCache[symbol.size] = symbolMetrics
        }
      } catch {
        throw .font(error)
      }
      for (metrics, font) in [(renderMetrics, renderFont), (symbolMetrics, measureFont)]
      where metrics.isNotdef {
        throw .notdef(font: font.info, placeholder: setup.placeholder)
      }
      // Every size that renders no width is named, not only the first; the others are not fitted.
      guard renderMetrics.advance > 0 else {
        zeroWidthSizes.append(size)
        continue
      }
      guard symbolMetrics.advance > 0 else {
        throw .zeroSymbolWidth(font: measureFont.info, placeholder: setup.placeholder)
      }
      if case .plain = setup.buttonModel {
        let model = try runModel(renderMetrics, upTo: maximumTarget * 2 + setup.padding)
        samples.append(
          SizeSample(
            size: size, symbolWidth: symbolMetrics.advanceInPoints, advance: renderMetrics.advanceInPoints,
            runWidths: model))
      } else {
        samples.append(
          try clampedSample(render: renderMetrics, symbolWidth: symbolMetrics.advanceInPoints, setup: setup))
      }
      rendered.append(renderMetrics)
      measured.append(symbolMetrics)
    }
    guard zeroWidthSizes.isEmpty else {
      throw .zeroWidth(
        font: renderFont.info, placeholder: setup.placeholder, sizes: zeroWidthSizes, scale: setup.scale,
        hinting: setup.hinting)
    }
    let problem: CalibrationProblem
    do throws(CalibrationError) {
      problem = try CalibrationProblem(model: setup.buttonModel, targets: setup.targets, samples: samples)
    } catch {
      throw .calibration(error)
    }
    return Measurements(problem: problem, rendered: rendered, measured: measured)
  }

  /// One size under a rounding and clamping model: the button for every title the model lays
  /// out as measured, from the exact label width of N copies (font units or 26.6, so the pixel
  /// ceiling is exact), shaping the real strings when copies do not simply add up.
  private func clampedSample(
    render metrics: PlaceholderMetrics, symbolWidth: Double, setup: Setup
  ) throws(FontCalibrationError) -> SizeSample {
    let configuration = metrics.configuration
    var failure: MetricsError? = nil
    let sample = setup.buttonModel.sample(
      size: configuration.size, symbolWidth: symbolWidth, advance: metrics.advanceInPoints,
      scale: configuration.scale
    ) { count in
      var units = count * metrics.advance
      if !metrics.run.isUniform && count > 0 && failure == nil {
        do throws(MetricsError) {
          units = try renderFont.runWidth(of: metrics.scalar, count: count, configuration)
        } catch {
          failure = error
        }
      }
      return LabelWidth(units: units, unit: metrics.unit, configuration: configuration)
    }
    if let failure { throw .font(failure) }
    return sample
  }

  /// Decides how N copies add up, shaping real strings when the run check was not uniform.
  private func runModel(
    _ metrics: PlaceholderMetrics, upTo widthLimit: Double
  ) throws(FontCalibrationError) -> RunWidthModel {
    let unit = metrics.unit
    let configuration = metrics.configuration
    func points(_ raw: Int) -> Double { unit.points(raw, in: configuration) }
    if metrics.run.isUniform { return .uniform(advance: metrics.advanceInPoints) }
    do throws(MetricsError) {
      let probes = [1, 2, 3, 17, 64]
      var widths: [Int: Int] = [:]
      for count in probes {
        widths[count] = try renderFont.runWidth(of: metrics.scalar, count: count, configuration)
      }
      let first = widths[1] ?? 0
      let step = (widths[2] ?? 0) - first
      if step > 0 && probes.allSatisfy({ widths[$0] == first + ($0 - 1) * step }) {
        return .affine(first: points(first), step: points(step))
      }
      // No simple rule: shape every count the fit can need.
      var table: [Double] = [0]
      var count = 1
      while count <= RepeatedTitle.maximumCount {
        let width = points(try renderFont.runWidth(of: metrics.scalar, count: count, configuration))
        table.append(width)
        if width > widthLimit { break }
        count += 1
      }
      return .table(table)
    } catch {
      throw .font(error)
    }
  }
}
