/* Depositing edges into a band's cells (see ombre_raster.h): the body of DEPOSIT_FUNCTION,
   included by ombre_deposit.c and, built for AVX2, by ombre_deposit_avx2.c. Private to this
   target. */
#include "ombre_band.h"

#ifndef DEPOSIT_FUNCTION
#error "define DEPOSIT_FUNCTION before including ombre_deposit_body.h"
#endif

/* Reason: the crossings are worked out in doubles and must round alike in every build, so no
   multiply and add may be fused where the instruction set would allow it. */
#pragma clang fp contract(off)

/* Marks the chunk of cell i as holding a deposit. The cell right of a piece's last one takes
   its area and is not marked: the sweep carries it over from the chunk before (so that a
   crossing of a row near a chunk's end marks one chunk, not two, and stays one short span). */
static inline void mark(uint8_t *marks, int64_t i) { marks[i >> CHUNK_SHIFT] = 1; }

/* Cover c and doubled area a in cell i: the cell's sum takes the cover and all but the area,
   the next cell the area (see `cell`). */
static inline void add(band_row *r, int64_t i, int64_t c, int64_t a) {
    r->cells[i] += (uint32_t)(c * 2 * ONE - a);
    r->cells[i + 1] += (uint32_t)a;
    mark(r->marks, i);
}

/* Where an edge crosses the vertical line at subpixel column x: its y from the row top, from
   the edge's own slope, rounded and held inside its piece ya ... yb (rounding the piece's ends
   may move a crossing a hair past them). `offset` is the edge's top from the row top plus one
   half, for the rounding; clamped as a double, so no far-off crossing overflows. */
typedef struct {
    int64_t x0;
    double dydx, offset;
} crossing;

static inline int64_t cross_y(crossing k, int64_t x, int64_t ya, int64_t yb) {
    double v = (double)(x - k.x0) * k.dydx + k.offset;
    double lo = (double)ya, hi = (double)yb;
    v = v < lo ? lo : v;
    v = v > hi ? hi : v;
    return (int64_t)v;
}

/* A piece from (xa, ya) to (xb, yb) inside one row, x absolute and y from the row top in
   subpixels, ya < yb, of an edge whose crossings `k` gives, in any box. Cells left of the box
   get cover alone in its first cell; right of it nothing. */
static inline void add_piece(band_row *r, int64_t lo, int64_t hi, int64_t xa, int64_t ya, int64_t xb, int64_t yb,
                             int64_t w, crossing k) {
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
            int64_t y_at = cross_y(k, lo << SHIFT, ya, yb);
            if (y_at != ya) add(r, 0, w * (y_at - ya), 0);
            y_prev = y_at;
            fx = 0;
            c = lo;
        }
        int64_t last = cell_b < hi ? cell_b : hi;
        while (c < last) {
            int64_t y_at = cross_y(k, (c + 1) << SHIFT, ya, yb);
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
            y_prev = cross_y(k, hi << SHIFT, ya, yb);
            fx = ONE;
            c = hi - 1;
        }
        int64_t stop = cell_b > lo ? cell_b : lo;
        while (c > stop) {
            int64_t y_at = cross_y(k, c << SHIFT, ya, yb);
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
            int64_t y_at = cross_y(k, lo << SHIFT, ya, yb);
            int64_t d = y_at - y_prev;
            if (d != 0) add(r, 0, w * d, w * d * fx);
            if (yb != y_at) add(r, 0, w * (yb - y_at), 0);
        }
    }
}

/* An edge's x at each subpixel row boundary y: x0 + sign · round(|dx| · (y − y0) / dy), halves
   away from zero, where the rounded quotient is kept as q and the remainder `rem` of
   (2|dx| · (y − y0) + dy) over 2 dy, and stepped a row at a time by adding: exact, so it is the
   same whatever band the row falls in, and the same for two copies of one edge. */
typedef struct {
    int64_t x, rem, step_x, step_rem, den;
} x_steps;

/* The steps of edge `e` (running in direction `sign`) at row boundary `y`, y0 < y. */
static inline x_steps x_steps_at(const ombre_edge *e, int64_t y, int64_t sign) {
    int64_t adx = e->x1 > e->x0 ? e->x1 - e->x0 : e->x0 - e->x1, dy = e->y1 - e->y0;
    x_steps s;
    s.den = 2 * dy;
    int64_t n, q;
    if (!__builtin_mul_overflow(2 * adx, y - e->y0, &n) && !__builtin_add_overflow(n, dy, &n)) {
        q = n / s.den;
        s.rem = n % s.den;
    } else {
        /* An edge many thousand pixels long, far outside any box. */
        unsigned __int128 wide = (unsigned __int128)(uint64_t)(2 * adx) * (uint64_t)(y - e->y0) + (uint64_t)dy;
        q = (int64_t)(wide / (uint64_t)s.den);
        s.rem = (int64_t)(wide % (uint64_t)s.den);
    }
    s.x = e->x0 + sign * q;
    /* 512 |dx| fits: coordinates stay within ±10^12 pixels, 2^48 subpixels (EdgeList). */
    int64_t step = 2 * ONE * adx;
    s.step_x = sign * (step / s.den);
    s.step_rem = step % s.den;
    return s;
}

static inline void x_step(x_steps *s, int64_t sign) {
    s->x += s->step_x;
    s->rem += s->step_rem;
    int64_t carry = s->rem >= s->den;
    s->x += carry ? sign : 0;
    s->rem -= carry ? s->den : 0;
}

/* The x one row above the steps' boundary. */
static inline int64_t x_before(x_steps s, int64_t sign) {
    return s.x - s.step_x - (s.rem < s.step_rem ? sign : 0);
}

/* Where edge `e` crosses cell boundaries, from the row top `row_top`. */
static inline crossing crossing_of(const ombre_edge *e, int64_t row_top) {
    return (crossing){e->x0, e->dydx, (double)(e->y0 - row_top) + 0.5};
}

/* Declared ahead: add_narrow_piece passes the pieces of wide edges (span 0) on to it. */
static inline __attribute__((always_inline)) void add_wide_piece(band_row *r, int64_t xa, int64_t ya, int64_t xb,
                                                                 int64_t yb, int64_t w, crossing k, int right);

/* A piece from (xa, ya) to (xb, yb), x from the box's left side, of an edge at most `span`
   pixels across per row (1 or 2) and inside the box, running right or not. It touches at most
   span + 1 cells from its left end; all are written with the same instructions whatever it
   touches (a nothing into its last cell for each it does not reach), so that the branches
   on the star's random edges cannot mispredict. */
static inline __attribute__((always_inline)) void add_narrow_piece(band_row *r, int64_t xa, int64_t ya, int64_t xb,
                                                                   int64_t yb, int64_t w, crossing k, int right,
                                                                   int span) {
    if (span == 0) {
        add_wide_piece(r, xa, ya, xb, yb, w, k, right);
        return;
    }
    cell *cells = r->cells;
    /* From the left end: its x and y, and the right end's. */
    int64_t xl = right ? xa : xb, xr = right ? xb : xa, yl = right ? ya : yb, yr = right ? yb : ya;
    int64_t cl = xl >> SHIFT, n = (xr >> SHIFT) - cl, fl = xl & MASK, fr = xr & MASK;
    /* The y where the piece leaves each cell to its right, the right end's past the last. */
    int64_t h[4];
    h[0] = yl;
    for (int i = 1; i <= span; i++) {
        int64_t y_at = cross_y(k, (cl + i) << SHIFT, ya, yb);
        h[i] = __builtin_unpredictable(i <= n) ? y_at : yr;
    }
    h[span + 1] = yr;
    /* Cells cl ... cl + span + 1 each take their own cover and area and the area of the cell
       before; past the piece's last cell all of them are nothing. */
    int64_t carried = 0;
    for (int i = 0; i <= span; i++) {
        int64_t d = w * (right ? h[i + 1] - h[i] : h[i] - h[i + 1]);
        int64_t inner = (i == 0 ? fl : 0) + (__builtin_unpredictable(i < n) ? ONE : fr);
        int64_t a = d * inner;
        cells[cl + i] += (uint32_t)(carried + d * 2 * ONE - a);
        carried = a;
    }
    cells[cl + span + 1] += (uint32_t)carried;
    mark(r->marks, cl);
    mark(r->marks, cl + n);
}

/* A piece as add_narrow_piece takes, of an edge any number of pixels across per row: a cell
   at a time, every cell it passes through marked. */
static inline __attribute__((always_inline)) void add_wide_piece(band_row *r, int64_t xa, int64_t ya, int64_t xb,
                                                                 int64_t yb, int64_t w, crossing k, int right) {
    cell *cells = r->cells;
    int64_t xl = right ? xa : xb, xr = right ? xb : xa, yl = right ? ya : yb, yr = right ? yb : ya;
    int64_t cl = xl >> SHIFT, cr = xr >> SHIFT, inner = xl & MASK, y_prev = yl, carried = 0;
    for (int64_t c = cl; c < cr; c++) {
        int64_t y_at = cross_y(k, (c + 1) << SHIFT, ya, yb);
        int64_t d = w * (right ? y_at - y_prev : y_prev - y_at);
        int64_t a = d * (inner + ONE);
        cells[c] += (uint32_t)(carried + d * 2 * ONE - a);
        carried = a;
        mark(r->marks, c);
        y_prev = y_at;
        inner = 0;
    }
    int64_t d = w * (right ? yr - y_prev : y_prev - yr);
    int64_t a = d * (inner + (xr & MASK));
    cells[cr] += (uint32_t)(carried + d * 2 * ONE - a);
    cells[cr + 1] += (uint32_t)a;
    mark(r->marks, cr);
}

/* Deposits edge `e`'s pieces in rows y ..< end (subpixels, y0 <= y < end <= y1) of band rows
   starting at `r`, the row of y, when the edge lies inside the box whose left column is `lo`
   and runs at most `span` pixels across per row (any number when 0), right or not, with its
   winding `w` (+1 or −1) a constant, so that no piece multiplies by it (the deposit 456 → 416 k
   cycles a cold progress frame). Pieces of whole rows are deposited with their ends as
   constants. */
static inline __attribute__((always_inline)) void deposit_narrow(band_row *r, int64_t lo,
                                                                    const ombre_edge *e, int64_t y, int64_t end,
                                                                    int right, int span, const int64_t w) {
    int64_t sign = right ? 1 : -1, left = lo << SHIFT, x1 = e->x1 - left;
    int64_t row_top = y & ~(int64_t)MASK;
    x_steps s = x_steps_at(e, row_top + ONE, sign);
    int64_t xa = (y == e->y0 ? e->x0 : x_before(s, sign)) - left;
    s.x -= left;
    crossing k = crossing_of(e, row_top);
    k.x0 -= left;
    int64_t ya = y - row_top;
    if (ya != 0 || e->y1 - row_top < ONE) {
        int64_t only = e->y1 - row_top < ONE;
        int64_t yb = only ? e->y1 - row_top : ONE, xb = only ? x1 : s.x;
        add_narrow_piece(r, xa, ya, xb, yb, w, k, right, span);
        if (only) return;
        x_step(&s, sign);
        xa = xb;
        row_top += ONE;
        k.offset -= ONE;
        r++;
    }
    int64_t whole_end = end < (e->y1 & ~(int64_t)MASK) ? end : (e->y1 & ~(int64_t)MASK);
    for (; row_top < whole_end; row_top += ONE) {
        int64_t xb = s.x;
        add_narrow_piece(r, xa, 0, xb, ONE, w, k, right, span);
        x_step(&s, sign);
        xa = xb;
        k.offset -= ONE;
        r++;
    }
    if (row_top < end) {
        add_narrow_piece(r, xa, 0, x1, e->y1 - row_top, w, k, right, span);
    }
}

/* Deposits edge `e`'s pieces in rows y ..< end (subpixels, y0 <= y < end <= y1) of band rows
   starting at `r`, the row of y, in any box. */
static void deposit_any(band_row *r, int64_t lo, int64_t hi, const ombre_edge *e, int64_t y, int64_t end) {
    int64_t row_top = y & ~(int64_t)MASK, sign = e->x1 < e->x0 ? -1 : 1;
    x_steps s = x_steps_at(e, row_top + ONE, sign);
    int64_t xa = y == e->y0 ? e->x0 : x_before(s, sign);
    crossing k = crossing_of(e, row_top);
    int64_t w = e->winding;
    while (y < end) {
        int64_t yb = row_top + ONE, xb = s.x;
        if (yb >= e->y1) {
            yb = e->y1;
            xb = e->x1;
        }
        add_piece(r, lo, hi, xa, y - row_top, xb, yb - row_top, w, k);
        x_step(&s, sign);
        xa = xb;
        y = yb;
        row_top += ONE;
        k.offset -= ONE;
        r++;
    }
}

/* An edge wholly left of the box, from y to `end` (subpixels, within the band): each row it
   crosses takes its cover in the box's first cell, as deposit_any gives it, without the
   crossings. Reason: a box cut to a clip mask's columns (ScanlineRasterizer.narrow) leaves
   many of a shape's edges left of it. */
static void deposit_left(band_row *r, const ombre_edge *e, int64_t y, int64_t end) {
    int64_t row_top = y & ~(int64_t)MASK, w = e->winding;
    while (y < end) {
        int64_t yb = row_top + ONE < end ? row_top + ONE : end;
        add(r, 0, w * (yb - y), 0);
        y = yb;
        row_top += ONE;
        r++;
    }
}

/* How the deposit walks an edge: cut by the box, wholly left of it, or inside it at most one
   or two pixels across per row or wider, running right or left, with winding +1 or (the six
   kinds from DOWN on, in the same order) −1. The winding is part of the kind because a
   stroke's outline mixes both in no order: a branch on it mispredicted for about every other
   edge of a shape new every frame. */
enum { ANY, RIGHT_1, LEFT_1, RIGHT_2, LEFT_2, RIGHT_WIDE, LEFT_WIDE, DOWN, LEFT_OF_BOX = DOWN + 6, KINDS };

/* Edges sorted into kinds at a time: the sorting has no branch that depends on the edge. */
enum { CHUNK = 128 };

void DEPOSIT_FUNCTION(ombre_band *b, const ombre_edge *edges, long count, long top, long bottom) {
    if (bottom - top > b->rows) bottom = top + b->rows;
    b->top = top;
    if (b->width <= 0 || bottom <= top) return;
    for (long i = 0; i < bottom - top; i++) b->row[i].deposited = 1;
    int64_t lo = b->min_x, hi = b->min_x + b->width;
    int64_t left = lo << SHIFT, right = hi << SHIFT, band_top = top << SHIFT, band_bottom = bottom << SHIFT;
    /* Ordered by starting row: the edges from `count` on start below the band. */
    long n = 0;
    while (n < count && edges[n].y0 < band_bottom) n++;
    for (long start = 0; start < n; start += CHUNK) {
        /* Each kind's edges, found without branching on them: most edges a band sees ended
           above it, in no order a branch could learn. */
        int32_t live[CHUNK], kinds[KINDS][CHUNK];
        int32_t found[KINDS] = {0}, alive = 0;
        long stop = start + CHUNK < n ? start + CHUNK : n;
        /* Edges made for a larger box may end above this one (most of those a band sees). */
        for (long k = start; k < stop; k++) {
            live[alive] = (int32_t)(k - start);
            alive += edges[k].y1 > band_top;
        }
        for (int32_t i = 0; i < alive; i++) {
            const ombre_edge *e = &edges[start + live[i]];
            int64_t min_x = e->x0 < e->x1 ? e->x0 : e->x1, max_x = e->x0 < e->x1 ? e->x1 : e->x0;
            int64_t across = max_x - min_x, dy = e->y1 - e->y0;
            /* Or lie right of it. An edge of another winding than ±1 (none that a path makes)
               takes the general way. */
            /* Worked out with arithmetic on the comparisons rather than a chain of conditions,
               which the compiler turned into branches that a shape new every frame mispredicts
               (the kinds come in no order). */
            int inside = (min_x >= left) & (max_x < right) & ((e->winding == 1) | (e->winding == -1));
            int wider = (across > dy) + (across > 2 * dy);
            int kind = ((RIGHT_1 + 2 * wider + (e->x1 < e->x0) + 6 * (e->winding < 0)) & -inside) |
                       (LEFT_OF_BOX & -(max_x < left));
            kinds[kind][found[kind]] = live[i];
            found[kind] += min_x < right;
        }
        for (int kind = 0; kind < KINDS; kind++) {
            for (int32_t i = 0; i < found[kind]; i++) {
                const ombre_edge *e = &edges[start + kinds[kind][i]];
                int64_t y = e->y0 > band_top ? e->y0 : band_top;
                int64_t end = e->y1 < band_bottom ? e->y1 : band_bottom;
                band_row *r = &b->row[(y >> SHIFT) - top];
                /* The edge's pieces with its winding as a constant. */
#define NARROW(right, span, w) deposit_narrow(r, lo, e, y, end, right, span, w)
                switch (kind) {
                case RIGHT_1: NARROW(1, 1, 1); break;
                case LEFT_1: NARROW(0, 1, 1); break;
                case RIGHT_2: NARROW(1, 2, 1); break;
                case LEFT_2: NARROW(0, 2, 1); break;
                case RIGHT_WIDE: NARROW(1, 0, 1); break;
                case LEFT_WIDE: NARROW(0, 0, 1); break;
                case DOWN + RIGHT_1 - 1: NARROW(1, 1, -1); break;
                case DOWN + LEFT_1 - 1: NARROW(0, 1, -1); break;
                case DOWN + RIGHT_2 - 1: NARROW(1, 2, -1); break;
                case DOWN + LEFT_2 - 1: NARROW(0, 2, -1); break;
                case DOWN + RIGHT_WIDE - 1: NARROW(1, 0, -1); break;
                case DOWN + LEFT_WIDE - 1: NARROW(0, 0, -1); break;
                case LEFT_OF_BOX: deposit_left(r, e, y, end); continue;
                default: deposit_any(r, lo, hi, e, y, end); continue;
                }
            }
        }
    }
}

#undef NARROW
