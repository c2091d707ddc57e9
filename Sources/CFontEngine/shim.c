#include "shim.h"

/* The oldest releases whose functions TextMetrics calls: FreeType 2.10 (FT_Get_Color_Glyph_Layer) and
   HarfBuzz 2.8.2 (hb_blob_create_or_fail). fontconfig's calls are all in its 2.x API from the
   start. Headers older than this stop the build here. A library older than the headers it was
   built against stops in the dynamic linker, with its own message: at link time ("undefined
   reference to ..."), and at load time for the release build, which is linked with `-z now` so
   that every function is bound before main runs ("symbol lookup error: ... undefined symbol"). */
#if FREETYPE_MAJOR < 2 || (FREETYPE_MAJOR == 2 && FREETYPE_MINOR < 10)
#error "calibrate needs FreeType 2.10 or later (freetype2 from pkg-config is older)"
#endif
#if !HB_VERSION_ATLEAST(2, 8, 2)
#error "calibrate needs HarfBuzz 2.8.2 or later (harfbuzz from pkg-config is older)"
#endif

/* The hardening of Package.swift's cSettings, checked where it takes effect: an optimized build
   (release) without the stack protector or _FORTIFY_SOURCE=2 stops here. The shim itself has no
   stack array and calls nothing that glibc fortifies, so its object code shows neither; the
   flags guard any C added to it, and make hardening reads them back from the executable. */
#if defined(__OPTIMIZE__) && !defined(__SSP_STRONG__)
#error "the release build compiles the shim with -fstack-protector-strong (Package.swift)"
#endif
#if defined(__OPTIMIZE__) && (!defined(_FORTIFY_SOURCE) || _FORTIFY_SOURCE < 2)
#error "the release build compiles the shim with _FORTIFY_SOURCE=2 (Package.swift)"
#endif

hb_bool_t cfe_shape_opentype(hb_font_t *font, hb_buffer_t *buffer) {
  static const char *const shapers[] = {"ot", "fallback", NULL};
  return hb_shape_full(font, buffer, NULL, 0, shapers);
}

hb_bool_t cfe_shape_opentype_features(
    hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int count) {
  static const char *const shapers[] = {"ot", "fallback", NULL};
  return hb_shape_full(font, buffer, features, count, shapers);
}

int cfe_glyph_has_color_layers(FT_Face face, FT_UInt glyph) {
  FT_UInt layer_glyph = 0, color_index = 0;
  FT_LayerIterator iterator;
  iterator.p = NULL;
  return FT_Get_Color_Glyph_Layer(face, glyph, &layer_glyph, &color_index, &iterator) ? 1 : 0;
}

int cfe_glyph_has_color_paint(FT_Face face, FT_UInt glyph) {
#if FREETYPE_MAJOR > 2 || (FREETYPE_MAJOR == 2 && FREETYPE_MINOR >= 11)
  FT_OpaquePaint paint = {NULL, 0};
  return FT_Get_Color_Glyph_Paint(face, glyph, FT_COLOR_NO_ROOT_TRANSFORM, &paint) ? 1 : 0;
#else
  (void)face;
  (void)glyph;
  return 0;
#endif
}
