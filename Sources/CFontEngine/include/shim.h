#ifndef CFONTENGINE_SHIM_H
#define CFONTENGINE_SHIM_H

#include <stddef.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H
#include FT_FONT_FORMATS_H
#include FT_SIZES_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>

/* ---------------------------------------------------------------------------------------------
   Loading the libraries when first needed

   calibrate links none of the font libraries: `calibrate --help` would otherwise pay for loading
   and relocating FreeType, HarfBuzz, fontconfig and the dozen libraries they bring (glib, pcre2,
   graphite2, png16, brotli, zlib, expat) before printing a line. loader.c opens them with dlopen
   when the first font engine is made (FreeType and HarfBuzz together) and when the first family
   name is looked up (fontconfig), and resolves the functions below into tables; the `cfe_`
   wrappers call through the tables.

   Each wrapper has the same parameters as the library function it stands for, so Swift calls
   `cfe_FT_Load_Glyph` exactly as it would call `FT_Load_Glyph`. A wrapper may only be called
   after its library's loader has succeeded (TextMetrics' `FontLibraries` does that in every type
   that makes a library's first object); before, the table holds null pointers. The wrappers have
   names of their own: a function of ours named `FT_Load_Glyph` would interpose on the library's
   own, and HarfBuzz's FreeType calls would land in it. */

/* The libraries are opened by SONAME, the name the dynamic linker would have recorded had they
   been linked: it names the ABI of the headers this module is compiled against, where the
   unversioned `libfreetype.so` is a development symlink that may be missing or point elsewhere. */
#define CFE_FREETYPE_SONAME "libfreetype.so.6"
#define CFE_HARFBUZZ_SONAME "libharfbuzz.so.0"
#define CFE_FONTCONFIG_SONAME "libfontconfig.so.1"

/* The functions resolved from each library; X is applied to each name. */
#define CFE_FREETYPE_FUNCTIONS(X)                                                                    \
  X(FT_Init_FreeType)                                                                              \
  X(FT_Done_FreeType)                                                                              \
  X(FT_Library_Version)                                                                            \
  X(FT_New_Face)                                                                                   \
  X(FT_New_Memory_Face)                                                                            \
  X(FT_Done_Face)                                                                                  \
  X(FT_Get_Postscript_Name)                                                                        \
  X(FT_Get_Font_Format)                                                                            \
  X(FT_Get_MM_Var)                                                                                 \
  X(FT_Done_MM_Var)                                                                                \
  X(FT_Set_Var_Design_Coordinates)                                                                 \
  X(FT_New_Size)                                                                                   \
  X(FT_Done_Size)                                                                                  \
  X(FT_Activate_Size)                                                                              \
  X(FT_Set_Char_Size)                                                                              \
  X(FT_Load_Glyph)                                                                                 \
  X(FT_Outline_Get_CBox)                                                                           \
  X(FT_Outline_Decompose)

#define CFE_HARFBUZZ_FUNCTIONS(X)                                                                    \
  X(hb_version_string)                                                                             \
  X(hb_blob_create_or_fail)                                                                        \
  X(hb_blob_destroy)                                                                               \
  X(hb_face_create)                                                                                \
  X(hb_face_get_empty)                                                                             \
  X(hb_face_destroy)                                                                               \
  X(hb_face_get_table_tags)                                                                        \
  X(hb_font_create)                                                                                \
  X(hb_font_get_empty)                                                                             \
  X(hb_font_set_scale)                                                                             \
  X(hb_font_set_variations)                                                                        \
  X(hb_font_set_ptem)                                                                              \
  X(hb_font_set_ppem)                                                                              \
  X(hb_font_destroy)                                                                               \
  X(hb_font_get_nominal_glyph)                                                                     \
  X(hb_ft_font_create_referenced)                                                                  \
  X(hb_ft_font_set_load_flags)                                                                     \
  X(hb_ft_font_changed)                                                                            \
  X(hb_buffer_create)                                                                              \
  X(hb_buffer_allocation_successful)                                                               \
  X(hb_buffer_destroy)                                                                             \
  X(hb_buffer_clear_contents)                                                                      \
  X(hb_buffer_add_codepoints)                                                                      \
  X(hb_buffer_set_direction)                                                                       \
  X(hb_buffer_guess_segment_properties)                                                            \
  X(hb_buffer_get_length)                                                                          \
  X(hb_buffer_get_glyph_infos)                                                                     \
  X(hb_buffer_get_glyph_positions)                                                                 \
  X(hb_shape_full)

#define CFE_FONTCONFIG_FUNCTIONS(X)                                                                  \
  X(FcInit)                                                                                        \
  X(FcFini)                                                                                        \
  X(FcNameParse)                                                                                   \
  X(FcPatternDestroy)                                                                              \
  X(FcPatternGetInteger)                                                                           \
  X(FcPatternGetString)                                                                            \
  X(FcObjectSetCreate)                                                                             \
  X(FcObjectSetAdd)                                                                                \
  X(FcObjectSetDestroy)                                                                            \
  X(FcFontList)                                                                                    \
  X(FcFontSetDestroy)                                                                              \
  X(FcConfigSubstitute)                                                                            \
  X(FcDefaultSubstitute)                                                                           \
  X(FcFontMatch)

/* One pointer per function, typed from the library's own declaration. */
#define CFE_FUNCTION_POINTER(name) __typeof__(&name) name;
struct cfe_freetype_functions {
  CFE_FREETYPE_FUNCTIONS(CFE_FUNCTION_POINTER)
};
struct cfe_harfbuzz_functions {
  CFE_HARFBUZZ_FUNCTIONS(CFE_FUNCTION_POINTER)
};
struct cfe_fontconfig_functions {
  CFE_FONTCONFIG_FUNCTIONS(CFE_FUNCTION_POINTER)
};
#undef CFE_FUNCTION_POINTER

/* Filled once by the loaders; read-only afterwards. */
extern struct cfe_freetype_functions cfe_freetype;
extern struct cfe_harfbuzz_functions cfe_harfbuzz;
extern struct cfe_fontconfig_functions cfe_fontconfig;

/* The libraries' own functions may not be called: they are not linked, and a direct call would
   either fail to link or bring the library back as a start-up dependency. */
#define CFE_UNAVAILABLE(name)                                                                        \
  __typeof__(name) name __attribute__((unavailable("loaded lazily: call cfe_" #name)));
CFE_FREETYPE_FUNCTIONS(CFE_UNAVAILABLE)
CFE_HARFBUZZ_FUNCTIONS(CFE_UNAVAILABLE)
CFE_FONTCONFIG_FUNCTIONS(CFE_UNAVAILABLE)
#undef CFE_UNAVAILABLE

/* Why a library could not be loaded: its SONAME and the dynamic linker's message (one line). */
typedef struct {
  const char *library;
  const char *reason;
} cfe_load_failure;

/* Loads FreeType, then HarfBuzz, and resolves their functions, once per process (thread-safe).
   Returns NULL when both are ready, else the failure, the same on every later call. */
const cfe_load_failure *cfe_load_freetype_harfbuzz(void);

/* Loads fontconfig and resolves its functions, once per process (thread-safe). Returns NULL when
   it is ready, else the failure, the same on every later call. */
const cfe_load_failure *cfe_load_fontconfig(void);

/* Opens a library by SONAME and resolves one symbol the way the loaders do, then closes it,
   touching no table: what a missing library or function looks like, for the tests. Returns 0 on
   success, else -1 with the message written to `reason` (at most `capacity` bytes). */
int cfe_probe_library(const char *soname, const char *symbol, char *reason, size_t capacity);

/* ---------------------------------------------------------------------------------------------
   FreeType (call cfe_load_freetype_harfbuzz first) */

static inline FT_Error cfe_FT_Init_FreeType(FT_Library *alibrary) {
  return cfe_freetype.FT_Init_FreeType(alibrary);
}
static inline FT_Error cfe_FT_Done_FreeType(FT_Library library) {
  return cfe_freetype.FT_Done_FreeType(library);
}
static inline void cfe_FT_Library_Version(
    FT_Library library, FT_Int *amajor, FT_Int *aminor, FT_Int *apatch) {
  cfe_freetype.FT_Library_Version(library, amajor, aminor, apatch);
}
static inline FT_Error cfe_FT_New_Face(
    FT_Library library, const char *filepathname, FT_Long face_index, FT_Face *aface) {
  return cfe_freetype.FT_New_Face(library, filepathname, face_index, aface);
}
static inline FT_Error cfe_FT_New_Memory_Face(FT_Library library, const FT_Byte *file_base,
    FT_Long file_size, FT_Long face_index, FT_Face *aface) {
  return cfe_freetype.FT_New_Memory_Face(library, file_base, file_size, face_index, aface);
}
static inline FT_Error cfe_FT_Done_Face(FT_Face face) { return cfe_freetype.FT_Done_Face(face); }
static inline const char *cfe_FT_Get_Postscript_Name(FT_Face face) {
  return cfe_freetype.FT_Get_Postscript_Name(face);
}
static inline const char *cfe_FT_Get_Font_Format(FT_Face face) {
  return cfe_freetype.FT_Get_Font_Format(face);
}
static inline FT_Error cfe_FT_Get_MM_Var(FT_Face face, FT_MM_Var **amaster) {
  return cfe_freetype.FT_Get_MM_Var(face, amaster);
}
static inline FT_Error cfe_FT_Done_MM_Var(FT_Library library, FT_MM_Var *amaster) {
  return cfe_freetype.FT_Done_MM_Var(library, amaster);
}
static inline FT_Error cfe_FT_Set_Var_Design_Coordinates(
    FT_Face face, FT_UInt num_coords, FT_Fixed *coords) {
  return cfe_freetype.FT_Set_Var_Design_Coordinates(face, num_coords, coords);
}
static inline FT_Error cfe_FT_New_Size(FT_Face face, FT_Size *size) {
  return cfe_freetype.FT_New_Size(face, size);
}
static inline FT_Error cfe_FT_Done_Size(FT_Size size) { return cfe_freetype.FT_Done_Size(size); }
static inline FT_Error cfe_FT_Activate_Size(FT_Size size) {
  return cfe_freetype.FT_Activate_Size(size);
}
static inline FT_Error cfe_FT_Set_Char_Size(FT_Face face, FT_F26Dot6 char_width,
    FT_F26Dot6 char_height, FT_UInt horz_resolution, FT_UInt vert_resolution) {
  return cfe_freetype.FT_Set_Char_Size(
      face, char_width, char_height, horz_resolution, vert_resolution);
}
static inline FT_Error cfe_FT_Load_Glyph(FT_Face face, FT_UInt glyph_index, FT_Int32 load_flags) {
  return cfe_freetype.FT_Load_Glyph(face, glyph_index, load_flags);
}
static inline void cfe_FT_Outline_Get_CBox(const FT_Outline *outline, FT_BBox *acbox) {
  cfe_freetype.FT_Outline_Get_CBox(outline, acbox);
}
static inline FT_Error cfe_FT_Outline_Decompose(
    FT_Outline *outline, const FT_Outline_Funcs *func_interface, void *user) {
  return cfe_freetype.FT_Outline_Decompose(outline, func_interface, user);
}

/* ---------------------------------------------------------------------------------------------
   HarfBuzz (call cfe_load_freetype_harfbuzz first) */

static inline const char *cfe_hb_version_string(void) { return cfe_harfbuzz.hb_version_string(); }
static inline hb_blob_t *cfe_hb_blob_create_or_fail(const char *data, unsigned int length,
    hb_memory_mode_t mode, void *user_data, hb_destroy_func_t destroy) {
  return cfe_harfbuzz.hb_blob_create_or_fail(data, length, mode, user_data, destroy);
}
static inline void cfe_hb_blob_destroy(hb_blob_t *blob) { cfe_harfbuzz.hb_blob_destroy(blob); }
static inline hb_face_t *cfe_hb_face_create(hb_blob_t *blob, unsigned int index) {
  return cfe_harfbuzz.hb_face_create(blob, index);
}
static inline hb_face_t *cfe_hb_face_get_empty(void) { return cfe_harfbuzz.hb_face_get_empty(); }
static inline void cfe_hb_face_destroy(hb_face_t *face) { cfe_harfbuzz.hb_face_destroy(face); }
static inline unsigned int cfe_hb_face_get_table_tags(const hb_face_t *face,
    unsigned int start_offset, unsigned int *table_count, hb_tag_t *table_tags) {
  return cfe_harfbuzz.hb_face_get_table_tags(face, start_offset, table_count, table_tags);
}
static inline hb_font_t *cfe_hb_font_create(hb_face_t *face) {
  return cfe_harfbuzz.hb_font_create(face);
}
static inline hb_font_t *cfe_hb_font_get_empty(void) { return cfe_harfbuzz.hb_font_get_empty(); }
static inline void cfe_hb_font_set_scale(hb_font_t *font, int x_scale, int y_scale) {
  cfe_harfbuzz.hb_font_set_scale(font, x_scale, y_scale);
}
static inline void cfe_hb_font_set_variations(
    hb_font_t *font, const hb_variation_t *variations, unsigned int variations_length) {
  cfe_harfbuzz.hb_font_set_variations(font, variations, variations_length);
}
static inline void cfe_hb_font_set_ptem(hb_font_t *font, float ptem) {
  cfe_harfbuzz.hb_font_set_ptem(font, ptem);
}
static inline void cfe_hb_font_set_ppem(hb_font_t *font, unsigned int x_ppem, unsigned int y_ppem) {
  cfe_harfbuzz.hb_font_set_ppem(font, x_ppem, y_ppem);
}
static inline void cfe_hb_font_destroy(hb_font_t *font) { cfe_harfbuzz.hb_font_destroy(font); }
static inline hb_bool_t cfe_hb_font_get_nominal_glyph(
    hb_font_t *font, hb_codepoint_t unicode, hb_codepoint_t *glyph) {
  return cfe_harfbuzz.hb_font_get_nominal_glyph(font, unicode, glyph);
}
static inline hb_font_t *cfe_hb_ft_font_create_referenced(FT_Face ft_face) {
  return cfe_harfbuzz.hb_ft_font_create_referenced(ft_face);
}
static inline void cfe_hb_ft_font_set_load_flags(hb_font_t *font, int load_flags) {
  cfe_harfbuzz.hb_ft_font_set_load_flags(font, load_flags);
}
static inline void cfe_hb_ft_font_changed(hb_font_t *font) {
  cfe_harfbuzz.hb_ft_font_changed(font);
}
static inline hb_buffer_t *cfe_hb_buffer_create(void) { return cfe_harfbuzz.hb_buffer_create(); }
static inline hb_bool_t cfe_hb_buffer_allocation_successful(hb_buffer_t *buffer) {
  return cfe_harfbuzz.hb_buffer_allocation_successful(buffer);
}
static inline void cfe_hb_buffer_destroy(hb_buffer_t *buffer) {
  cfe_harfbuzz.hb_buffer_destroy(buffer);
}
static inline void cfe_hb_buffer_clear_contents(hb_buffer_t *buffer) {
  cfe_harfbuzz.hb_buffer_clear_contents(buffer);
}
static inline void cfe_hb_buffer_add_codepoints(hb_buffer_t *buffer, const hb_codepoint_t *text,
    int text_length, unsigned int item_offset, int item_length) {
  cfe_harfbuzz.hb_buffer_add_codepoints(buffer, text, text_length, item_offset, item_length);
}
static inline void cfe_hb_buffer_set_direction(hb_buffer_t *buffer, hb_direction_t direction) {
  cfe_harfbuzz.hb_buffer_set_direction(buffer, direction);
}
static inline void cfe_hb_buffer_guess_segment_properties(hb_buffer_t *buffer) {
  cfe_harfbuzz.hb_buffer_guess_segment_properties(buffer);
}
static inline unsigned int cfe_hb_buffer_get_length(const hb_buffer_t *buffer) {
  return cfe_harfbuzz.hb_buffer_get_length(buffer);
}
static inline hb_glyph_info_t *cfe_hb_buffer_get_glyph_infos(
    hb_buffer_t *buffer, unsigned int *length) {
  return cfe_harfbuzz.hb_buffer_get_glyph_infos(buffer, length);
}
static inline hb_glyph_position_t *cfe_hb_buffer_get_glyph_positions(
    hb_buffer_t *buffer, unsigned int *length) {
  return cfe_harfbuzz.hb_buffer_get_glyph_positions(buffer, length);
}

/* ---------------------------------------------------------------------------------------------
   fontconfig (call cfe_load_fontconfig first) */

static inline FcBool cfe_FcInit(void) { return cfe_fontconfig.FcInit(); }
static inline void cfe_FcFini(void) { cfe_fontconfig.FcFini(); }
static inline FcPattern *cfe_FcNameParse(const FcChar8 *name) {
  return cfe_fontconfig.FcNameParse(name);
}
static inline void cfe_FcPatternDestroy(FcPattern *p) { cfe_fontconfig.FcPatternDestroy(p); }
static inline FcResult cfe_FcPatternGetInteger(const FcPattern *p, const char *object, int n, int *i) {
  return cfe_fontconfig.FcPatternGetInteger(p, object, n, i);
}
static inline FcResult cfe_FcPatternGetString(
    const FcPattern *p, const char *object, int n, FcChar8 **s) {
  return cfe_fontconfig.FcPatternGetString(p, object, n, s);
}
static inline FcObjectSet *cfe_FcObjectSetCreate(void) { return cfe_fontconfig.FcObjectSetCreate(); }
static inline FcBool cfe_FcObjectSetAdd(FcObjectSet *os, const char *object) {
  return cfe_fontconfig.FcObjectSetAdd(os, object);
}
static inline void cfe_FcObjectSetDestroy(FcObjectSet *os) { cfe_fontconfig.FcObjectSetDestroy(os); }
static inline FcFontSet *cfe_FcFontList(FcConfig *config, FcPattern *p, FcObjectSet *os) {
  return cfe_fontconfig.FcFontList(config, p, os);
}
static inline void cfe_FcFontSetDestroy(FcFontSet *s) { cfe_fontconfig.FcFontSetDestroy(s); }
static inline FcBool cfe_FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind) {
  return cfe_fontconfig.FcConfigSubstitute(config, p, kind);
}
static inline void cfe_FcDefaultSubstitute(FcPattern *pattern) {
  cfe_fontconfig.FcDefaultSubstitute(pattern);
}
static inline FcPattern *cfe_FcFontMatch(FcConfig *config, FcPattern *p, FcResult *result) {
  return cfe_fontconfig.FcFontMatch(config, p, result);
}

/* ---------------------------------------------------------------------------------------------
   Macros Swift cannot import */

/* FreeType's load-flag and tag macros expand to casts and shifts that Swift cannot import. */

static inline FT_Int32 cfe_load_flags_full(void) { return FT_LOAD_DEFAULT; }
static inline FT_Int32 cfe_load_flags_light(void) { return FT_LOAD_DEFAULT | FT_LOAD_TARGET_LIGHT; }
static inline FT_Int32 cfe_load_flags_unhinted(void) { return FT_LOAD_DEFAULT | FT_LOAD_NO_HINTING; }

/* Outlines are loaded with a mode's flags plus this one, so a face with embedded bitmaps still
   gives its outline rather than a bitmap at the sizes its strikes cover. */
static inline FT_Int32 cfe_load_flag_no_bitmap(void) { return FT_LOAD_NO_BITMAP; }

static inline int cfe_glyph_is_outline(FT_GlyphSlot slot) {
  return slot->format == FT_GLYPH_FORMAT_OUTLINE ? 1 : 0;
}

static inline int cfe_face_has_multiple_masters(FT_Face face) {
  return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0;
}

static inline int cfe_face_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

static inline int cfe_face_is_sfnt(FT_Face face) { return FT_IS_SFNT(face) ? 1 : 0; }

/* Every string is shaped with HarfBuzz's OpenType shaper, and its fallback shaper when that one
   cannot run. HarfBuzz built with graphite2 (as Debian's is) would otherwise pick the Graphite
   shaper for fonts with Graphite tables, which positions glyphs from its own unhinted metrics;
   iOS and Android have no Graphite. (Call cfe_load_freetype_harfbuzz first.) */
static inline hb_bool_t cfe_shape_opentype(hb_font_t *font, hb_buffer_t *buffer) {
  static const char *const shapers[] = {"ot", "fallback", NULL};
  return cfe_harfbuzz.hb_shape_full(font, buffer, NULL, 0, shapers);
}

/* fontconfig's object names are string macros. */
static inline const char *cfe_fc_file(void) { return FC_FILE; }
static inline const char *cfe_fc_index(void) { return FC_INDEX; }
static inline const char *cfe_fc_family(void) { return FC_FAMILY; }
static inline const char *cfe_fc_style(void) { return FC_STYLE; }

#endif
