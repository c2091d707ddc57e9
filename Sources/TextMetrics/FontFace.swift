internal import CFontEngine

/// One face of a font file, with its FreeType library, HarfBuzz face and shaping fonts.
///
/// The face is loaded once; HarfBuzz fonts are made on first use and kept: one unhinted font per
/// tracking size, and one FreeType-backed font with its own `FT_Size` per pixel size and hinting
/// mode, so changing size never invalidates HarfBuzz's advance caches.
///
/// Threading: not thread-safe. FreeType objects may not be used from two threads at once, and
/// this type owns a private `FT_Library`, an `FT_Face` and a reused `hb_buffer_t`. ``Font`` keeps
/// it behind a mutex and lets only plain values out.
final class FontFace {
  /// How many hinted sizes are kept before the oldest are dropped.
  static let hintedCacheLimit = 256

  let file: FontFile
  let faceIndex: Int
  let faceCount: Int
  private let library: FT_Library
  private let face: FT_Face
  private let blob: OpaquePointer
  private let hbFace: OpaquePointer
  private let buffer: OpaquePointer
  private let variations: [hb_variation_t]
  let unitsPerEm: Int
  let axes: [VariationAxis]
  private var unhintedFonts: [Double: OpaquePointer] = [:]
  private var hintedSizes: [HintedKey: HintedSize] = [:]
  private var hintedOrder: [HintedKey] = []

  private struct HintedKey: Hashable {
    var pixelsPerEm26Dot6: Int
    var hinting: HintingMode
    var trackingSize: Double
  }

  /// A FreeType size object and the HarfBuzz font that reads advances through it.
  private final class HintedSize {
    let size: FT_Size
    let font: OpaquePointer

    init(size: FT_Size, font: OpaquePointer) {
      self.size = size
      self.font = font
    }
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
    try SFNTDirectory.validate(UnsafeRawBufferPointer(file.bytes), faceIndex: faceIndex, path: path)
    var library: FT_Library? = nil
    var error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      throw .freeType(call: "FT_Init_FreeType", code: error, path: path)
    }
    let base = file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
    let length = FT_Long(file.bytes.count)
    var probe: FT_Face? = nil
    error = FT_New_Memory_Face(library, base, length, -1, &probe)
    guard error == 0, let probe else {
      FT_Done_FreeType(library)
      throw Self.openError(error, path: path)
    }
    let faceCount = Int(probe.pointee.num_faces)
    FT_Done_Face(probe)
    guard faceIndex < faceCount else {
      FT_Done_FreeType(library)
      throw .faceIndexOutOfRange(path: path, index: faceIndex, faceCount: faceCount)
    }
    var loaded: FT_Face? = nil
    error = FT_New_Memory_Face(library, base, length, FT_Long(faceIndex), &loaded)
    guard error == 0, let face = loaded else {
      FT_Done_FreeType(library)
      throw Self.openError(error, path: path)
    }
    guard cfe_face_is_scalable(face) != 0, face.pointee.units_per_EM >= 16 else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .notAFont(path: path, reason: "it has no scalable outlines (bitmap-only fonts are not measured)")
    }
    let axes: [VariationAxis]
    let hbVariations: [hb_variation_t]
    do {
      axes = Self.readAxes(library: library, face: face)
      hbVariations = try Self.applyVariations(variations, axes: axes, face: face, path: path)
    } catch {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw error
    }
    let raw = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    guard let blob = hb_blob_create_or_fail(raw, UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil),
      let hbFace = hb_face_create(blob, UInt32(faceIndex)),
      let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0
    else {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .harfBuzz(call: "hb_face_create", path: path)
    }
    self.file = file
    self.faceIndex = faceIndex
    self.faceCount = faceCount
    self.library = library
    self.face = face
    self.blob = blob
    self.hbFace = hbFace
    self.buffer = buffer
    self.variations = hbVariations
    self.unitsPerEm = Int(face.pointee.units_per_EM)
    self.axes = axes
  }

  deinit {
    for font in unhintedFonts.values { hb_font_destroy(font) }
    for entry in hintedSizes.values {
      hb_font_destroy(entry.font)
      FT_Done_Size(entry.size)
    }
    hb_buffer_destroy(buffer)
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)
    FT_Done_Face(face)
    FT_Done_FreeType(library)
  }

  // MARK: - Names

  var familyName: String {
    face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
  }

  var styleName: String {
    face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
  }

  var postScriptName: String? {
    FT_Get_Postscript_Name(face).map { String(cString: $0) }
  }

  var format: String {
    FT_Get_Font_Format(face).map { String(cString: $0) } ?? "unknown"
  }

  /// The SHA-256 of the whole file, as 64 hex digits.
  var fileDigest: String { SHA256.hex(UnsafeRawBufferPointer(file.bytes)) }

  // MARK: - Character map

  /// The glyph the font's character map assigns to a scalar, or `nil` when it has none.
  func nominalGlyph(_ scalar: Unicode.Scalar) throws(MetricsError) -> Int? {
    let font = try unhintedFont(trackingSize: nil)
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 else { return nil }
    return Int(glyph)
  }

  // MARK: - Shaping

  /// Shapes Unicode scalars and returns the glyphs in the configuration's exact unit.
  ///
  /// - Parameters:
  ///   - scalars: The text, as code points.
  ///   - configuration: Size, scale, hinting and tracking.
  /// - Returns: The unit of the positions and the glyphs.
  func shape(
    _ scalars: UnsafeBufferPointer<UInt32>, _ configuration: RenderConfiguration
  ) throws(MetricsError) -> (MetricUnit, [ShapedGlyph]) {
    try configuration.validate()
    let font: OpaquePointer
    let unit: MetricUnit
    if configuration.hinting.isPixelBased {
      let entry = try hintedSize(configuration)
      let error = FT_Activate_Size(entry.size)
      guard error == 0 else { throw .freeType(call: "FT_Activate_Size", code: error, path: file.path) }
      font = entry.font
      unit = .subpixels26Dot6
    } else {
      font = try unhintedFont(trackingSize: configuration.trackingSize)
      unit = .fontUnits(unitsPerEm: unitsPerEm)
    }
    hb_buffer_clear_contents(buffer)
    hb_buffer_add_codepoints(buffer, scalars.baseAddress, Int32(scalars.count), 0, Int32(scalars.count))
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    guard hb_buffer_allocation_successful(buffer) != 0 else {
      throw .harfBuzz(call: "hb_shape (out of memory)", path: file.path)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, nil)
    else { return (unit, []) }
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
        var glyph: hb_codepoint_t = 0
        synthesized =
          SpaceCharacter.isSpaceLike(source) && hb_font_get_nominal_glyph(lookup, source, &glyph) == 0
      }
      glyphs.append(
        ShapedGlyph(
          glyphID: Int(info.codepoint), cluster: cluster, xAdvance: Int(position.x_advance),
          xOffset: Int(position.x_offset), yOffset: Int(position.y_offset),
          isSynthesizedSpace: synthesized))
    }
    return (unit, glyphs)
  }

  // MARK: - HarfBuzz fonts

  private func unhintedFont(trackingSize: Double?) throws(MetricsError) -> OpaquePointer {
    let key = trackingSize ?? 0
    if let font = unhintedFonts[key] { return font }
    guard let font = hb_font_create(hbFace), font != hb_font_get_empty() else {
      throw .harfBuzz(call: "hb_font_create", path: file.path)
    }
    // A new font's scale is the face's units per em: positions come out in exact font units.
    let upem = Int32(unitsPerEm)
    hb_font_set_scale(font, upem, upem)
    if !variations.isEmpty {
      variations.withUnsafeBufferPointer {
        hb_font_set_variations(font, $0.baseAddress, UInt32($0.count))
      }
    }
    if let trackingSize { hb_font_set_ptem(font, Float(trackingSize)) }
    unhintedFonts[key] = font
    return font
  }

  private func hintedSize(_ configuration: RenderConfiguration) throws(MetricsError) -> HintedSize {
    let key = HintedKey(
      pixelsPerEm26Dot6: configuration.pixelsPerEm26Dot6, hinting: configuration.hinting,
      trackingSize: configuration.trackingSize ?? 0)
    if let entry = hintedSizes[key] { return entry }
    if hintedSizes.count >= Self.hintedCacheLimit { evictOldestHintedSizes() }
    var newSize: FT_Size? = nil
    var error = FT_New_Size(face, &newSize)
    guard error == 0, let size = newSize else {
      throw .freeType(call: "FT_New_Size", code: error, path: file.path)
    }
    error = FT_Activate_Size(size)
    if error == 0 {
      // ppem = size × scale exactly: the 26.6 character size at 72 dpi is the pixel size.
      error = FT_Set_Char_Size(face, 0, FT_F26Dot6(key.pixelsPerEm26Dot6), 72, 72)
    }
    guard error == 0 else {
      FT_Done_Size(size)
      throw .freeType(call: "FT_Set_Char_Size", code: error, path: file.path)
    }
    guard let font = hb_ft_font_create_referenced(face), font != hb_font_get_empty() else {
      FT_Done_Size(size)
      throw .harfBuzz(call: "hb_ft_font_create_referenced", path: file.path)
    }
    let flags = configuration.hinting == .full ? cfe_load_flags_full() : cfe_load_flags_light()
    hb_ft_font_set_load_flags(font, flags)
    if let trackingSize = configuration.trackingSize { hb_font_set_ptem(font, Float(trackingSize)) }
    let entry = HintedSize(size: size, font: font)
    hintedSizes[key] = entry
    hintedOrder.append(key)
    return entry
  }

  private func evictOldestHintedSizes() {
    let dropped = hintedOrder.prefix(Self.hintedCacheLimit / 2)
    for key in dropped {
      if let entry = hintedSizes.removeValue(forKey: key) {
        hb_font_destroy(entry.font)
        FT_Done_Size(entry.size)
      }
    }
    hintedOrder.removeFirst(dropped.count)
  }

  // MARK: - Opening helpers

  private static func openError(_ code: FT_Error, path: String) -> MetricsError {
    switch code {
    case 0x02, 0x51...0x58:
      // Stream errors at open time mean FreeType ran off the end while probing formats.
      return .notAFont(path: path, reason: "FreeType does not recognize the file format")
    case 0x03, 0x08, 0x09, 0x8E, 0x8F, 0x90, 0x92, 0x93, 0x95, 0xB9, 0xBA:
      return .notAFont(path: path, reason: "the font data is broken (\(FreeTypeErrorText.describe(code)))")
    default: return .freeType(call: "FT_New_Memory_Face", code: code, path: path)
    }
  }

  private static func readAxes(library: FT_Library, face: FT_Face) -> [VariationAxis] {
    guard cfe_face_has_multiple_masters(face) != 0 else { return [] }
    var master: UnsafeMutablePointer<FT_MM_Var>? = nil
    guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
    defer { FT_Done_MM_Var(library, master) }
    let count = Int(master.pointee.num_axis)
    guard let axis = master.pointee.axis else { return [] }
    return (0..<count).map { index in
      let item = axis[index]
      return VariationAxis(
        tag: tagString(UInt32(truncatingIfNeeded: item.tag)), minimum: Double(item.minimum) / 65536,
        defaultValue: Double(item.def) / 65536, maximum: Double(item.maximum) / 65536)
    }
  }

  private static func applyVariations(
    _ settings: [FontVariation], axes: [VariationAxis], face: FT_Face, path: String
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
    var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
    let error = FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
    guard error == 0 else {
      throw .freeType(call: "FT_Set_Var_Design_Coordinates", code: error, path: path)
    }
    return settings.map { hb_variation_t(tag: $0.tagValue, value: Float($0.value)) }
  }

  private static func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
    return String(decoding: bytes, as: UTF8.self).trimmingSuffixSpaces()
  }
}

extension String {
  fileprivate func trimmingSuffixSpaces() -> String {
    var result = self
    while result.hasSuffix(" ") { result.removeLast() }
    return result
  }
}
