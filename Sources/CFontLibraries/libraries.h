#ifndef CFONTLIBRARIES_LIBRARIES_H
#define CFONTLIBRARIES_LIBRARIES_H

/* The headers of the font libraries, found with pkg-config. This module links nothing: the
   libraries are loaded when first needed, by CFontEngine's loader. */

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

#endif
