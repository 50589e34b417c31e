#ifndef OMBRE_PNG_H
#define OMBRE_PNG_H
/*
 * One-pass PNG encoding with libpng's full write API. libpng reports errors by longjmp,
 * which must never cross Swift frames, so the setjmp and every libpng call live in
 * ombre_png.c and failures come back as a return value and a message.
 */
#include <stddef.h>
#include <stdint.h>

/* The row filters libpng may choose from (PNG's five filter types); any combination. */
typedef enum {
    OMBRE_PNG_FILTER_NONE = 0x08,
    OMBRE_PNG_FILTER_SUB = 0x10,
    OMBRE_PNG_FILTER_UP = 0x20,
    OMBRE_PNG_FILTER_AVERAGE = 0x40,
    OMBRE_PNG_FILTER_PAETH = 0x80,
} ombre_png_filter;

/* An encoded PNG: malloc'ed bytes owned by the caller until ombre_png_output_release. */
typedef struct {
    unsigned char *bytes;
    size_t count;
    size_t capacity;
    /* Why encoding failed, NUL-terminated; empty on success. */
    char message[160];
} ombre_png_output;

/* Reason: wraps libpng's longjmp error handling so that Swift sees a plain status.
   Encodes width x height pixels of 8-bit B, G, R, A (straight alpha), rows row_bytes apart,
   as an 8-bit RGBA PNG tagged sRGB, at zlib `level` (0-9) with `filters` (ombre_png_filter
   bits). Returns 1 and fills `out`, or 0 with out->message set and no bytes held. */
int ombre_png_encode_bgra(
    const unsigned char *pixels, uint32_t width, uint32_t height, size_t row_bytes, int level, int filters,
    ombre_png_output *out);

/* Reason: the bytes were allocated in C, so C frees them. */
void ombre_png_output_release(ombre_png_output *out);

#endif
