/* Blending and painting rows of coverage spans with AVX-512: the arithmetic of Blend and
   SpanPainter, eight or sixteen pixels at a time, called only where the CPU has it. */
#include "ombre_simd_target.h"

/* Every multiply and add stays a separate IEEE operation, as in the Swift loops these kernels
   stand in for. */
#pragma clang fp contract(off)

#if defined(__x86_64__)
/* x · f / 255 per 16-bit lane, rounded exactly as Blend.scale does on each channel: a channel
   times a factor of at most 255 plus 128 stays below 2^16, and so does adding its high byte. */
OMBRE_AVX512 static inline __m512i ombre_scale16(__m512i x, __m512i f) {
    __m512i t = _mm512_add_epi16(_mm512_mullo_epi16(x, f), _mm512_set1_epi16(128));
    return _mm512_srli_epi16(_mm512_add_epi16(t, _mm512_srli_epi16(t, 8)), 8);
}

/* The weights of eight pixels spread to their channels' 16-bit lanes: coverage[i] · alpha / 255
   (Blend.multiply) under the mask, or alpha without coverage. */
OMBRE_AVX512 static inline __attribute__((always_inline)) __m512i ombre_weights8(const uint8_t *coverage, __mmask8 m,
                                                                                  uint32_t alpha) {
    const __m512i spread = _mm512_set_epi16(7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1,
                                            1, 1, 1, 0, 0, 0, 0);
    const __m128i a = _mm_set1_epi16((short)alpha);
    __m128i w = a;
    if (coverage) {
        w = _mm_cvtepu8_epi16(_mm_maskz_loadu_epi8(m, coverage));
        if (alpha < 255) {
            __m128i p = _mm_add_epi16(_mm_mullo_epi16(w, a), _mm_set1_epi16(128));
            w = _mm_srli_epi16(_mm_add_epi16(p, _mm_srli_epi16(p, 8)), 8);
        }
    }
    return _mm512_permutexvar_epi16(spread, _mm512_castsi128_si512(w));
}

/* Blend.over(scale(s, weight), under) for eight pixels under the mask, s's channels widened to
   16 bits, stored to out. Blend's packed two-channel arithmetic gives the same values in
   16-bit lanes; the final add is made on the packed pixels, as Blend makes it, so that even
   colors that are not premultiplied carry from channel to channel exactly as there. */
OMBRE_AVX512 static inline __attribute__((always_inline)) void ombre_over8(__m512i s16, __m512i weight,
                                                                            const uint32_t *under, uint32_t *out,
                                                                            __mmask8 m) {
    __m512i s = ombre_scale16(s16, weight);
    __m512i inverse =
        _mm512_sub_epi16(_mm512_set1_epi16(255), _mm512_shufflehi_epi16(_mm512_shufflelo_epi16(s, 0xFF), 0xFF));
    __m512i d = ombre_scale16(_mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi32(m, under)), inverse);
    _mm256_mask_storeu_epi32(out, m, _mm256_add_epi32(_mm512_cvtepi16_epi8(s), _mm512_cvtepi16_epi8(d)));
}

/* Blend.over(scale(s, w), d) for every pixel, eight at a time, the last eight or fewer through
   masks. Per pixel the weight is coverage[i] · alpha / 255, or alpha without coverage; s is
   src[i], or src[0] for every pixel when src_step is 0. Inlined where its callers loop over
   spans of a few pixels, so that a call and the set-up are not paid per span. */
OMBRE_AVX512 static inline __attribute__((always_inline)) void ombre_over_inline(const uint32_t *src, long src_step,
                                                                                  const uint32_t *under, uint32_t *out,
                                                                                  long count, const uint8_t *coverage,
                                                                                  uint32_t alpha) {
    /* src[0] is read below even when src_step is 1: nothing is, for no pixels. */
    if (count <= 0) return;
    const __m512i color = _mm512_cvtepu8_epi16(_mm256_set1_epi32((int)src[0]));
    for (long i = 0; i < count; i += 8) {
        __mmask8 m = (__mmask8)(count - i < 8 ? (1u << (count - i)) - 1 : 0xFF);
        __m512i weight = ombre_weights8(coverage ? coverage + i : NULL, m, alpha);
        __m512i s = src_step ? _mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi32(m, src + i)) : color;
        ombre_over8(s, weight, under + i, out + i, m);
    }
}

OMBRE_AVX512 void ombre_over_avx512(const uint32_t *src, long src_step, const uint32_t *under, uint32_t *out,
                                     long count, const uint8_t *coverage, uint32_t alpha) {
    ombre_over_inline(src, src_step, under, out, count, coverage, alpha);
}

/* Blend.multiply. */
static inline uint32_t ombre_multiply255(uint32_t a, uint32_t b) {
    uint32_t p = a * b + 128;
    return (p + (p >> 8)) >> 8;
}

/* Blend.scale. */
static inline uint32_t ombre_scale255(uint32_t p, uint32_t f) {
    uint32_t rb = (p & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

/* Reason for the head: a run that starts off a cache line's edge (a background between a row's
   shapes) made every 64-byte store straddle two lines. */
OMBRE_AVX512 void ombre_fill_avx512(uint32_t *out, long count, uint32_t value) {
    const __m512i v = _mm512_set1_epi32((int)value);
    long i = 0;
    long head = (long)((64 - ((uintptr_t)out & 63)) & 63) / 4;
    if (head > 0 && count > 16) {
        _mm512_mask_storeu_epi32(out, (__mmask16)((1u << head) - 1), v);
        i = head;
    }
    /* A fill of many pages (a frame's clear) asks for the page four ahead at each page, so
       the address translation a cold page needs is looked up while this page is written,
       not when the stores reach it: about a tenth off a 1080p clear after other work. */
    const long page = 1024, ahead = 4 * page;
    for (; i + page + ahead <= count; i += page) {
        __builtin_prefetch(out + i + ahead, 1, 3);
        for (long j = 0; j < page; j += 16) _mm512_storeu_si512(out + i + j, v);
    }
    for (; i + 16 <= count; i += 16) _mm512_storeu_si512(out + i, v);
    if (i < count) _mm512_mask_storeu_epi32(out + i, (__mmask16)((1u << (count - i)) - 1), v);
}

OMBRE_AVX512 void ombre_fill_chunks_avx512(uint32_t *out, long chunks, const uint32_t *pattern) {
    const __m256i one = _mm256_loadu_si256((const __m256i *)pattern);
    const __m512i two = _mm512_inserti64x4(_mm512_castsi256_si512(one), one, 1);
    long j = 0;
    for (; j + 2 <= chunks; j += 2) _mm512_storeu_si512((void *)(out + 8 * j), two);
    if (j < chunks) _mm256_storeu_si256((__m256i *)(out + 8 * j), one);
}

OMBRE_AVX512 void ombre_paint_solid_avx512(uint32_t color, uint32_t *row, const ombre_span *spans, long count,
                                            uint32_t alpha) {
    for (long i = 0; i < count; i++) {
        const ombre_span *span = spans + i;
        uint32_t *dst = row + span->x;
        if (span->values) {
            ombre_over_inline(&color, 0, dst, dst, span->count, span->values, alpha);
            continue;
        }
        uint32_t weight = ombre_multiply255(span->alpha, alpha);
        uint32_t s = weight >= 255 ? color : ombre_scale255(color, weight);
        if (s >> 24 == 255) {
            ombre_fill_avx512(dst, span->count, s);
        } else if (s != 0) {
            ombre_over_avx512(&s, 0, dst, dst, span->count, NULL, 255);
        }
    }
}

/* Copies n pixels; the few of a partly covered span through one masked move, not a call. */
OMBRE_AVX512 static inline void ombre_copy_pixels(uint32_t *dst, const uint32_t *src, long n) {
    if (n > 16) {
        __builtin_memcpy(dst, src, sizeof(uint32_t) * (size_t)n);
        return;
    }
    __mmask16 m = (__mmask16)((1u << n) - 1);
    _mm512_mask_storeu_epi32(dst, m, _mm512_maskz_loadu_epi32(m, src));
}

OMBRE_AVX512 void ombre_keep_partial_avx512(const uint32_t *row, uint32_t *scratch, const ombre_span *spans,
                                             long count, long x0) {
    for (long i = 0; i < count; i++) {
        const ombre_span *span = spans + i;
        if (span->values || span->alpha < 255) ombre_copy_pixels(scratch + (span->x - x0), row + span->x, span->count);
    }
}

OMBRE_AVX512 void ombre_restore_partial_avx512(uint32_t *row, const uint32_t *scratch, const ombre_span *spans,
                                                long count, long x0) {
    for (long i = 0; i < count; i++) {
        const ombre_span *span = spans + i;
        uint32_t *shaded = row + span->x;
        const uint32_t *old = scratch + (span->x - x0);
        if (span->values) {
            ombre_over_inline(shaded, 1, old, shaded, span->count, span->values, 255);
        } else if (span->alpha < 255) {
            ombre_over_inline(shaded, 1, old, shaded, span->count, NULL, span->alpha);
        }
    }
}

/* Blend.scale of sixteen pixels by sixteen factors (0...255), two channels per 32-bit lane. */
OMBRE_AVX512 static inline __attribute__((always_inline)) __m512i ombre_scale16x32(__m512i p, __m512i f) {
    const __m512i low = _mm512_set1_epi32(0x00FF00FF), half = _mm512_set1_epi32(0x00800080);
    __m512i rb = _mm512_add_epi32(_mm512_mullo_epi32(_mm512_and_si512(p, low), f), half);
    rb = _mm512_add_epi32(rb, _mm512_and_si512(_mm512_srli_epi32(rb, 8), low));
    rb = _mm512_and_si512(_mm512_srli_epi32(rb, 8), low);
    __m512i ag = _mm512_add_epi32(_mm512_mullo_epi32(_mm512_and_si512(_mm512_srli_epi32(p, 8), low), f), half);
    ag = _mm512_andnot_si512(low, _mm512_add_epi32(ag, _mm512_and_si512(_mm512_srli_epi32(ag, 8), low)));
    return _mm512_or_si512(rb, ag);
}

/* What ombre_restore_partial_avx512 makes of the shaded row when the pixels it kept were all
   `background`: the partly covered spans blended over that one color. A planned row is opaque,
   so each such pixel is Blend.over(scale(s, w), background) = scale(s, w) + scale(background,
   255 − w), scale(s, w) having alpha w, worked out sixteen pixels at a time. Reason: keeping the
   background in the scratch row to read it straight back cost a fill and a load a span, and
   blending eight pixels at a time in 16-bit lanes cost 52 against 42 µs a cold 1080p star
   (Benchmarks/row-parts.sh, 5,615 such spans of 55 k pixels). */
OMBRE_AVX512 static void ombre_restore_background_avx512(uint32_t *row, const ombre_span *spans, long count,
                                                        uint32_t background) {
    const __m512i ground = _mm512_set1_epi32((int)background), full = _mm512_set1_epi32(255);
    for (long i = 0; i < count; i++) {
        const ombre_span *span = spans + i;
        if (!span->values && span->alpha == 255) continue;
        uint32_t *shaded = row + span->x;
        long n = span->count;
        for (long k = 0; k < n; k += 16) {
            __mmask16 m = (__mmask16)(n - k < 16 ? (1u << (n - k)) - 1 : 0xFFFF);
            __m512i w = span->values ? _mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(m, span->values + k))
                                     : _mm512_set1_epi32(span->alpha);
            __m512i s = _mm512_maskz_loadu_epi32(m, shaded + k);
            __m512i out =
                _mm512_add_epi32(ombre_scale16x32(s, w), ombre_scale16x32(ground, _mm512_sub_epi32(full, w)));
            _mm512_mask_storeu_epi32(shaded + k, m, out);
        }
    }
}

/* The groups of ombre_paint_planned_avx512, over the row's pixels, or, with `over`, over
   `background`, which then also fills x0 ..< x1 around them and their gaps. Over the
   background a group's edges are blended once the next group is shaded (groups never share a
   pixel). Reason: blended at once, their masked loads of pixels the shading had just stored
   could not take them from the store buffer and waited for the stores to land (a cold 1080p
   star's rows 404 → 383 µs in a C harness). */
OMBRE_AVX512 static inline void ombre_paint_planned_segments(const ombre_radial_plan *plan, long y, uint32_t *row,
                                                             uint32_t *scratch, const ombre_span *spans, long count,
                                                             int over, uint32_t background, long x0, long x1) {
    /* The spans of the group whose edges are still to be blended over the background. */
    long first = 0, at = x0, waiting = 0, waiting_end = 0;
    while (first < count) {
        long end = ombre_span_group_end(spans, count, first);
        long start = spans[first].x;
        long n = spans[end - 1].x + spans[end - 1].count - start;
        if (over) {
            if (start > at) ombre_fill_avx512(row + at, start - at, background);
            ombre_radial_plan_row(plan, y, start, n, row + start);
            for (long i = first + 1; i < end; i++) {
                long gap = spans[i - 1].x + spans[i - 1].count;
                if (spans[i].x > gap) ombre_fill_avx512(row + gap, spans[i].x - gap, background);
            }
            ombre_restore_background_avx512(row, spans + waiting, waiting_end - waiting, background);
            waiting = first;
            waiting_end = end;
            at = start + n;
        } else {
            ombre_keep_partial_avx512(row, scratch, spans + first, end - first, start);
            ombre_copy_gaps(row + start, scratch, spans + first, end - first);
            ombre_radial_plan_row(plan, y, start, n, row + start);
            ombre_copy_gaps(scratch, row + start, spans + first, end - first);
            ombre_restore_partial_avx512(row, scratch, spans + first, end - first, start);
        }
        first = end;
    }
    if (over) {
        if (at < x1) ombre_fill_avx512(row + at, x1 - at, background);
        ombre_restore_background_avx512(row, spans + waiting, waiting_end - waiting, background);
    }
}

OMBRE_AVX512 void ombre_paint_planned_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                              const ombre_span *spans, long count) {
    ombre_paint_planned_segments(plan, y, row, scratch, spans, count, 0, 0, 0, 0);
}

OMBRE_AVX512 void ombre_paint_planned_over_avx512(const ombre_radial_plan *plan, long y, uint32_t *row,
                                                   uint32_t *scratch, const ombre_span *spans, long count,
                                                   uint32_t background, long x0, long x1) {
    ombre_paint_planned_segments(plan, y, row, scratch, spans, count, 1, background, x0, x1);
}
#endif

#if !defined(__x86_64__)
void ombre_fill_avx512(uint32_t *out, long count, uint32_t value) {
    (void)out;
    (void)count;
    (void)value;
}

void ombre_fill_chunks_avx512(uint32_t *out, long chunks, const uint32_t *pattern) {
    (void)out;
    (void)chunks;
    (void)pattern;
}

void ombre_paint_solid_avx512(uint32_t color, uint32_t *row, const ombre_span *spans, long count, uint32_t alpha) {
    (void)color;
    (void)row;
    (void)spans;
    (void)count;
    (void)alpha;
}

void ombre_keep_partial_avx512(const uint32_t *row, uint32_t *scratch, const ombre_span *spans, long count,
                               long x0) {
    (void)row;
    (void)scratch;
    (void)spans;
    (void)count;
    (void)x0;
}

void ombre_restore_partial_avx512(uint32_t *row, const uint32_t *scratch, const ombre_span *spans, long count,
                                  long x0) {
    (void)row;
    (void)scratch;
    (void)spans;
    (void)count;
    (void)x0;
}

void ombre_paint_planned_over_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                     const ombre_span *spans, long count, uint32_t background, long x0, long x1) {
    (void)plan;
    (void)y;
    (void)row;
    (void)scratch;
    (void)spans;
    (void)count;
    (void)background;
    (void)x0;
    (void)x1;
}

void ombre_paint_planned_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                const ombre_span *spans, long count) {
    ombre_paint_planned_over_avx512(plan, y, row, scratch, spans, count, 0, 0, 0);
}

void ombre_over_avx512(const uint32_t *src, long src_step, const uint32_t *under, uint32_t *out, long count,
                       const uint8_t *coverage, uint32_t alpha) {
    (void)src;
    (void)src_step;
    (void)under;
    (void)out;
    (void)count;
    (void)coverage;
    (void)alpha;
}
#endif
