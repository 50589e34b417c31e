#ifndef OMBRE_RASTER_H
#define OMBRE_RASTER_H
/*
 * The scanline sweep's inner loops: edges deposit signed cover and doubled area in the cells
 * of a band of rows, edge by edge, as one sum per cell whose running total along the row is
 * each pixel's coverage; then each row is swept left to right into coverage spans, 16 cells at
 * a time (one prefix sum in a vector register where the CPU has AVX-512). Reason for the one
 * sum: with cover and area apart, the sweep went cell by cell at 21 cycles a cell.
 * Reason: sweeping row by row over a list of active edges, every piece decided its direction
 * and cell count anew and mispredicted; edge by edge, each edge's loop runs the same way row
 * after row (the sweep measured 1.04 → 0.71 ms per cold frame of the progress view).
 *
 * Coordinates are 24.8 fixed point. An edge's x at each row boundary is its exact rounded
 * value, stepped in integers from one division per edge and band, and where it crosses a
 * pixel's side comes from its own slope (`dydx`), so every span and coverage value is the same
 * whatever the band height, and two copies of one edge deposit exactly opposite sums. Edges
 * inside the box that run at most two pixels across per row (most of a star's and of its
 * stroke's) write each piece into its two or three cells without branching on where it falls.
 */
#include <stddef.h>
#include <stdint.h>

/* CoverageSpan's layout (tested, as ombre_span's in COmbreSIMD): a run of pixels of one
   coverage `alpha`, or with a coverage per pixel at `values`. */
typedef struct {
    int32_t x;
    int32_t count;
    uint8_t alpha;
    const uint8_t *values;
} ombre_raster_span;

/* RasterEdge's layout (tested): a straight edge oriented top to bottom, with its rows per
   column (0 when vertical). */
typedef struct {
    int64_t x0, y0, x1, y1;
    int64_t winding;
    double dydx;
} ombre_edge;

/* A band of cell rows and the row buffers that their spans point into. */
typedef struct ombre_band ombre_band;

/* A band with no room yet; NULL when memory runs out. */
ombre_band *ombre_band_create(void);
void ombre_band_destroy(ombre_band *band);

/* Room for `rows` rows of pixels min_x ..< min_x + width, and empties the band. Returns 0 when
   memory runs out (the band is then empty and holds no room). */
int ombre_band_reserve(ombre_band *band, long min_x, long width, long rows);

/* Deposits the pieces of `edges` (ordered by starting row) that lie in rows top ..< bottom
   (at most the reserved row count), inside the band's columns as ScanlineRasterizer clips
   them. The band's cells must be empty: every row emitted since the last deposit. */
void ombre_band_deposit(ombre_band *band, const ombre_edge *edges, long count, long top, long bottom);

/* Sweeps row `y` of the last deposit into spans (x order, none overlapping; runs never of
   coverage 0; cells are swept 16 at a time from multiples of 16, and pixels between touched
   cells in one such chunk, or in adjacent ones, come in their per-pixel span, so that a
   stroke's crossing of a row is one span), clears its cells and returns how many; `*spans`
   points at them, valid until the next call. even_odd selects the even-odd rule instead of
   nonzero. */
long ombre_band_emit(ombre_band *band, long y, int even_odd, const ombre_raster_span **spans);

/* Sweeps row `y` of the last deposit as ombre_band_emit does and paints it straight into
   `pixels` (the row's pixel at the band's left side) with one premultiplied `color` at opacity
   `alpha` (0...255): the pixels that painting the spans with OmbreGraphics' solid span painter
   gives, without making the spans. Reason: a shape painted with one color (a stroke) spent as
   long making and reading its spans as sweeping them. */
void ombre_band_paint(ombre_band *band, long y, int even_odd, uint32_t *pixels, uint32_t color, uint32_t alpha);

/* Makes the band deposit and sweep with instructions no wider than `level` (1 those every
   CPU of its kind has, 2 AVX2, 3 AVX-512; 0, the default, the widest the CPU runs), so that
   tests can hold every way to the same spans. */
void ombre_band_use_level(ombre_band *band, int level);

#endif
