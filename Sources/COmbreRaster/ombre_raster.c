#include "ombre_raster.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* Swift reads and writes these through RasterEdge and CoverageSpan (whose layouts are tested). */
_Static_assert(sizeof(ombre_edge) == 48 && offsetof(ombre_edge, dxdy) == 40, "ombre_edge is RasterEdge");
_Static_assert(sizeof(ombre_raster_span) == 24 && offsetof(ombre_raster_span, values) == 16,
               "ombre_raster_span is CoverageSpan");

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

ombre_band *ombre_band_create(void) { return calloc(1, sizeof(ombre_band)); }

/* Frees the band's buffers and leaves it with no room. */
static void band_forget(ombre_band *b) {
    free(b->cells);
    free(b->touched);
    free(b->row);
    free(b->alphas);
    free(b->spans);
    memset(b, 0, sizeof(*b));
}

void ombre_band_destroy(ombre_band *band) {
    if (!band) return;
    band_forget(band);
    free(band);
}

int ombre_band_reserve(ombre_band *b, long min_x, long width, long rows) {
    if (width < 0) width = 0;
    if (rows < 1) rows = 1;
    size_t stride = (size_t)width + 2;
    /* A sweep left before its last row leaves cells behind; every deposit needs them empty. */
    for (size_t i = 0; i < b->row_capacity; i++) {
        band_row *r = &b->row[i];
        for (int64_t word = r->first_word; word <= r->last_word; word++) {
            for (uint64_t bits = r->touched[word]; bits; bits &= bits - 1) {
                int64_t c = word << 6 | __builtin_ctzll(bits);
                r->cells[c].cover = 0;
                r->cells[c].area = 0;
            }
            r->touched[word] = 0;
        }
    }
    /* Grown by at least doubling, so a clip box that widens a little every frame reallocates a
       few times in all. */
    if (stride > b->cell_capacity || (size_t)rows > b->row_capacity) {
        size_t s = b->cell_capacity;
        if (stride > s) s = stride > 2 * s ? stride : 2 * s;
        size_t r = (size_t)rows > b->row_capacity ? (size_t)rows : b->row_capacity;
        size_t w = s / 64 + 1;
        band_forget(b);
        b->cells = calloc(s * r, sizeof(cell));
        b->touched = calloc(w * r, sizeof(uint64_t));
        b->row = calloc(r, sizeof(band_row));
        b->alphas = malloc(s + JOIN_LIMIT);
        b->spans = malloc((2 * s + 2) * sizeof(ombre_raster_span));
        if (!b->cells || !b->touched || !b->row || !b->alphas || !b->spans) {
            band_forget(b);
            return 0;
        }
        b->cell_capacity = s;
        b->word_capacity = w;
        b->row_capacity = r;
    }
    b->min_x = min_x;
    b->width = width;
    b->rows = rows;
    b->top = 0;
    /* Rows keep the capacity's stride, so a narrower box still finds its cells zeroed. */
    for (size_t i = 0; i < b->row_capacity; i++) {
        b->row[i].cells = b->cells + i * b->cell_capacity;
        b->row[i].touched = b->touched + i * b->word_capacity;
        b->row[i].first_word = INT64_MAX;
        b->row[i].last_word = -1;
    }
    return 1;
}

/* RasterEdge.x(at:): the x at subpixel row y, rounded half away from zero, within the edge. */
static inline int64_t edge_x(const ombre_edge *e, int64_t y) {
    if (y == e->y0) return e->x0;
    if (y == e->y1) return e->x1;
    double v = (double)(y - e->y0) * e->dxdy;
    int64_t x = e->x0 + (int64_t)(v + (v < 0 ? -0.5 : 0.5));
    int64_t lo = e->x0 < e->x1 ? e->x0 : e->x1, hi = e->x0 < e->x1 ? e->x1 : e->x0;
    return x < lo ? lo : x > hi ? hi : x;
}

static inline void add(band_row *r, int64_t i, int64_t c, int64_t a) {
    r->cells[i].cover += (uint32_t)c;
    r->cells[i].area += (uint32_t)a;
    int64_t w = i >> 6;
    r->touched[w] |= 1ull << (i & 63);
    if (w < r->first_word) r->first_word = w;
    if (w > r->last_word) r->last_word = w;
}

/* The slope, in rows per column, that add_piece gives a piece crossing cells: its height over
   its width, both positive (the same bits as either direction's own division). Meaningless
   for a piece inside one cell, which never reads it. */
static inline double piece_slope(int64_t xa, int64_t ya, int64_t xb, int64_t yb) {
    return (double)(yb - ya) / (double)(xb > xa ? xb - xa : xa - xb);
}

/* RasterRowCells.addPiece: a piece from (xa, ya) to (xb, yb) inside one row, x absolute and y
   from the row top in subpixels, ya < yb, and `slope` its piece_slope. Cells left of the box get cover alone in its first
   cell; right of it nothing. Each cell boundary's y comes from the piece's own end points. */
static inline void add_piece(band_row *r, int64_t lo, int64_t hi, int64_t xa, int64_t ya, int64_t xb, int64_t yb,
                             int64_t w, double slope) {
    int64_t cell_a = xa >> SHIFT, cell_b = xb >> SHIFT;
    if (cell_a == cell_b) {
        int64_t dy = yb - ya;
        if (cell_a >= hi) return;
        if (cell_a < lo) {
            add(r, 0, w * dy, 0);
            return;
        }
        add(r, cell_a - lo, w * dy, w * dy * ((xa & MASK) + (xb & MASK)));
        return;
    }
    int64_t y_prev = ya;
    if (xb > xa) {
        if (cell_a >= hi) return;
        int64_t fx = xa & MASK, c = cell_a;
        if (c < lo) {
            if (cell_b < lo) {
                add(r, 0, w * (yb - ya), 0);
                return;
            }
            int64_t y_at = ya + (int64_t)((double)((lo << SHIFT) - xa) * slope + 0.5);
            if (y_at > yb) y_at = yb;
            if (y_at != ya) add(r, 0, w * (y_at - ya), 0);
            y_prev = y_at;
            fx = 0;
            c = lo;
        }
        int64_t last = cell_b < hi ? cell_b : hi;
        while (c < last) {
            int64_t y_at = ya + (int64_t)((double)(((c + 1) << SHIFT) - xa) * slope + 0.5);
            if (y_at > yb) y_at = yb;
            int64_t d = y_at - y_prev;
            if (d != 0) add(r, c - lo, w * d, w * d * (fx + ONE));
            y_prev = y_at;
            fx = 0;
            c += 1;
        }
        int64_t d = yb - y_prev;
        if (cell_b < hi && d != 0) add(r, cell_b - lo, w * d, w * d * (xb & MASK));
    } else {
        if (cell_b >= hi) return;
        if (cell_a < lo) {
            add(r, 0, w * (yb - ya), 0);
            return;
        }
        int64_t fx = xa & MASK, c = cell_a;
        if (c >= hi) {
            /* The part right of the box shades nothing inside it. */
            y_prev = ya + (int64_t)((double)(xa - (hi << SHIFT)) * slope + 0.5);
            if (y_prev > yb) y_prev = yb;
            fx = ONE;
            c = hi - 1;
        }
        int64_t stop = cell_b > lo ? cell_b : lo;
        while (c > stop) {
            int64_t y_at = ya + (int64_t)((double)(xa - (c << SHIFT)) * slope + 0.5);
            if (y_at > yb) y_at = yb;
            int64_t d = y_at - y_prev;
            if (d != 0) add(r, c - lo, w * d, w * d * fx);
            y_prev = y_at;
            fx = ONE;
            c -= 1;
        }
        if (cell_b >= lo) {
            int64_t d = yb - y_prev;
            if (d != 0) add(r, cell_b - lo, w * d, w * d * (fx + (xb & MASK)));
        } else {
            int64_t y_at = ya + (int64_t)((double)(xa - (lo << SHIFT)) * slope + 0.5);
            if (y_at > yb) y_at = yb;
            int64_t d = y_at - y_prev;
            if (d != 0) add(r, 0, w * d, w * d * fx);
            if (yb != y_at) add(r, 0, w * (yb - y_at), 0);
        }
    }
}

void ombre_band_deposit(ombre_band *b, const ombre_edge *edges, long count, long top, long bottom) {
    if (bottom - top > b->rows) bottom = top + b->rows;
    b->top = top;
    if (b->width <= 0 || bottom <= top) return;
    int64_t lo = b->min_x, hi = b->min_x + b->width;
    int64_t right = hi << SHIFT, band_top = top << SHIFT, band_bottom = bottom << SHIFT;
    for (long k = 0; k < count; k++) {
        const ombre_edge *e = &edges[k];
        /* Ordered by starting row: the rest start below the band. */
        if (e->y0 >= band_bottom) break;
        /* Edges made for a larger box may end above this one or lie right of it. */
        if (e->y1 <= band_top || (e->x0 < e->x1 ? e->x0 : e->x1) >= right) continue;
        int64_t y = e->y0 > band_top ? e->y0 : band_top;
        int64_t end = e->y1 < band_bottom ? e->y1 : band_bottom;
        int64_t xa = edge_x(e, y);
        band_row *r = &b->row[(y >> SHIFT) - top];
        /* Each piece's end and slope are worked out a piece ahead: a mispredicted branch in
           add_piece then leaves the next piece's division under way. */
        int64_t yb = (y & ~(int64_t)MASK) + ONE < e->y1 ? (y & ~(int64_t)MASK) + ONE : e->y1;
        int64_t xb = edge_x(e, yb);
        double slope = piece_slope(xa, y, xb, yb);
        while (y < end) {
            int64_t row_top = y & ~(int64_t)MASK;
            int64_t yc = yb + ONE < e->y1 ? yb + ONE : e->y1;
            int64_t xc = edge_x(e, yc);
            double next_slope = piece_slope(xb, yb, xc, yc);
            add_piece(r, lo, hi, xa, y - row_top, xb, yb - row_top, e->winding, slope);
            xa = xb;
            y = yb;
            xb = xc;
            yb = yc;
            slope = next_slope;
            r++;
        }
    }
}

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
