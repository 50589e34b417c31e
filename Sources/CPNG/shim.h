#ifndef OMBRE_CPNG_SHIM_H
#define OMBRE_CPNG_SHIM_H
#include <png.h>
#include <string.h>

/* Reason: PNG_IMAGE_VERSION is a macro; Swift needs a value to fill png_image. */
static inline void ombre_png_image_init(png_image *image) {
    memset(image, 0, sizeof(*image));
    image->version = PNG_IMAGE_VERSION;
}

/* Reason: PNG_FORMAT_BGRA is a compound macro that Swift does not import. */
static inline png_uint_32 ombre_png_format_bgra(void) { return PNG_FORMAT_BGRA; }

/* Reason: png_image_free is needed after a failed read; keeps the call in one place. */
static inline void ombre_png_image_release(png_image *image) { png_image_free(image); }

#endif
