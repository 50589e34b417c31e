/* Painting one color straight from a row's coverage as the sweep makes it (ombre_band_paint):
   the arithmetic of Blend.over and OmbreGraphics' solid span painting, sixteen pixels at a
   time in the sweep's lanes, so that every pixel is the one the spans would have painted.
   Included by ombre_emit.c only, after its lane types. */
#ifndef OMBRE_SOLID_H
#define OMBRE_SOLID_H

#include <string.h>

/* Where and what a row's sweep paints: the pixel at the box's left side, the color
   (premultiplied, as the canvas stores it) and the canvas's opacity (0...255). */
typedef struct {
    uint32_t *pixels;
    uint32_t color;
    uint32_t alpha;
} solid_paint;

/* Blend.multiply: a · b / 255, rounded, in every lane. */
static inline __attribute__((always_inline)) lanes multiply255_lanes(lanes a, uint32_t b) {
    lanes p = a * b + 128;
    return (p + (p >> 8)) >> 8;
}

/* Blend.scale: each channel of p times f / 255, rounded, two channels per 32-bit multiply. */
static inline __attribute__((always_inline)) lanes scale255_lanes(lanes p, lanes f) {
    lanes rb = (p & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    lanes ag = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

/* The same for one value, through the lanes so that both are one formula. */
static inline __attribute__((always_inline)) uint32_t multiply255(uint32_t a, uint32_t b) {
    return multiply255_lanes((lanes){0} + a, b)[0];
}

static inline __attribute__((always_inline)) uint32_t scale255(uint32_t p, uint32_t f) {
    return scale255_lanes((lanes){0} + p, (lanes){0} + f)[0];
}

/* n ≤ 16 pixels at `dst` become Blend.over(scale(s[i], 255), dst[i]) — s is already weighted —
   through lanes; a chunk cut by the box's right side goes through a copy. */
static inline __attribute__((always_inline)) void over_lanes(uint32_t *dst, lanes s, int64_t n) {
    lanes d;
    if (n >= CHUNK_CELLS) {
        memcpy(&d, dst, sizeof d);
    } else {
        d = (lanes){0};
        memcpy(&d, dst, sizeof(uint32_t) * (size_t)n);
    }
    lanes out = s + scale255_lanes(d, 255 - (s >> 24));
    if (n >= CHUNK_CELLS) {
        memcpy(dst, &out, sizeof out);
    } else {
        memcpy(dst, &out, sizeof(uint32_t) * (size_t)n);
    }
}

/* Paints pixels x ..< stop (from the box's left side), all of coverage `coverage`, as a run
   span of it is painted: the weighted color filled when opaque, else blended. */
static inline __attribute__((always_inline)) void paint_run(const solid_paint *p, int64_t x, int64_t stop,
                                                            uint32_t coverage) {
    if (coverage == 0 || stop <= x) return;
    uint32_t weight = multiply255(coverage, p->alpha);
    uint32_t s = weight >= 255 ? p->color : scale255(p->color, weight);
    uint32_t *dst = p->pixels + x;
    int64_t n = stop - x;
    if (s >> 24 == 255) {
        lanes v = (lanes){0} + s;
        int64_t i = 0;
        for (; i + CHUNK_CELLS <= n; i += CHUNK_CELLS) memcpy(dst + i, &v, sizeof v);
        for (; i < n; i++) dst[i] = s;
    } else if (s != 0) {
        lanes v = (lanes){0} + s;
        for (int64_t i = 0; i < n; i += CHUNK_CELLS) over_lanes(dst + i, v, n - i);
    }
}

/* Paints the chunk of cells from `start` whose coverage the sweep left in `alphas` (`n` ≤ 16
   of its pixels inside the box; `covered` and `full` a bit per pixel), as a per-pixel span of
   those values is painted. */
static inline __attribute__((always_inline)) void paint_chunk(const solid_paint *p, int64_t start, lanes alphas,
                                                              uint32_t covered, uint32_t full, int64_t n) {
    if (covered == 0) return;
    uint32_t *dst = p->pixels + start;
    if (full == 0xFFFF && p->alpha == 255 && p->color >> 24 == 255) {
        lanes v = (lanes){0} + p->color;
        memcpy(dst, &v, sizeof v);
        return;
    }
    lanes weight = p->alpha == 255 ? alphas : multiply255_lanes(alphas, p->alpha);
    over_lanes(dst, scale255_lanes((lanes){0} + p->color, weight), n);
}

#endif
