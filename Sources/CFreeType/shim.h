#ifndef OMBRE_CFREETYPE_SHIM_H
#define OMBRE_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <fontconfig/fontconfig.h>

/* Reason: FT_LOAD_* are macros with casts that Swift does not import. */
static inline FT_Int32 ombre_ft_load_outline(void) { return FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP | FT_LOAD_NO_HINTING; }

/* Reason: FT_IS_SCALABLE is a function-like macro. */
static inline int ombre_ft_is_scalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

#endif
