internal import CFontEngine

// The floor `make bench-process` compares calibrate with: a Swift program built like calibrate
// (static Swift runtime, the same link flags) that links FreeType, HarfBuzz and fontconfig and
// prints one line. Whatever any tool built on these libraries pays to start, this pays too: the
// dynamic loader maps and relocates the three libraries and the ones they bring (png, brotli, zlib,
// graphite2, glib, pcre2, expat). The two calls are constant-time lookups that keep the libraries
// referenced, so no linker can drop them as unused.
print("floor: HarfBuzz \(String(cString: hb_version_string())), fontconfig \(FcGetVersion())")
