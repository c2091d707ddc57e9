internal import CFontEngine

/// Owns one `FT_Library`, the FreeType instance a face is loaded with.
///
/// Each ``FontFace`` makes its own library, so faces measured on different threads share no
/// FreeType state. Faces keep their library alive (``FreeTypeFace`` holds a strong reference), so
/// `FT_Done_FreeType` runs only after every face of the library is done.
///
/// Threading: not thread-safe. FreeType allows one thread at a time per library; the library is
/// only used through ``FontFace``, which ``Font`` keeps behind its mutex.
final class FreeTypeLibrary {
  let handle: FT_Library

  /// Starts a FreeType instance.
  ///
  /// - Parameter path: The font file the library is for, named in the error.
  /// - Throws: ``MetricsError/freeType(call:code:path:)`` for `FT_Init_FreeType`.
  init(path: String) throws(MetricsError) {
    var library: FT_Library? = nil
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      throw .freeType(call: "FT_Init_FreeType", code: error, path: path)
    }
    handle = library
  }

  deinit {
    FT_Done_FreeType(handle)
  }
}
