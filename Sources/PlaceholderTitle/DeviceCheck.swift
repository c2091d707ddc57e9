/// Measures the titles and fills this runtime makes with an app's own text engine, and lists each
/// one that misses its target by more than half a device pixel: the check an app team runs in its
/// own test target, where UIKit measures, for every Dynamic Type size and screen scale it ships.
///
/// The catalog's article *Checking on a device* has the test file to copy. It builds the engine of
/// each configuration (the swipe button's font, the app's body font), and for each one calls
/// ``checkSwipeTitles(measuring:scale:configuration:)`` and
/// ``checkFills(measuring:scale:configuration:rows:gaps:)``; ``misses`` and ``description`` say
/// what missed. This project cannot run UIKit: it runs the check with HarfBuzz and with synthetic
/// engines, and has not run it on a device.
///
/// What a check measures is what the device would show under the assumptions the runtime is built
/// on: a swipe title is trimmed of whitespace as UIKit trims it, measured, and sized by
/// ``ButtonModel/uikitSwipe(rounding:)`` (`min(120, max(74, 12 + the label rounded up to device
/// pixels))`, read from decompiled UIKitCore, an assumption); a padded string is measured whole.
/// It does not lay out a `UIContextualAction`: a button that UIKit sizes otherwise than that model
/// is not seen here.
///
/// Threading: a plain value; `Sendable`. Each check calls the engine only while it runs, on the
/// caller's thread.
public struct DeviceCheck: Sendable, CustomStringConvertible {
  /// What a check measured.
  ///
  /// Not `@frozen`: a later version may check more, so a `switch` over it needs an
  /// `@unknown default` case.
  public enum Subject: Sendable, Hashable {
    /// A title of ``CompositeTitle/init(measuring:candidates:model:scale:objective:guard:widestTarget:)``'s
    /// shortest call, for UIKit's swipe button.
    case swipeTitle
    /// A string padded by ``SpaceFill/padding(_:_:toWidth:)``.
    case fill
  }

  /// A title or a fill that misses its target by more than half a device pixel.
  ///
  /// Threading: a plain value; `Sendable`.
  public struct Miss: Sendable, Hashable, CustomStringConvertible {
    /// What missed.
    public var subject: Subject
    /// The configuration it was measured in, as the caller named it.
    public var configuration: String
    /// The wanted width, in points: the button's, or the padded string's.
    public var target: Double
    /// The width the engine's measurement makes, in points: the button UIKit's model makes of the
    /// measured title, or the padded string's width; NaN when the engine gave none.
    public var width: Double
    /// The title or the padded string.
    public var text: String

    /// The width less the target, in points.
    public var error: Double { width - target }

    /// `swipe title, AX3 @3x: 100.333 pt for 100 pt (+0.333 pt): U+200B U+2009 ... U+200B`.
    public var description: String {
      let what: String
      switch subject {
      case .swipeTitle: what = "swipe title"
      case .fill: what = "fill"
      }
      let scalars = text.unicodeScalars.map { CompositeTitle.Exclusion.notation($0) }.joined(separator: " ")
      return
        "\(what), \(configuration): \(DeviceCheck.points(width)) pt for \(DeviceCheck.points(target)) pt "
        + "(\(error >= 0 ? "+" : "")\(DeviceCheck.points(error)) pt): \(scalars)"
    }
  }

  /// A configuration where no maker or filler could be built.
  ///
  /// Threading: a plain value; `Sendable`.
  public struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// What could not be built.
    public var subject: Subject
    /// The configuration, as the caller named it.
    public var configuration: String
    /// Why.
    public var error: SizingError

    /// `fills, AX3 @3x: the scale 0.0 is not ...`.
    public var description: String {
      "\(subject == .swipeTitle ? "swipe titles" : "fills"), \(configuration): \(error)"
    }
  }

  /// The rows ``checkFills(measuring:scale:configuration:rows:gaps:)`` pads by default: Latin
  /// letters the fonts kern against spaces, Cyrillic, Greek, a check mark, a shortcut, and a
  /// fill at either end of the string.
  public static let sampleRows: [(prefix: String, suffix: String)] = [
    ("✓ GPT-4o", "1x"), ("AVAWAY", "0.33x"), ("Настройки", "⌘K"), ("Ελληνικά", "⌘,"), ("TAYLOR", ""),
    ("", "⌘K"),
  ]
  /// How much wider than `prefix + suffix` each padded string is by default, in ems of the font
  /// (the engine's width of U+2003 EM SPACE): gaps of an em and a half and more, which the fonts
  /// tested here always fill within half a pixel, where a gap of a few points may have no fill of
  /// the font's spaces.
  public static let sampleGaps: [Double] = [1.5, 2.5, 4, 6.5, 10.5]

  /// How many titles and fills were measured.
  public private(set) var checked = 0
  /// Those that missed by more than half a device pixel, in the order they were measured.
  public private(set) var misses: [Miss] = []
  /// The configurations where no maker or filler could be built.
  public private(set) var failures: [Failure] = []
  /// The configurations checked, in order.
  public private(set) var configurations: [String] = []

  /// Creates an empty check.
  public init() {}

  /// Whether everything measured landed and everything could be built.
  public var passed: Bool { checked > 0 && misses.isEmpty && failures.isEmpty }

  /// Builds the shortest call's maker, `CompositeTitle(measuring: measure, scale: scale)`, and
  /// measures the title of every device pixel of 74...120 pt as UIKit would: trimmed of
  /// whitespace, measured by `measure`, sized by UIKit's swipe-button model.
  ///
  /// - Parameters:
  ///   - measure: The app's text engine, measuring with the font the swipe button draws its
  ///     title in at this configuration's text size.
  ///   - scale: Device pixels per point.
  ///   - configuration: A name for the configuration, for the report (`"AX3 @3x"`).
  public mutating func checkSwipeTitles(
    measuring measure: (String) -> Double, scale: Double, configuration: String
  ) {
    noteConfiguration(configuration)
    let maker: CompositeTitle
    do {
      maker = try CompositeTitle(measuring: measure, scale: scale)
    } catch {
      failures.append(Failure(subject: .swipeTitle, configuration: configuration, error: error))
      return
    }
    let model = ButtonModel.uikitSwipe(rounding: .pixels)
    let first = Int((UIKitSwipeButton.minimumButtonWidth * scale).rounded(.up))
    let last = Int((UIKitSwipeButton.maximumButtonWidth * scale).rounded(.down))
    guard first <= last else { return }
    for pixel in first...last {
      let target = Double(pixel) / scale
      let title = maker.emptyTitle(for: target)
      let trimmed = Self.trimmedAsUIKitTrims(title)
      let label = trimmed.isEmpty ? 0 : measure(trimmed)
      let button =
        label.isFinite && label >= 0
        ? model.buttonWidth(label: LabelWidth(points: label), scale: scale) : .nan
      record(
        .swipeTitle, configuration: configuration, target: target, width: button, text: title, scale: scale)
    }
  }

  /// Builds `SpaceFill(measuring: measure, scale: scale)`, pads each row to each gap wider than it
  /// is, and measures each padded string whole. A gap is in ems; an engine that gives U+2003 EM
  /// SPACE no usable width is a ``Failure``.
  ///
  /// - Parameters:
  ///   - measure: The app's text engine, measuring with the font the strings are drawn in.
  ///   - scale: Device pixels per point.
  ///   - configuration: A name for the configuration, for the report.
  ///   - rows: The text before and after each fill (default ``sampleRows``; the app's own
  ///     strings are better).
  ///   - gaps: How much wider than the unpadded row each target is, in ems: the engine's width of
  ///     U+2003 EM SPACE (default ``sampleGaps``).
  public mutating func checkFills(
    measuring measure: @escaping (String) -> Double, scale: Double, configuration: String,
    rows: [(prefix: String, suffix: String)] = DeviceCheck.sampleRows, gaps: [Double] = DeviceCheck.sampleGaps
  ) {
    noteConfiguration(configuration)
    let filler: SpaceFill
    do {
      filler = try SpaceFill(measuring: measure, scale: scale)
    } catch {
      failures.append(Failure(subject: .fill, configuration: configuration, error: error))
      return
    }
    let em = measure("\u{2003}")
    guard em.isFinite && em > 0 else {
      failures.append(Failure(subject: .fill, configuration: configuration, error: .invalidWidth(em)))
      return
    }
    for row in rows {
      let unpadded = measure(row.prefix + row.suffix)
      guard unpadded.isFinite && unpadded >= 0 else { continue }
      for gap in gaps where gap.isFinite && gap > 0 {
        let target = unpadded + gap * em
        let text = filler.padded(row.prefix, row.suffix, toWidth: target)
        record(
          .fill, configuration: configuration, target: target, width: measure(text), text: text, scale: scale)
      }
    }
  }

  /// Adds what another check measured.
  public mutating func merge(_ other: DeviceCheck) {
    checked += other.checked
    misses += other.misses
    failures += other.failures
    for configuration in other.configurations { noteConfiguration(configuration) }
  }

  /// The report: one line of counts, then each failure and each miss on a line of its own.
  public var description: String {
    var lines = [
      "PlaceholderTitle device check: \(checked) titles and fills measured in \(configurations.count) configurations, "
        + "\(misses.count) off by more than half a pixel, \(failures.count) not built"
    ]
    lines += failures.map { "not built: \($0)" }
    lines += misses.map { "miss: \($0)" }
    return lines.joined(separator: "\n")
  }

  // MARK: - Recording

  /// Counts one measurement, and keeps it when it misses by more than half a pixel (or has no
  /// width).
  mutating func record(
    _ subject: Subject, configuration: String, target: Double, width: Double, text: String, scale: Double
  ) {
    checked += 1
    guard !(abs(width - target) * scale <= 0.5) else { return }
    misses.append(
      Miss(subject: subject, configuration: configuration, target: target, width: width, text: text))
  }

  /// Lists a configuration once.
  mutating func noteConfiguration(_ configuration: String) {
    if !configurations.contains(configuration) { configurations.append(configuration) }
  }

  /// A title as UIKit's swipe button leaves it: characters of `whitespaceAndNewlineCharacterSet`
  /// (the Unicode categories Zs, Zl and Zp, U+000A...U+000D and U+0085) taken off both ends.
  static func trimmedAsUIKitTrims(_ title: String) -> String {
    func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
      default: return (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85
      }
    }
    let scalars = title.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// A width in points with three decimals at most: `100.333`, `100`.
  static func points(_ value: Double) -> String {
    guard value.isFinite && abs(value) < 1e12 else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
