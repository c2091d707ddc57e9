internal import CFontEngine

/// One face of a font file, with its FreeType library, HarfBuzz face and shaping fonts.
///
/// The face is loaded once; HarfBuzz fonts are made on first use and kept: one unhinted font per
/// tracking size, and one FreeType-backed font per hinting mode whose sizes each have their own
/// `FT_Size` (``FreeTypeSize``, ``HarfBuzzFreeTypeFont``).
///
/// Unhinted advances and the character map come from where the format allows
/// (``MetricsSource``): HarfBuzz's own OpenType functions for the SFNT files HarfBuzz reads
/// (TrueType, OpenType/CFF and their collections), FreeType for every other scalable format it
/// decodes (Type 1, CID-keyed Type 1, bare CFF, PFR, WOFF and WOFF2).
///
/// Each FreeType and HarfBuzz handle is owned by one small class that ends it in `deinit` and
/// keeps alive what it depends on (``FreeTypeLibrary``, ``FreeTypeFace``, ``HarfBuzzFace``,
/// ``HarfBuzzBuffer``, ``HarfBuzzFont``, ``FreeTypeSize``); this type only composes them, and
/// dropping one of them (as evicting a hinted size does) is all it takes to free it.
///
/// Threading: not thread-safe. FreeType objects may not be used from two threads at once, and
/// this type owns a private `FT_Library`, an `FT_Face` and a reused `hb_buffer_t`. ``Font`` keeps
/// it behind a mutex and lets only plain values out.
final class FontFace {
  /// How many hinted sizes are kept before the oldest are dropped.
  static let hintedCacheLimit = 256
  /// The fewest units per em a face read through FreeType may have: its unhinted font is set to
  /// a 26.6 size of one unit per em, and FreeType raises sizes below one pixel (64) to one pixel.
  static let minimumFreeTypeUnitsPerEm = 64

  /// Where a face's unhinted advances and character map are read.
  enum MetricsSource: Equatable {
    /// HarfBuzz's own OpenType functions on the file's tables (`hb_font_create`).
    case openTypeTables
    /// HarfBuzz's FreeType functions, for formats HarfBuzz cannot read itself.
    case freeType
  }

  let file: FontFile
  let faceIndex: Int
  let faceCount: Int
  let face: FreeTypeFace
  private let harfBuzzFace: HarfBuzzFace
  let buffer: HarfBuzzBuffer
  private let variations: [hb_variation_t]
  let unitsPerEm: Int
  let axes: [VariationAxis]
  let metricsSource: MetricsSource
  // The caches below are short arrays searched in order rather than dictionaries: they hold a
  // few entries (one unhinted font per tracking size, one HarfBuzz font per mode, the sizes of
  // one calibration), and a dictionary type costs a run-time metadata and conformance lookup on
  // first use that exceeds every search a short run makes.
  private var unhintedFonts: [(trackingSize: Double, font: any ShapingFont)] = []
  /// The hinted sizes, oldest first.
  private var hintedSizes: [(key: HintedKey, size: FreeTypeSize)] = []
  /// One HarfBuzz font per hinting mode and tracking size, shared by that mode's sizes.
  private var harfBuzzFreeTypeFonts: [(key: FontKey, font: HarfBuzzFreeTypeFont)] = []
  /// The last size made for unhinted outlines, with its 26.6 pixel size (hinted outlines load at
  /// the hinted sizes shaping uses).
  private var outlineSize: (pixelsPerEm26Dot6: Int, size: FreeTypeSize)?
  /// The last unhinted shapes of short strings, reused across sizes (see ``UnhintedShape``).
  private var unhintedShapes: [UnhintedShape] = []
  /// The slot the next unhinted shape replaces once the cache is full.
  private var nextUnhintedShape = 0
  /// How many unhinted shapes are kept, and the longest string kept.
  static let unhintedShapeLimit = (count: 16, length: 64)

  /// An unhinted shape of a string, kept because it is the same at every size.
  ///
  /// Unhinted text is shaped by a ``HarfBuzzFont`` at a scale of one unit per em and no pixel
  /// size, chosen by the tracking size alone, with the face's fixed variations, and HarfBuzz
  /// guesses the buffer's properties from the text: the glyphs and their font-unit positions
  /// depend on the code points and the tracking size, never on the point size or the scale.
  /// A calibration measures the same placeholder strings unhinted at every size; all but the
  /// first are answered from here.
  private struct UnhintedShape {
    var scalars: [UInt32]
    var trackingSize: Double?
    var glyphs: [ShapedGlyph]
  }

  private struct FontKey: Equatable {
    var hinting: HintingMode
    var trackingSize: Double
  }

  private struct HintedKey: Equatable {
    var pixelsPerEm26Dot6: Int
    var hinting: HintingMode
    var trackingSize: Double
  }

  /// Loads one face of a font file.
  ///
  /// - Parameters:
  ///   - path: The font file.
  ///   - faceIndex: The face within a collection.
  ///   - variations: Axis settings for a variable font.
  /// - Throws: ``MetricsError`` naming the file and the step that failed.
  init(path: String, faceIndex: Int, variations: [FontVariation]) throws(MetricsError) {
    guard faceIndex >= 0, faceIndex <= 0xFFFF else {
      throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: 0)
    }
    let file = try FontFile(path: path)
    let directory = try SFNTDirectory.validate(
      UnsafeRawBufferPointer(file.bytes), faceIndex: faceIndex, path: path)
    let outlineTable = directory.flatMap(SFNTDirectory.outlineTable(of:))
    let library = try FreeTypeLibrary(path: path)
    let faceCount = try FreeTypeFace.faceCount(library: library, file: file, outlineTable: outlineTable)
    guard faceIndex < faceCount else {
      throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
    }
    let face = try FreeTypeFace(library: library, file: file, index: faceIndex, outlineTable: outlineTable)
    guard face.isScalable, face.unitsPerEm >= 16 else {
      throw .notAFont(path: path, reason: Self.bitmapFontReason(directory))
    }
    let axes = try face.variationAxes()
    let hbVariations = try Self.applyVariations(variations, axes: axes, face: face, path: path)
    let harfBuzzFace = try HarfBuzzFace(file: file, index: faceIndex)
    // HarfBuzz reads tables straight from the file only for SFNT files; WOFF, WOFF2 and the
    // non-SFNT formats FreeType decodes show it no tables at all.
    let source: MetricsSource = face.isSFNT && harfBuzzFace.tableCount > 0 ? .openTypeTables : .freeType
    if source == .freeType && face.unitsPerEm < Self.minimumFreeTypeUnitsPerEm {
      throw .notAFont(
        path: path,
        reason:
          "its \(face.format ?? "unknown") outlines have \(face.unitsPerEm) units per em; FreeType cannot give exact font units below \(Self.minimumFreeTypeUnitsPerEm)"
      )
    }
    self.file = file
    self.faceIndex = faceIndex
    self.faceCount = faceCount
    self.face = face
    self.harfBuzzFace = harfBuzzFace
    self.metricsSource = source
    self.buffer = try HarfBuzzBuffer(path: path)
    self.variations = hbVariations
    self.unitsPerEm = face.unitsPerEm
    self.axes = axes
  }

  /// Why a face FreeType reads as bitmaps only is refused: color bitmap fonts (Apple's `sbix`,
  /// Google's `CBDT`) are named, and said to have outlines FreeType leaves aside when they do.
  ///
  /// FreeType treats a font with an `sbix` table as bitmap-only unless the caller opts out, and
  /// always ignores the outlines of a font with `CBDT` bitmaps; HarfBuzz's FreeType functions
  /// (`hb-shape --font-funcs=ft`, the hinted reference) then take advances from the bitmap
  /// strikes, so there are no hinted outline advances to measure.
  static func bitmapFontReason(_ directory: SFNTLayout.Face?) -> String {
    let bitmapOnly = "it has no scalable outlines (bitmap-only fonts are not measured)"
    guard let directory,
      let color = [("sbix", "sbix"), ("CBDT", "CBDT"), ("CBLC", "CBDT")].first(where: {
        directory.table($0.0) != nil
      })?.1
    else { return bitmapOnly }
    guard SFNTDirectory.outlineTable(of: directory) != nil else {
      return
        "its glyphs are '\(color)' color bitmaps and it has no outlines (bitmap-only fonts are not measured)"
    }
    return
      "its glyphs are '\(color)' color bitmaps, which FreeType draws instead of its outlines (color bitmap fonts are not measured)"
  }

  // MARK: - Names

  var familyName: String { face.familyName ?? "Unknown" }

  var styleName: String { face.styleName ?? "Regular" }

  var postScriptName: String? { face.postScriptName }

  /// FreeType's name for the outline format, after the container's for WOFF and WOFF2 files
  /// (`WOFF2 (TrueType)`), which FreeType reports as the format of the font inside.
  var format: String {
    let outlines = face.format ?? "unknown"
    guard file.bytes.count >= 4 else { return outlines }
    switch Array(file.bytes.prefix(4)) {
    case Array("wOFF".utf8): return "WOFF (\(outlines))"
    case Array("wOF2".utf8): return "WOFF2 (\(outlines))"
    default: return outlines
    }
  }

  /// The SHA-256 of the whole file, as 64 hex digits.
  var fileDigest: String {
    if let cachedDigest { return cachedDigest }
    let digest = SHA256.hex(UnsafeRawBufferPointer(file.bytes))
    cachedDigest = digest
    return digest
  }

  /// The digest once computed: hashing a large font costs milliseconds, and only outputs that
  /// record the file's identity ask for it.
  private var cachedDigest: String?

  // MARK: - Character map

  /// The glyph the font's character map assigns to a scalar, or `nil` when it has none.
  func nominalGlyph(_ scalar: Unicode.Scalar) throws(MetricsError) -> Int? {
    try unhintedFont(trackingSize: nil).nominalGlyph(scalar.value)
  }

  // MARK: - Shaping

  /// Shapes Unicode scalars and returns the glyphs in the configuration's exact unit.
  ///
  /// - Parameters:
  ///   - scalars: The text, as code points.
  ///   - configuration: Size, scale, hinting and tracking.
  ///   - features: Features to turn on or off beyond the shaper's defaults (shapes with features
  ///     are not kept for reuse).
  /// - Returns: The unit of the positions and the glyphs.
  func shape(
    _ scalars: UnsafeBufferPointer<UInt32>, _ configuration: RenderConfiguration,
    features: [hb_feature_t] = []
  ) throws(MetricsError) -> (MetricUnit, [ShapedGlyph]) {
    try configuration.validate()
    let unit: MetricUnit
    if configuration.hinting.isPixelBased {
      let size = try hintedSize(configuration)
      buffer.setText(scalars)
      try size.shape(buffer, features: features)
      unit = .subpixels26Dot6
    } else {
      unit = .fontUnits(unitsPerEm: unitsPerEm)
      if features.isEmpty, scalars.count <= Self.unhintedShapeLimit.length,
        let kept = unhintedShapes.first(where: {
          $0.trackingSize == configuration.trackingSize && $0.scalars.elementsEqual(scalars)
        })
      {
        return (unit, kept.glyphs)
      }
      let font = try unhintedFont(trackingSize: configuration.trackingSize)
      buffer.setText(scalars)
      try font.shape(buffer, features: features)
    }
    let glyphs = try shapedGlyphs(of: scalars)
    if features.isEmpty && !configuration.hinting.isPixelBased
      && scalars.count <= Self.unhintedShapeLimit.length
    {
      let shape = UnhintedShape(
        scalars: Array(scalars), trackingSize: configuration.trackingSize, glyphs: glyphs)
      if unhintedShapes.count < Self.unhintedShapeLimit.count {
        unhintedShapes.append(shape)
      } else {
        unhintedShapes[nextUnhintedShape] = shape
        nextUnhintedShape = (nextUnhintedShape + 1) % Self.unhintedShapeLimit.count
      }
    }
    return (unit, glyphs)
  }

  /// The glyphs the buffer holds after shaping `scalars`, in visual order, each flagged when
  /// HarfBuzz made up a space the font lacks.
  func shapedGlyphs(of scalars: UnsafeBufferPointer<UInt32>) throws(MetricsError) -> [ShapedGlyph] {
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer.handle, &count),
      let positions = hb_buffer_get_glyph_positions(buffer.handle, nil)
    else { return [] }
    let lookup = try unhintedFont(trackingSize: nil)
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(Int(count))
    for index in 0..<Int(count) {
      let info = infos[index]
      let position = positions[index]
      let cluster = Int(info.cluster)
      var synthesized = false
      if info.codepoint != 0, cluster < scalars.count {
        let source = scalars[cluster]
        synthesized = SpaceCharacter.isSpaceLike(source) && lookup.nominalGlyph(source) == nil
      }
      glyphs.append(
        ShapedGlyph(
          glyphID: Int(info.codepoint), cluster: cluster, xAdvance: Int(position.x_advance),
          xOffset: Int(position.x_offset), yOffset: Int(position.y_offset),
          isSynthesizedSpace: synthesized))
    }
    return glyphs
  }

  // MARK: - Outlines

  /// Loads one glyph's outline at a configuration's pixel size with its mode's load flags.
  ///
  /// Hinted modes load at the size their shaping uses; the unhinted mode, which shapes in font
  /// units without a FreeType size, gets one of its own at the pixel size.
  ///
  /// - Throws: ``MetricsError`` for an invalid configuration or a FreeType failure.
  func glyphOutline(_ glyphID: Int, _ configuration: RenderConfiguration) throws(MetricsError) -> GlyphOutline
  {
    try configuration.validate()
    let size: FreeTypeSize
    if configuration.hinting.isPixelBased {
      size = try hintedSize(configuration)
    } else if let kept = outlineSize, kept.pixelsPerEm26Dot6 == configuration.pixelsPerEm26Dot6 {
      size = kept.size
    } else {
      size = try FreeTypeSize(outlinesOf: face, pixelsPerEm26Dot6: configuration.pixelsPerEm26Dot6)
      outlineSize = (configuration.pixelsPerEm26Dot6, size)
    }
    let loaded = try size.outline(of: glyphID, hinting: configuration.hinting)
    return GlyphOutline(
      glyphID: glyphID, configuration: configuration, pathData: loaded.pathData,
      controlBox: loaded.controlBox)
  }

  // MARK: - HarfBuzz fonts

  /// The font of unhinted advances in font units, and of every character-map lookup.
  func unhintedFont(trackingSize: Double?) throws(MetricsError) -> any ShapingFont {
    let key = trackingSize ?? 0
    if let kept = unhintedFonts.first(where: { $0.trackingSize == key }) { return kept.font }
    let font: any ShapingFont
    switch metricsSource {
    case .openTypeTables:
      font = try HarfBuzzFont(
        face: harfBuzzFace, unitsPerEm: unitsPerEm, variations: variations, trackingSize: trackingSize)
    case .freeType:
      // A 26.6 size of unitsPerEm makes FreeType's scale exactly 1: its advances are font units.
      font = try FreeTypeSize(
        face: face, pixelsPerEm26Dot6: unitsPerEm, hinting: .none, trackingSize: trackingSize)
    }
    unhintedFonts.append((key, font))
    return font
  }

  func hintedSize(_ configuration: RenderConfiguration) throws(MetricsError) -> FreeTypeSize {
    let key = HintedKey(
      pixelsPerEm26Dot6: configuration.pixelsPerEm26Dot6, hinting: configuration.hinting,
      trackingSize: configuration.trackingSize ?? 0)
    if let kept = hintedSizes.first(where: { $0.key == key }) { return kept.size }
    if hintedSizes.count >= Self.hintedCacheLimit { evictOldestHintedSizes() }
    let fontKey = FontKey(hinting: key.hinting, trackingSize: key.trackingSize)
    let fontIndex = harfBuzzFreeTypeFonts.firstIndex { $0.key == fontKey }
    let entry = try FreeTypeSize(
      face: face, pixelsPerEm26Dot6: key.pixelsPerEm26Dot6,
      font: fontIndex.map { harfBuzzFreeTypeFonts[$0].font },
      hinting: configuration.hinting, trackingSize: configuration.trackingSize)
    // The mode's font as the new size left it (nil when it has none), replacing the one kept.
    if let fontIndex { harfBuzzFreeTypeFonts.remove(at: fontIndex) }
    if let font = entry.shapingFont { harfBuzzFreeTypeFonts.append((fontKey, font)) }
    hintedSizes.append((key, entry))
    return entry
  }

  /// Drops the older half of the hinted sizes; each one's `deinit` frees its font and size.
  private func evictOldestHintedSizes() {
    hintedSizes.removeFirst(Self.hintedCacheLimit / 2)
  }

  // MARK: - Variations

  private static func applyVariations(
    _ settings: [FontVariation], axes: [VariationAxis], face: FreeTypeFace, path: String
  ) throws(MetricsError) -> [hb_variation_t] {
    guard !settings.isEmpty else { return [] }
    var coordinates = axes.map { $0.defaultValue }
    for setting in settings {
      guard let index = axes.firstIndex(where: { $0.tag == setting.tag }) else {
        throw .unknownVariationAxis(tag: setting.tag, path: path, available: axes.map(\.tag))
      }
      let axis = axes[index]
      guard setting.value >= axis.minimum, setting.value <= axis.maximum else {
        throw .variationOutOfRange(
          tag: setting.tag, value: setting.value, minimum: axis.minimum, maximum: axis.maximum)
      }
      coordinates[index] = setting.value
    }
    try face.setVariationCoordinates(coordinates)
    return settings.map { hb_variation_t(tag: $0.tagValue, value: Float($0.value)) }
  }
}
