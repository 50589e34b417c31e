/* The band's layout, shared by the files of its three steps: making room (ombre_band.c),
   depositing edges (ombre_deposit.c) and sweeping rows into spans (ombre_emit.c). Private to
   this target. */
#ifndef OMBRE_BAND_H
#define OMBRE_BAND_H

#include "ombre_raster.h"

#include <stddef.h>
#include <stdint.h>

enum { SHIFT = 8, ONE = 1 << SHIFT, MASK = ONE - 1, FULL_AREA = 2 * ONE * ONE };

/* A run of one coverage shorter than this between touched cells joins them in one per-pixel
   span. Reason: a stroke crosses a row in a cell or two, a few whole pixels and a cell or two,
   and painting that as one span of a few vector steps costs less than three spans. Longer runs
   (a shape's inside) stay runs, which paint as plain fills. */
enum { JOIN_LIMIT = 16 };

/* Cover and doubled area as 32-bit sums that wrap: a row's sums are exact in them unless more
   than 16,384 windings meet in one pixel. */
typedef struct {
    uint32_t cover, area;
} cell;

typedef struct {
    cell *cells;
    uint64_t *touched;
    int64_t first_word, last_word;
} band_row;

struct ombre_band {
    int64_t min_x, width, rows, top;
    cell *cells;
    uint64_t *touched;
    band_row *row;
    uint8_t *alphas;
    ombre_raster_span *spans;
    size_t cell_capacity, word_capacity, row_capacity;
};

#endif
