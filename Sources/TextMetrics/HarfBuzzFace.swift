internal import CFontEngine

/// Owns one `hb_face_t` and the `hb_blob_t` it was made from.
///
/// One class owns both because the face references the blob: `hb_face_create` takes its own
/// reference to it, so the blob is never used apart from the face, and the two are made together
/// and destroyed together (face first). The blob wraps the bytes of a ``FontFile`` in
/// `HB_MEMORY_MODE_READONLY`, borrowing rather than copying them, so this object keeps the file
/// alive. HarfBuzz fonts made from the face (``HarfBuzzFont``) keep the face alive in turn.
///
/// Threading: not thread-safe; the face is only used through ``FontFace``, which ``Font`` keeps
/// behind its mutex.
final class HarfBuzzFace {
  let file: FontFile
  private let blob: OpaquePointer
  let handle: OpaquePointer

  /// Makes the HarfBuzz face for one face of a font file.
  ///
  /// - Parameters:
  ///   - file: The bytes, borrowed for as long as the face lives.
  ///   - index: The face within a collection.
  /// - Throws: ``MetricsError/harfBuzz(call:path:)`` naming `hb_face_create` when HarfBuzz cannot
  ///   allocate the blob or the face.
  init(file: FontFile, index: Int) throws(MetricsError) {
    let bytes = UnsafeRawPointer(file.bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
    guard
      let blob = hb_blob_create_or_fail(
        bytes, UInt32(file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
    else { throw .harfBuzz(call: "hb_face_create", path: file.path) }
    self.file = file
    self.blob = blob
    handle = hb_face_create(blob, UInt32(index))
    // Every handle is stored, so a throw from here on runs deinit, which destroys both. Out of
    // memory, hb_face_create returns HarfBuzz's inert empty face (destroying it does nothing).
    guard handle != hb_face_get_empty() else { throw .harfBuzz(call: "hb_face_create", path: file.path) }
  }

  deinit {
    hb_face_destroy(handle)
    hb_blob_destroy(blob)
  }

  /// How many tables HarfBuzz finds in the face: 0 for files it cannot read as SFNT (Type 1,
  /// WOFF, WOFF2 and other formats only FreeType decodes).
  var tableCount: Int { Int(hb_face_get_table_tags(handle, 0, nil, nil)) }
}
