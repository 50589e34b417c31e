/* Making and emptying a band (see ombre_raster.h). */
#include "ombre_band.h"

#include <stdlib.h>
#include <string.h>

/* Swift reads and writes these through RasterEdge and CoverageSpan (whose layouts are tested). */
_Static_assert(sizeof(ombre_edge) == 48 && offsetof(ombre_edge, dydx) == 40, "ombre_edge is RasterEdge");
_Static_assert(sizeof(ombre_raster_span) == 24 && offsetof(ombre_raster_span, values) == 16,
               "ombre_raster_span is CoverageSpan");

/* The widest instructions the CPU runs (see ombre_band_level). */
static int cpu_level(void) {
    int level = 1;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) level = 2;
    if (level == 2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq"))
        level = 3;
#endif
    return level;
}

ombre_band *ombre_band_create(void) {
    ombre_band *band = calloc(1, sizeof(ombre_band));
    if (band) band->level = cpu_level();
    return band;
}

/* Frees the band's buffers and leaves it with no room. */
static void band_forget(ombre_band *b) {
    int level = b->level;
    free(b->cells);
    free(b->marks);
    free(b->row);
    free(b->alphas);
    free(b->spans);
    memset(b, 0, sizeof(*b));
    b->level = level;
}

void ombre_band_use_level(ombre_band *band, int level) {
    int widest = cpu_level();
    band->level = level > 0 && level < widest ? level : widest;
}

void ombre_band_destroy(ombre_band *band) {
    if (!band) return;
    band_forget(band);
    free(band);
}

void ombre_band_row_clear(band_row *r, int64_t bytes) {
    /* Eight marks at a time: most of a row's marks are clear. */
    for (int64_t group = 0; group < bytes; group += 8) {
        uint64_t eight;
        memcpy(&eight, r->marks + group, sizeof eight);
        if (!eight) continue;
        for (int64_t chunk = group; chunk < group + 8; chunk++) {
            if (r->marks[chunk]) memset(r->cells + (chunk << CHUNK_SHIFT), 0, (CHUNK_CELLS + 1) * sizeof(cell));
        }
        memset(r->marks + group, 0, sizeof eight);
    }
}

int ombre_band_reserve(ombre_band *b, long min_x, long width, long rows) {
    if (width < 0) width = 0;
    if (rows < 1) rows = 1;
    /* Whole chunks, and one more: a piece's last cell passes its area to the cell after it,
       and a narrow piece writes (nothing) up to three cells past its first. */
    size_t stride = (((size_t)width + CHUNK_CELLS - 1) / CHUNK_CELLS + 1) * CHUNK_CELLS;
    /* A sweep left before its last row leaves cells behind; every deposit needs them empty. */
    for (size_t i = 0; i < b->row_capacity; i++) {
        if (b->row[i].deposited) ombre_band_row_clear(&b->row[i], (int64_t)b->mark_capacity);
        b->row[i].deposited = 0;
    }
    /* Grown by at least doubling, so a clip box that widens a little every frame reallocates a
       few times in all. */
    if (stride > b->cell_capacity || (size_t)rows > b->row_capacity) {
        size_t s = b->cell_capacity;
        if (stride > s) s = stride > 2 * s ? stride : 2 * s;
        size_t r = (size_t)rows > b->row_capacity ? (size_t)rows : b->row_capacity;
        /* Marks in whole 64-byte lines, which the sweep reads at once. */
        size_t w = (s / CHUNK_CELLS + 63) / 64 * 64;
        band_forget(b);
        /* Rows start on cache lines, so that a chunk is one aligned load. */
        b->cells = aligned_alloc(64, s * r * sizeof(cell));
        if (b->cells) memset(b->cells, 0, s * r * sizeof(cell));
        b->marks = aligned_alloc(64, w * r);
        if (b->marks) memset(b->marks, 0, w * r);
        b->row = calloc(r, sizeof(band_row));
        b->alphas = malloc(s + CHUNK_CELLS);
        b->spans = malloc((2 * s + 2) * sizeof(ombre_raster_span));
        if (!b->cells || !b->marks || !b->row || !b->alphas || !b->spans) {
            band_forget(b);
            return 0;
        }
        b->cell_capacity = s;
        b->mark_capacity = w;
        b->row_capacity = r;
    }
    b->min_x = min_x;
    b->width = width;
    b->rows = rows;
    b->top = 0;
    b->mark_bytes = (int64_t)((stride / CHUNK_CELLS + 63) / 64 * 64);
    /* Rows keep the capacity's stride, so a narrower box still finds its cells zeroed. */
    for (size_t i = 0; i < b->row_capacity; i++) {
        b->row[i].cells = b->cells + i * b->cell_capacity;
        b->row[i].marks = b->marks + i * b->mark_capacity;
        b->row[i].deposited = 0;
    }
    return 1;
}
