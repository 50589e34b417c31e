/* The band's layout, shared by the files of its three steps: making room (ombre_band.c),
   depositing edges (ombre_deposit.c) and sweeping rows into spans (ombre_emit.c). Private to
   this target. */
#ifndef OMBRE_BAND_H
#define OMBRE_BAND_H

#include "ombre_raster.h"

#include <stddef.h>
#include <stdint.h>

enum { SHIFT = 8, ONE = 1 << SHIFT, MASK = ONE - 1, FULL_AREA = 2 * ONE * ONE };

/* Cells come in chunks of this many, the sweep's unit: a byte of a row's marks marks a chunk
   that holds a deposit, and the sweep turns a marked chunk's cells into its pixels' coverage at
   once (16 32-bit lanes: one AVX-512 register, two AVX2 ones). Unmarked chunks between marked
   ones are runs of one coverage. A byte rather than a bit, so that marking is one store; the
   sweep reads the marks 64 at a time. */
enum { CHUNK_SHIFT = 4, CHUNK_CELLS = 1 << CHUNK_SHIFT };

/* One signed sum per cell, wrapping in 32 bits: a piece with cover c and doubled area a inside
   cell x adds 2·ONE·c − a to x and a to x + 1, so that a pixel's doubled coverage is the sum of
   the cells up to it (the prefix sum is the whole sweep). Exact unless more than 16,384
   windings meet in one pixel. */
typedef uint32_t cell;

typedef struct {
    cell *cells;
    uint8_t *marks;
    int deposited; /* deposited into since last swept, so that a reset empties only these */
} band_row;

struct ombre_band {
    int64_t min_x, width, rows, top, mark_bytes;
    int level; /* the widest instructions it uses: 3 AVX-512, 2 AVX2, 1 baseline */
    cell *cells;
    uint8_t *marks;
    band_row *row;
    uint8_t *alphas;
    ombre_raster_span *spans;
    size_t cell_capacity, mark_capacity, row_capacity;
};

/* ombre_band_deposit with the instructions every CPU of its kind has. */
void ombre_band_deposit_portable(ombre_band *band, const ombre_edge *edges, long count, long top, long bottom);

#if defined(__x86_64__)
/* ombre_band_deposit built for AVX2; the caller checks that the CPU has it. */
void ombre_band_deposit_avx2(ombre_band *band, const ombre_edge *edges, long count, long top, long bottom);
#endif

/* Empties the marked chunks of row `r`, whose marks are `bytes` long, and the cell after each
   (which takes the area of a piece ending in the chunk's last cell), and clears their marks. */
void ombre_band_row_clear(band_row *r, int64_t bytes);

#endif
