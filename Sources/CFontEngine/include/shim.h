#ifndef CFONTENGINE_SHIM_H
#define CFONTENGINE_SHIM_H

/* FreeType, HarfBuzz and fontconfig, linked normally: the CFreeType, CHarfBuzz and CFontconfig
   system-library targets give their compiler and linker flags (pkg-config's freetype2, harfbuzz
   and fontconfig), and this header is the one C interface TextMetrics imports. What Swift cannot
   import (macros, flag expressions) is wrapped below as `cfe_` functions. */

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_TABLES_H
#include FT_FONT_FORMATS_H
#include FT_SIZES_H
#include FT_OUTLINE_H
#include FT_COLOR_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <fontconfig/fontconfig.h>

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

/* Whitespace QA reads glyphs as the font stores them: unscaled, unhinted outlines in font units
   (FT_LOAD_NO_SCALE implies no hinting and no bitmap), and embedded bitmaps at a strike. */
static inline FT_Int32 cfe_load_flags_unscaled(void) { return FT_LOAD_NO_SCALE; }
static inline FT_Int32 cfe_load_flags_strike(void) { return FT_LOAD_DEFAULT | FT_LOAD_COLOR; }

static inline int cfe_glyph_is_bitmap(FT_GlyphSlot slot) {
  return slot->format == FT_GLYPH_FORMAT_BITMAP ? 1 : 0;
}

static inline int cfe_face_is_fixed_width(FT_Face face) { return FT_IS_FIXED_WIDTH(face) ? 1 : 0; }

/* Whether a glyph has colour layers (COLR version 0) or a colour paint graph (COLR version 1, which
   FreeType reads from 2.11 on; older FreeType answers 0). */
int cfe_glyph_has_color_layers(FT_Face face, FT_UInt glyph);
int cfe_glyph_has_color_paint(FT_Face face, FT_UInt glyph);

/* Shapes with the OpenType shaper (and its fallback), with features, as cfe_shape_opentype. */
hb_bool_t cfe_shape_opentype_features(
    hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int count);

/* Every string is shaped with HarfBuzz's OpenType shaper, and its fallback shaper when that one
   cannot run. HarfBuzz built with graphite2 (as Debian's is) would otherwise pick the Graphite
   shaper for fonts with Graphite tables, which positions glyphs from its own unhinted metrics;
   iOS and Android have no Graphite. (In shim.c.) */
hb_bool_t cfe_shape_opentype(hb_font_t *font, hb_buffer_t *buffer);

/* fontconfig's object names are string macros. */
static inline const char *cfe_fc_file(void) { return FC_FILE; }
static inline const char *cfe_fc_index(void) { return FC_INDEX; }
static inline const char *cfe_fc_family(void) { return FC_FAMILY; }
static inline const char *cfe_fc_style(void) { return FC_STYLE; }

#endif
