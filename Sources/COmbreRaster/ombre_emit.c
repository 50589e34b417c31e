/* Sweeping a band's rows into coverage spans (see ombre_raster.h). */
#include "ombre_band.h"

#include <string.h>

/* Reason: the functions below that take vectors are always inlined, so no call passes one in
   registers whose layout depends on the instruction set. */
#pragma clang diagnostic ignored "-Wpsabi"

/* Sixteen cells, their sums and their coverage, as portable vectors: the compiler makes one
   AVX-512 register of them in the sweep built for it, two AVX2 registers in the one built for
   AVX2, and four SSE registers in the baseline build. */
typedef uint32_t lanes __attribute__((vector_size(64)));
typedef int32_t signed_lanes __attribute__((vector_size(64)));
typedef uint8_t byte_lanes __attribute__((vector_size(16)));
typedef _Bool bit_lanes __attribute__((ext_vector_type(16)));
typedef uint8_t mark_lanes __attribute__((vector_size(64)));
typedef _Bool mark_bits __attribute__((ext_vector_type(64)));

_Static_assert(CHUNK_CELLS == 16, "a chunk is sixteen lanes");

#include "ombre_solid.h"

/* Coverage 0...255 from doubled signed areas, rounded to nearest, under the nonzero rule (a
   full area and more are 255 alike) or the even-odd rule. The magnitude is taken unsigned, so
   the most negative sum reads as more than full. */
static inline __attribute__((always_inline)) lanes alphas_of(lanes doubled, const int even_odd) {
    lanes v = (lanes)__builtin_elementwise_abs((signed_lanes)doubled);
    if (even_odd) {
        v &= 2 * FULL_AREA - 1;
        v = __builtin_elementwise_min(v, 2 * FULL_AREA - v);
    } else {
        v = __builtin_elementwise_min(v, (lanes){0} + FULL_AREA);
    }
    return (v * 255 + FULL_AREA / 2) >> (2 * SHIFT + 1);
}

static inline __attribute__((always_inline)) uint8_t alpha_of(uint32_t doubled, const int even_odd) {
    return (uint8_t)alphas_of((lanes){0} + doubled, even_odd)[0];
}

/* Sums chunk `cells` onto `*carry` (the doubled coverage left of it), leaves its 16 pixels'
   coverage in `*alphas_out` (and writes it to `out` as bytes unless `out` is NULL), empties
   it, and leaves in `*carry` the doubled coverage of the pixels after it: with the area its
   last cell passed to the next cell, read and emptied here unless `next_marked` says the
   next chunk will be swept with it. Returns a bit for each pixel with coverage, the first
   pixel's lowest, and above them a bit for each fully covered one. Reason for the condition: emptying that one cell, then loading its chunk whole, stalled the
   sweep (531 against 382 k cycles a cold progress frame). */
static inline __attribute__((always_inline)) uint32_t sweep_chunk(cell *cells, uint32_t *carry, lanes *alphas_out,
                                                                  uint8_t *out, int next_marked, const int even_odd) {
    lanes v, zero = {0};
    memcpy(&v, cells, sizeof v);
    memcpy(cells, &zero, sizeof zero);
    /* A prefix sum in four steps, each adding the lanes 1, 2, 4 and 8 to the left. */
    v += __builtin_shufflevector(zero, v, 0, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30);
    v += __builtin_shufflevector(zero, v, 0, 1, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29);
    v += __builtin_shufflevector(zero, v, 0, 1, 2, 3, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27);
    v += __builtin_shufflevector(zero, v, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
    /* The next carry from the chunk's own sum, so that chunk after chunk waits only on scalar
       adds, never on the vector steps. */
    uint32_t left = *carry;
    *carry = left + v[15];
    if (!next_marked) {
        *carry += cells[CHUNK_CELLS];
        cells[CHUNK_CELLS] = 0;
    }
    v += left;
    lanes alphas = alphas_of(v, even_odd);
    *alphas_out = alphas;
    if (out) {
        byte_lanes bytes = __builtin_convertvector(alphas, byte_lanes);
        memcpy(out, &bytes, sizeof bytes);
    }
    bit_lanes covered = __builtin_convertvector(alphas != 0, bit_lanes);
    bit_lanes full = __builtin_convertvector(alphas == 255, bit_lanes);
    uint16_t some, all;
    memcpy(&some, &covered, sizeof some);
    memcpy(&all, &full, sizeof all);
    return (uint32_t)all << 16 | some;
}

/* A per-pixel span of alphas[x ..< end] and a run. */
static inline ombre_raster_span values_span(int64_t min_x, int64_t x, int64_t end, const uint8_t *alphas) {
    return (ombre_raster_span){(int32_t)(min_x + x), (int32_t)(end - x), 0, alphas + x};
}

static inline ombre_raster_span run_span(int64_t min_x, int64_t x, int64_t end, uint8_t alpha) {
    return (ombre_raster_span){(int32_t)(min_x + x), (int32_t)(end - x), alpha, NULL};
}

/* A row's spans as they are made: the per-pixel span still open and the last span a run of
   full coverage may grow into. Positions are from the box's left side. */
typedef struct {
    ombre_raster_span *spans;
    const uint8_t *alphas;
    int64_t min_x;
    long count;
    int64_t open;     /* where the open per-pixel span starts, or -1 */
    int64_t end;      /* the pixel after its last one with coverage */
    int64_t full_end; /* where the last span, a run of full coverage, ends, or -1 */
} row_spans;

static inline void close_values(row_spans *o) {
    if (o->open >= 0 && o->end > o->open) {
        o->spans[o->count++] = values_span(o->min_x, o->open, o->end, o->alphas);
        o->full_end = -1;
    }
    o->open = -1;
}

/* The run of coverage `alpha` from x (where the last swept chunk ended, with `tail` fully
   covered pixels at its end) to `stop`. A run of full coverage takes in the fully covered
   pixels at the end of the open span and joins the full run before it, so that a shape's
   inside stays one run from edge cell to edge cell. */
static inline void add_run(row_spans *o, int64_t x, int64_t stop, uint8_t alpha, int64_t tail) {
    if (alpha == 255 && o->open >= 0 && o->end == x) {
        o->end -= tail;
        x -= tail;
    }
    close_values(o);
    if (alpha == 0) return;
    if (alpha == 255 && o->full_end == x) {
        o->spans[o->count - 1].count += (int32_t)(stop - x);
    } else {
        o->spans[o->count++] = run_span(o->min_x, x, stop, alpha);
    }
    o->full_end = alpha == 255 ? stop : -1;
}

/* The sweep of one row under one rule, made once per rule (and per instruction set) so that
   the rule costs no branch per chunk. Marked chunks become per-pixel spans, their pixels
   without coverage at either end left out; adjacent marked chunks make one span; the gaps
   between them are runs. With `paint` the row is painted instead, chunk by chunk and run by
   run as the sweep goes, and no spans are made (returns 0). */
static inline __attribute__((always_inline)) long emit_row(ombre_band *b, band_row *r, const int even_odd,
                                                           const solid_paint *paint) {
    int64_t width = b->width;
    row_spans o = {b->spans, b->alphas, b->min_x, 0, -1, 0, -1};
    uint32_t carry = 0;
    int64_t x = 0;    /* the pixel after the last chunk swept */
    int64_t tail = 0; /* how many fully covered pixels that chunk ends with */
    for (int64_t line = 0; line < b->mark_bytes; line += 64) {
        mark_lanes marked, zero = {0};
        memcpy(&marked, r->marks + line, sizeof marked);
        mark_bits found_marks = __builtin_convertvector(marked != 0, mark_bits);
        uint64_t bits;
        memcpy(&bits, &found_marks, sizeof bits);
        if (!bits) continue;
        memcpy(r->marks + line, &zero, sizeof zero);
        do {
            /* A marked chunk starts inside the box: only cells left of its right side are. */
            int64_t index = __builtin_ctzll(bits), start = (line + index) << CHUNK_SHIFT;
            bits &= bits - 1;
            int next_marked = index < 63 ? (int)(bits >> (index + 1) & 1)
                                         : line + 64 < b->mark_bytes && r->marks[line + 64] != 0;
            if (start > x) {
                if (paint) {
                    paint_run(paint, x, start, alpha_of(carry, even_odd));
                } else {
                    add_run(&o, x, start, alpha_of(carry, even_odd), tail);
                }
            }
            lanes alphas;
            uint32_t found = sweep_chunk(r->cells + start, &carry, &alphas, paint ? NULL : b->alphas + start,
                                         next_marked, even_odd);
            x = start + CHUNK_CELLS;
            /* Pixels right of the box have no coverage. */
            if (width - start < CHUNK_CELLS) found &= ((1u << (width - start)) - 1) * 0x10001u;
            uint32_t covered = found & 0xFFFF, full = found >> 16;
            if (paint) {
                paint_chunk(paint, start, alphas, covered, full, width - start);
                continue;
            }
            tail = (int64_t)__builtin_clz(~(full << 16));
            if (covered == 0) {
                close_values(&o);
                o.full_end = -1;
                continue;
            }
            if (o.open < 0) {
                int64_t from = start + __builtin_ctz(covered);
                if (o.full_end == start) {
                    /* A full run reaches this chunk: it takes in the chunk's fully covered
                       pixels at its start. */
                    int64_t lead = __builtin_ctz(~full);
                    o.spans[o.count - 1].count += (int32_t)lead;
                    o.full_end += lead;
                    from = start + lead;
                    if (lead == CHUNK_CELLS) continue;
                }
                o.open = from;
            }
            o.end = start + 32 - __builtin_clz(covered);
        } while (bits);
    }
    r->deposited = 0;
    if (paint) {
        if (x < width) paint_run(paint, x, width, alpha_of(carry, even_odd));
        return 0;
    }
    /* Edges right of the box were dropped, so coverage may run on to its right side. */
    if (x < width) {
        add_run(&o, x, width, alpha_of(carry, even_odd), tail);
    } else {
        close_values(&o);
    }
    return o.count;
}

#if defined(__x86_64__)
/* The sweep built for AVX-512 and for AVX2. Reason for the AVX2 build: without it a CPU that
   lacks AVX-512 sweeps with SSE2 (a cold progress frame's sweep here: 634 k cycles with SSE2,
   482 k with AVX2, 410 k with AVX-512). */
static __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) long emit_row_avx512(ombre_band *b, band_row *r,
                                                                                          int even_odd,
                                                                                          const solid_paint *p) {
    if (p) return even_odd ? emit_row(b, r, 1, p) : emit_row(b, r, 0, p);
    return even_odd ? emit_row(b, r, 1, NULL) : emit_row(b, r, 0, NULL);
}

static __attribute__((target("avx2"))) long emit_row_avx2(ombre_band *b, band_row *r, int even_odd,
                                                          const solid_paint *p) {
    if (p) return even_odd ? emit_row(b, r, 1, p) : emit_row(b, r, 0, p);
    return even_odd ? emit_row(b, r, 1, NULL) : emit_row(b, r, 0, NULL);
}
#endif

static long emit_row_portable(ombre_band *b, band_row *r, int even_odd, const solid_paint *p) {
    if (p) return even_odd ? emit_row(b, r, 1, p) : emit_row(b, r, 0, p);
    return even_odd ? emit_row(b, r, 1, NULL) : emit_row(b, r, 0, NULL);
}

/* Row y's sweep with the band's instructions: its spans, or painted when `p` is given. */
static long sweep_row(ombre_band *b, long y, int even_odd, const solid_paint *p) {
    int64_t index = y - b->top;
    if (index < 0 || index >= b->rows || b->width <= 0) return 0;
    band_row *r = &b->row[index];
    switch (b->level) {
#if defined(__x86_64__)
    case 3: return emit_row_avx512(b, r, even_odd, p);
    case 2: return emit_row_avx2(b, r, even_odd, p);
#endif
    default: return emit_row_portable(b, r, even_odd, p);
    }
}

long ombre_band_emit(ombre_band *b, long y, int even_odd, const ombre_raster_span **out) {
    *out = b->spans;
    return sweep_row(b, y, even_odd, NULL);
}

void ombre_band_paint(ombre_band *b, long y, int even_odd, uint32_t *pixels, uint32_t color, uint32_t alpha) {
    solid_paint p = {pixels, color, alpha > 255 ? 255 : alpha};
    sweep_row(b, y, even_odd, &p);
}
