internal import CFontEngine

/// Owns one `hb_buffer_t`, reused for every string a face shapes.
///
/// Threading: not thread-safe. A buffer holds the text being shaped and its results; it is only
/// used through ``FontFace``, which ``Font`` keeps behind its mutex.
final class HarfBuzzBuffer {
  let handle: OpaquePointer

  /// Makes an empty buffer.
  ///
  /// - Parameter path: The font file the buffer is for, named in the error.
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` when HarfBuzz cannot allocate the buffer
  ///   (reported under `hb_face_create`, the name this failure has always had).
  init(path: String) throws(MetricsError) {
    handle = hb_buffer_create()
    // The handle is stored, so a throw runs deinit. Out of memory, hb_buffer_create returns
    // HarfBuzz's inert empty buffer, whose allocation never succeeds and whose destruction does
    // nothing.
    guard hb_buffer_allocation_successful(handle) != 0 else {
      throw .harfBuzz(call: "hb_face_create", path: path)
    }
  }

  deinit {
    hb_buffer_destroy(handle)
  }

  /// The call a failed shaping names: HarfBuzz marks the buffer so when memory runs out, and when
  /// the shaped glyphs or the shaping's operations pass its limits, which grow with the text's
  /// length (so a shorter text may shape).
  static let overflowCall = "hb_shape (out of memory or past its limits for the text's length)"

  /// Replaces the contents with left-to-right text whose script and language HarfBuzz guesses.
  ///
  /// - Parameter scalars: The text, as code points; clusters are their indices.
  func setText(_ scalars: UnsafeBufferPointer<UInt32>) {
    hb_buffer_clear_contents(handle)
    hb_buffer_add_codepoints(handle, scalars.baseAddress, Int32(scalars.count), 0, Int32(scalars.count))
    hb_buffer_set_direction(handle, HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(handle)
  }

  /// Replaces the contents with text of one script, in that script's direction.
  ///
  /// - Parameters:
  ///   - scalars: The text, as code points; clusters are their indices.
  ///   - script: The script (ISO 15924 tag, such as `Latn` or `Arab`), whose horizontal direction
  ///     the text takes; HarfBuzz guesses the language.
  func setText(_ scalars: UnsafeBufferPointer<UInt32>, script: String) {
    hb_buffer_clear_contents(handle)
    hb_buffer_add_codepoints(handle, scalars.baseAddress, Int32(scalars.count), 0, Int32(scalars.count))
    let tag = hb_script_from_string(script, Int32(script.utf8.count))
    hb_buffer_set_script(handle, tag)
    let direction = hb_script_get_horizontal_direction(tag)
    hb_buffer_set_direction(handle, direction == HB_DIRECTION_INVALID ? HB_DIRECTION_LTR : direction)
    hb_buffer_guess_segment_properties(handle)
  }

  /// Whether every allocation since the buffer was made or last cleared succeeded.
  var allocationSuccessful: Bool { hb_buffer_allocation_successful(handle) != 0 }

  /// Shapes the buffer's text with a font, by HarfBuzz's OpenType shaper only.
  ///
  /// The shaper list is `ot`, then `fallback` (`hb_shape_full`), in every mode: plain `hb_shape`
  /// would pick the Graphite shaper for fonts with Graphite tables, which does not take hinted
  /// advances from FreeType. Every font a face shapes with comes through here.
  ///
  /// - Parameters:
  ///   - font: The `hb_font_t` to shape with, owned by the caller.
  ///   - features: Features to turn on or off, beyond the shaper's defaults.
  ///   - path: The font file, named in the error.
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` when HarfBuzz ran out of memory or past its
  ///   limits (``overflowCall``), or neither shaper could run.
  func shape(with font: OpaquePointer, features: [hb_feature_t] = [], path: String) throws(MetricsError) {
    let shaped =
      features.isEmpty
      ? cfe_shape_opentype(font, handle)
      : features.withUnsafeBufferPointer {
        cfe_shape_opentype_features(font, handle, $0.baseAddress, UInt32($0.count))
      }
    guard allocationSuccessful else { throw .harfBuzz(call: Self.overflowCall, path: path) }
    guard shaped != 0 else { throw .harfBuzz(call: "hb_shape_full (shapers ot, fallback)", path: path) }
  }
}
