/* Sweeping a band's rows into coverage spans (see ombre_raster.h). */
#include "ombre_band.h"

#include <string.h>

/* RasterRowCells.alpha under the nonzero rule: coverage 0...255 from a doubled signed area,
   rounded to nearest. Without branches: a full area and more round to 255 alike. */
static inline uint8_t alpha_nonzero(int64_t doubled) {
    int64_t v = doubled < 0 ? -doubled : doubled;
    v = v < FULL_AREA ? v : FULL_AREA;
    return (uint8_t)((v * 255 + FULL_AREA / 2) >> (2 * SHIFT + 1));
}

/* RasterRowCells.alpha under the even-odd rule. */
static inline uint8_t alpha_even_odd(int64_t doubled) {
    int64_t v = (doubled < 0 ? -doubled : doubled) & (2 * FULL_AREA - 1);
    v = v > FULL_AREA ? 2 * FULL_AREA - v : v;
    return (uint8_t)((v * 255 + FULL_AREA / 2) >> (2 * SHIFT + 1));
}

static inline __attribute__((always_inline)) uint8_t alpha_of(int64_t doubled, const int even_odd) {
    return even_odd ? alpha_even_odd(doubled) : alpha_nonzero(doubled);
}

/* A per-pixel span of alphas[x ..< end] and a run. */
static inline ombre_raster_span values_span(int64_t min_x, int64_t x, int64_t end, const uint8_t *alphas) {
    return (ombre_raster_span){(int32_t)(min_x + x), (int32_t)(end - x), 0, alphas + x};
}

static inline ombre_raster_span run_span(int64_t min_x, int64_t x, int64_t end, uint8_t alpha) {
    return (ombre_raster_span){(int32_t)(min_x + x), (int32_t)(end - x), alpha, NULL};
}

/* Writes `alpha` to alphas[x ..< x + n], n < JOIN_LIMIT, in whole 8-byte stores: the bytes
   written past the end lie right of every span made so far and are written again before any
   span reads them (alphas has JOIN_LIMIT bytes to spare). */
static inline void fill_alphas(uint8_t *alphas, int64_t x, int64_t n, uint8_t alpha) {
    uint64_t v = alpha * 0x0101010101010101ull;
    for (int64_t k = 0; k < n; k += 8) memcpy(alphas + x + k, &v, 8);
}

/* The sweep of one row under one rule, made once per rule so that the rule costs no branch
   per cell. */
static inline __attribute__((always_inline)) long emit_row(ombre_band *b, band_row *r, const int even_odd) {
    ombre_raster_span *spans = b->spans;
    uint8_t *alphas = b->alphas;
    int64_t min_x = b->min_x, width = b->width;
    long count = 0;
    int64_t accumulated = 0;
    int64_t x = 0;    /* the next pixel, from min_x, that no span covers yet */
    int64_t open = 0; /* where the per-pixel span being made, which ends at x, starts */
    for (int64_t word = r->first_word; word <= r->last_word; word++) {
        uint64_t bits = r->touched[word];
        if (!bits) continue;
        r->touched[word] = 0;
        do {
            int64_t i = word << 6 | __builtin_ctzll(bits);
            bits &= bits - 1;
            cell cv = r->cells[i];
            r->cells[i] = (cell){0, 0};
            if (i >= width) continue;
            if (i > x) {
                uint8_t alpha = alpha_of((int64_t)((uint64_t)accumulated << 9), even_odd);
                if (alpha > 0 && i - x < JOIN_LIMIT) {
                    fill_alphas(alphas, x, i - x, alpha);
                } else {
                    if (open < x) spans[count++] = values_span(min_x, open, x, alphas);
                    if (alpha > 0) spans[count++] = run_span(min_x, x, i, alpha);
                    open = i;
                }
            }
            accumulated += (int32_t)cv.cover;
            alphas[i] = alpha_of((int64_t)((uint64_t)accumulated << 9) - (int32_t)cv.area, even_odd);
            x = i + 1;
        } while (bits);
    }
    r->first_word = INT64_MAX;
    r->last_word = -1;
    if (open < x) spans[count++] = values_span(min_x, open, x, alphas);
    /* Edges right of the box were dropped, so coverage may run on to its right side. */
    if (x < width) {
        uint8_t alpha = alpha_of((int64_t)((uint64_t)accumulated << 9), even_odd);
        if (alpha > 0) spans[count++] = run_span(min_x, x, width, alpha);
    }
    return count;
}

long ombre_band_emit(ombre_band *b, long y, int even_odd, const ombre_raster_span **out) {
    *out = b->spans;
    int64_t index = y - b->top;
    if (index < 0 || index >= b->rows || b->width <= 0) return 0;
    band_row *r = &b->row[index];
    return even_odd ? emit_row(b, r, 1) : emit_row(b, r, 0);
}
