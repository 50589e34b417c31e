#include "ombre_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void on_error(png_structp png, png_const_charp message) {
    ombre_png_output *out = png_get_error_ptr(png);
    snprintf(out->message, sizeof out->message, "%s", message);
    png_longjmp(png, 1);
}

/* Warnings (for example about ancillary chunks) never stop an encode; there is nobody to show them to. */
static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* Appends libpng's output to a buffer that doubles as it fills, so each image is encoded once. */
static void on_write(png_structp png, png_bytep data, size_t length) {
    ombre_png_output *out = png_get_io_ptr(png);
    if (length > out->capacity - out->count) {
        size_t capacity = out->capacity;
        while (length > capacity - out->count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "the PNG is too large to hold in memory");
            capacity *= 2;
        }
        unsigned char *grown = realloc(out->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->count, data, length);
    out->count += length;
}

static void on_flush(png_structp png) { (void)png; }

int ombre_png_encode_bgra(
    const unsigned char *pixels, uint32_t width, uint32_t height, size_t row_bytes, int level, int filters,
    ombre_png_output *out) {
    memset(out, 0, sizeof *out);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, on_error, on_warning);
    if (png == NULL) {
        snprintf(out->message, sizeof out->message, "out of memory");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        snprintf(out->message, sizeof out->message, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(out->bytes);
        out->bytes = NULL;
        out->count = 0;
        out->capacity = 0;
        return 0;
    }
    /* A start of a sixteenth of the raw size, at least 64 KiB, makes a few doublings at most. */
    size_t start = (size_t)width * height / 4;
    out->capacity = start < 65536 ? 65536 : start;
    out->bytes = malloc(out->capacity);
    if (out->bytes == NULL) png_error(png, "out of memory");
    png_set_write_fn(png, out, on_write, on_flush);
    png_set_IHDR(
        png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE,
        PNG_FILTER_TYPE_BASE);
    /* The same sRGB chunk libpng's simplified API writes for 8-bit color. */
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    png_set_bgr(png);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * row_bytes);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 1;
}

void ombre_png_output_release(ombre_png_output *out) {
    free(out->bytes);
    out->bytes = NULL;
    out->count = 0;
    out->capacity = 0;
}
