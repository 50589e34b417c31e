#ifndef OMBRE_SIMD_H
#define OMBRE_SIMD_H
/*
 * Eight-lane helpers for operations that Swift's SIMD types lower to scalar
 * code on Linux. Each compiles to baseline x86-64 (SSE2) or AArch64 NEON
 * instructions, so no CPU-specific build flag is needed. The row kernels
 * (ombre_simd.c: conic and axial; ombre_radial.c: radial; ombre_paint.c:
 * blending spans) are compiled for AVX2 or AVX-512 one function at a time and
 * called only where ombre_cpu_has_avx2() or ombre_cpu_has_avx512() says the
 * CPU has it.
 */
#include <stdint.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Every helper below is inlined wherever it is used, also without optimization: the AVX-512
   copy of the radial row driver (ombre_radial.c) passes eight-lane values to them, which a call
   from AVX-512 code to a baseline function would pass in other registers than it expects. */
#define OMBRE_INLINE static inline __attribute__((always_inline))

typedef float ombre_float8 __attribute__((ext_vector_type(8)));
typedef int32_t ombre_int8 __attribute__((ext_vector_type(8)));

/* Reason: SIMD8<Float>.squareRoot() calls libm once per lane (about 4x slower). */
OMBRE_INLINE ombre_float8 ombre_sqrt8(ombre_float8 v) { return __builtin_elementwise_sqrt(v); }

/* Reason: SIMD8<Int32>(SIMD8<Float>) is scalarised (about 15 ns per lane). Truncates toward zero. */
OMBRE_INLINE ombre_int8 ombre_trunc8(ombre_float8 v) { return __builtin_convertvector(v, ombre_int8); }

/* Reason: pointwiseMin on SIMD8<Float> is scalarised; caps every lane at hi. NaN lanes become
   hi: the comparison that keeps a lane fails for NaN, so NaN never reaches a table index. The
   strict comparison is exactly x86's minps (and NEON's select), one instruction per four lanes. */
OMBRE_INLINE ombre_float8 ombre_min8(ombre_float8 v, float hi) {
    ombre_float8 h = hi;
    return v < h ? v : h;
}

/* Reason: pointwiseMin/Max on SIMD8<Float> are scalarised; clamps to [lo, hi]. NaN lanes become
   lo (a plain min/max clamp would let NaN through). Strict comparisons, so that each step is one
   maxps/minps per four lanes: with >= the compiler must keep -0 and cannot use them. */
OMBRE_INLINE ombre_float8 ombre_clamp8(ombre_float8 v, float lo, float hi) {
    ombre_float8 l = lo, h = hi;
    v = v > l ? v : l;
    return v < h ? v : h;
}

typedef float ombre_float4 __attribute__((ext_vector_type(4)));
typedef float ombre_float2 __attribute__((ext_vector_type(2)));

/* Reason: SIMD8<Float>.min() is a scalar loop in Swift. The smallest lane; no lane may be NaN. */
OMBRE_INLINE float ombre_hmin8(ombre_float8 v) {
    ombre_float4 m = __builtin_elementwise_min(v.lo, v.hi);
    ombre_float2 n = __builtin_elementwise_min(m.lo, m.hi);
    return n.x < n.y ? n.x : n.y;
}

/* Reason: as ombre_hmin8. The largest lane; no lane may be NaN. */
OMBRE_INLINE float ombre_hmax8(ombre_float8 v) {
    ombre_float4 m = __builtin_elementwise_max(v.lo, v.hi);
    ombre_float2 n = __builtin_elementwise_max(m.lo, m.hi);
    return n.x > n.y ? n.x : n.y;
}

/* Reason: Swift's lane-wise select on SIMD8<Float> lowers to several masks per call, and this
   runs once per conic pixel. atan2(y, x) / 2π wrapped into [0, 1), within about 1e-6 turns;
   the polynomial is a minimax fit of atan on [0, 1] (max error about 1e-7 rad). */
OMBRE_INLINE ombre_float8 ombre_turns8(ombre_float8 y, ombre_float8 x) {
    ombre_float8 ax = __builtin_elementwise_abs(x);
    ombre_float8 ay = __builtin_elementwise_abs(y);
    ombre_float8 mx = __builtin_elementwise_max(ax, ay);
    ombre_float8 mn = __builtin_elementwise_min(ax, ay);
    /* The tiny bias keeps 0/0 at the center from producing NaN. */
    ombre_float8 a = mn / (mx + 1e-30f);
    ombre_float8 s = a * a;
    ombre_float8 r = s * -0.01172120f + 0.05265332f;
    r = r * s - 0.11643287f;
    r = r * s + 0.19354346f;
    r = r * s - 0.33262347f;
    r = r * s + 0.99997726f;
    r = r * a * (1.0f / 6.28318530717958647692f);
    r = ay > ax ? 0.25f - r : r;
    r = x < 0.0f ? 0.5f - r : r;
    r = y < 0.0f ? 1.0f - r : r;
    return r >= 1.0f ? r - 1.0f : r;
}

/* Reason: as ombre_turns8, without the arctangent: a quarter of the "diamond angle" of (x, y),
   a value in [-0.25, 0.75) that grows monotonically with the true angle from −90° round to
   270°, for one division and one select. Tables indexed by it hold the colors at the matching
   true angles. */
OMBRE_INLINE ombre_float8 ombre_diamond8(ombre_float8 y, ombre_float8 x) {
    ombre_float8 sum = __builtin_elementwise_abs(x) + __builtin_elementwise_abs(y) + 1e-30f;
    ombre_float8 r = y / sum;
    ombre_float8 p = x < 0.0f ? 2.0f - r : r;
    return p * 0.25f;
}

typedef uint32_t ombre_uint8 __attribute__((ext_vector_type(8)));

/* Reason: Swift's SIMD8 `replacing(with:where:)` is scalarised. Per lane: t >= edge ? above : below. */
OMBRE_INLINE ombre_uint8 ombre_select_at8(ombre_float8 t, float edge, ombre_uint8 below, ombre_uint8 above) {
    ombre_float8 e = edge;
    return t >= e ? above : below;
}

typedef uint16_t ombre_ushort32 __attribute__((ext_vector_type(32)));
typedef uint8_t ombre_uchar32 __attribute__((ext_vector_type(32)));

/* Reason: narrowing SIMD32<UInt16> to bytes is scalarised in Swift; this is two packuswb pairs.
   Adds the 8.8 fixed-point biases, keeps the integer parts and packs them into eight pixels. */
OMBRE_INLINE ombre_uint8 ombre_round_pack8(ombre_ushort32 fixed, ombre_ushort32 bias) {
    ombre_ushort32 rounded = (fixed + bias) >> 8;
    ombre_uchar32 bytes = __builtin_convertvector(rounded, ombre_uchar32);
    ombre_uint8 pixels;
    __builtin_memcpy(&pixels, &bytes, sizeof(pixels));
    return pixels;
}

/* Reason: packing float channels into bytes by shifts and adds costs 18 vector operations per
   eight pixels; converting and packing in 16-bit lanes takes 14. Rounds channel values in
   -0.5...255.5 to nearest, ties to even (as float addition of a rounding constant does). */
#if defined(__SSE2__)
/* Eight rounded lanes, given as halves: a 32-byte vector may only cross inlined calls. */
OMBRE_INLINE __m128i ombre_words8(__m128 lo, __m128 hi) {
    return _mm_packs_epi32(_mm_cvtps_epi32(lo), _mm_cvtps_epi32(hi));
}

/* Eight pixels from 16-bit lanes b | g << 8 and r | a << 8, written to `out` (as above). */
OMBRE_INLINE void ombre_interleave8(__m128i bg, __m128i ra, ombre_uint8 *out) {
    __m128i lo = _mm_unpacklo_epi16(bg, ra);
    __m128i hi = _mm_unpackhi_epi16(bg, ra);
    __builtin_memcpy(out, &lo, 16);
    __builtin_memcpy((char *)out + 16, &hi, 16);
}
#else
OMBRE_INLINE ombre_uint8 ombre_rounded8(ombre_float8 v) {
    ombre_float8 magic = 12582912.0f;
    return (ombre_uint8)(v + magic) - 0x4B400000u;
}
#endif

/* Opaque BGRA8 pixels from b, g, r. */
OMBRE_INLINE ombre_uint8 ombre_pack_opaque8(ombre_float8 b, ombre_float8 g, ombre_float8 r) {
#if defined(__SSE2__)
    __m128i bg = _mm_or_si128(ombre_words8((__m128)b.lo, (__m128)b.hi), _mm_slli_epi16(ombre_words8((__m128)g.lo, (__m128)g.hi), 8));
    __m128i ra = _mm_or_si128(ombre_words8((__m128)r.lo, (__m128)r.hi), _mm_set1_epi16((short)0xFF00));
    ombre_uint8 out;
    ombre_interleave8(bg, ra, &out);
    return out;
#else
    return ombre_rounded8(b) | ombre_rounded8(g) << 8 | ombre_rounded8(r) << 16 | 0xFF000000u;
#endif
}

/* Opaque BGRA8 pixels from b, g and `red_alpha`, red plus 65 280 (0xFF00): each rounded to an
   integer, `red_alpha` shifted into the top half, where it puts red and an opaque alpha at once.
   The radial segment runs pack this way (see ombre_radial.c); the sum keeps red to 1/256 of a
   level, the float spacing near 65 280. */
OMBRE_INLINE ombre_uint8 ombre_pack_red_alpha8(ombre_float8 b, ombre_float8 g, ombre_float8 red_alpha) {
#if defined(__SSE2__)
    __m128i lo = _mm_or_si128(_mm_or_si128(_mm_cvtps_epi32((__m128)b.lo), _mm_slli_epi32(_mm_cvtps_epi32((__m128)g.lo), 8)),
                              _mm_slli_epi32(_mm_cvtps_epi32((__m128)red_alpha.lo), 16));
    __m128i hi = _mm_or_si128(_mm_or_si128(_mm_cvtps_epi32((__m128)b.hi), _mm_slli_epi32(_mm_cvtps_epi32((__m128)g.hi), 8)),
                              _mm_slli_epi32(_mm_cvtps_epi32((__m128)red_alpha.hi), 16));
    ombre_uint8 out;
    __builtin_memcpy(&out, &lo, 16);
    __builtin_memcpy((char *)&out + 16, &hi, 16);
    return out;
#else
    return ombre_rounded8(b) | ombre_rounded8(g) << 8 | ombre_rounded8(red_alpha) << 16;
#endif
}

/* BGRA8 pixels from b, g, r, a. */
OMBRE_INLINE ombre_uint8 ombre_pack8(ombre_float8 b, ombre_float8 g, ombre_float8 r, ombre_float8 a) {
#if defined(__SSE2__)
    __m128i bg = _mm_or_si128(ombre_words8((__m128)b.lo, (__m128)b.hi), _mm_slli_epi16(ombre_words8((__m128)g.lo, (__m128)g.hi), 8));
    __m128i ra = _mm_or_si128(ombre_words8((__m128)r.lo, (__m128)r.hi), _mm_slli_epi16(ombre_words8((__m128)a.lo, (__m128)a.hi), 8));
    ombre_uint8 out;
    ombre_interleave8(bg, ra, &out);
    return out;
#else
    return ombre_rounded8(b) | ombre_rounded8(g) << 8 | ombre_rounded8(r) << 16 | ombre_rounded8(a) << 24;
#endif
}

/* One run of a radial gradient segment that is not rotated, eight pixels per chunk: what
   GradientShader's opaque loop computes, lane for lane (each channel fma(t, slope, base −
   origin · slope), red with 65 280 added to that base, packed by ombre_pack_red_alpha8).
   Inputs are the row's du at the run's first chunk and its step per chunk, dv² (the same in
   every lane), the segment's origin and slopes, and each channel's base with the row's dither
   added. */
typedef struct {
    float du[8];
    float dv2[8];
    float b[8];
    float g[8];
    float r[8];
    float slope_b, slope_g, slope_r;
    float chunk_step;
    float origin;
} ombre_radial_run;

/* Reason: Swift cannot enable AVX2 for one function; the caller checks ombre_cpu_has_avx2(). */
void ombre_radial_run_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out);

/* Chunks of a radial gradient of two opaque stops whose first stop is at or below 0, as
   GradientShader.runRadialPadded computes them through OpaqueTwoStopRadiusColorizer: t =
   sqrt(du² + dv²) capped at `origin` (here the last stop), each channel t · slope plus its
   base with the row's dither. The caller checks ombre_cpu_has_avx2(). */
void ombre_radial_two_stop_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out);

/* One row of a conic gradient read from its color table by diamond angle, as GradientShader's
   generic row loop computes it through ConicMapping (diamond) and TableFromStartColorizer:
   along and across are the affine values at the row's first eight pixels, stepped per chunk;
   entries are 8.8 fixed-point premultiplied colors (b, g, r, a from the low 16 bits), bias the
   row's eight per-pixel rounding biases. Writes `count` pixels, the last chunk partly. With
   `pixels` (not NULL when the bias is 0x80 in every lane, no dithering), the AVX-512 kernel
   reads finished pixels instead: each entry rounded and packed as ombre_round_pack8 does with
   that bias, 32 of them (plus 31 past the last) by one permute. */
typedef struct {
    float along[8];
    float across[8];
    uint64_t bias[8];
    const uint64_t *entries;
    const uint32_t *pixels;
    /* With dithering, when not NULL: the entries split into their integer parts as pixels and
       their fractions' bytes, which the AVX-512 kernel reads 32 at a time by one permute each
       and rounds up where a fraction exceeds 255 minus the lane's bias (the same bits). */
    const uint32_t *whole;
    const uint32_t *fraction;
    float along_step, across_step;
    float scale, shift, last;
} ombre_conic_row;

/* Reason: as ombre_radial_run_opaque_avx2; the caller checks ombre_cpu_has_avx2(). */
void ombre_conic_row_avx2(const ombre_conic_row *row, long count, uint32_t *out);

/* The same with AVX-512 (F, BW, VL, DQ): sixteen lanes of arithmetic, and each chunk's eight
   entries taken from sixteen (thirty-two) consecutive ones by one (two) permutes when they lie
   that close (as they do away from the center), else gathered. Reads up to 31 entries past the last one: the table
   must have room for them. The caller checks ombre_cpu_has_avx512(). */
void ombre_conic_row_avx512(const ombre_conic_row *row, long count, uint32_t *out);

/* Chunks of an axial gradient read from its color table, as GradientShader.runAxialTable steps
   them between its clamped ends: `index` holds the first chunk's eight 16.16 fixed-point entry
   positions (rounding included), moved on by `step` per chunk; each pixel is the entry at the
   position's integer part, biased, shifted and packed as ombre_round_pack8 does (`bias` the
   row's eight per-pixel biases). Each chunk's entries come from sixteen (thirty-two) consecutive
   ones by one (two) permutes when they lie that close, else they are gathered; reads up to 31 entries past the
   last one, for which the table has room. The caller checks ombre_cpu_has_avx512(). */
typedef struct {
    int32_t index[8];
    uint64_t bias[8];
    const uint64_t *entries;
    /* Finished pixels, read instead of `entries` when not NULL, as ombre_conic_row reads them. */
    const uint32_t *pixels;
    /* The entries' halves, read as ombre_conic_row reads them when not NULL. */
    const uint32_t *whole;
    const uint32_t *fraction;
    int32_t step;
} ombre_axial_table_run;

void ombre_axial_table_run_avx512(const ombre_axial_table_run *run, long chunks, uint32_t *out);

/* Chunks of a radial row read from its color table, as GradientShader.runRadialPadded shades
   them through TableFromStartColorizer: t = sqrt(du² + dv²) with du stepped by `chunk_step` per
   chunk, the table index t · scale + shift capped at `last` (NaN too) and rounded, the entry
   biased, shifted and packed as ombre_round_pack8 does. Entries are fetched as
   ombre_axial_table_run fetches them (reading up to 31 past the last). The caller checks
   ombre_cpu_has_avx512(). */
typedef struct {
    float du[8];
    float dv2[8];
    uint64_t bias[8];
    const uint64_t *entries;
    /* Finished pixels, read instead of `entries` when not NULL, as ombre_conic_row reads them. */
    const uint32_t *pixels;
    /* The entries' halves, read as ombre_conic_row reads them when not NULL. */
    const uint32_t *whole;
    const uint32_t *fraction;
    float chunk_step, scale, shift, last;
} ombre_radial_table_run;

void ombre_radial_table_run_avx512(const ombre_radial_table_run *run, long chunks, uint32_t *out);

/* The two radial kernels with AVX-512 (F, BW, VL, DQ), two chunks at a time: the same bits.
   The caller checks ombre_cpu_has_avx512(). */
void ombre_radial_run_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out);
void ombre_radial_two_stop_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out);

/* Source-over compositing as Blend.over does it, pixel i weighted by coverage[i] · alpha / 255
   (or by alpha alone when coverage is NULL): out[i] = s + (under[i] scaled by 255 − s's alpha)
   with s = src[i] (src_step 1) or src[0] (src_step 0) scaled by that weight. out may be src
   or under. The caller checks ombre_cpu_has_avx512(). */
void ombre_over_avx512(const uint32_t *src, long src_step, const uint32_t *under, uint32_t *out, long count,
                       const uint8_t *coverage, uint32_t alpha);

/* A run of chunks whose channels are 16.16 fixed-point values stepped by one integer add per
   chunk, as GradientShader.fixedPointRun writes them: each pixel is b >> 16 | (g >> 8) & 0xFF00
   | r & 0xFF0000, with alpha 0xFF or (a << 8) & 0xFF000000 (shifts arithmetic, adds wrapping). */
typedef struct {
    int32_t b[8], g[8], r[8], a[8];
    int32_t step_b, step_g, step_r, step_a;
    int opaque;
} ombre_fixed_run;

/* Reason: Swift's SIMD8<Int32> loop stays within 128-bit registers; this takes two chunks at
   a time. The caller checks ombre_cpu_has_avx512(). */
void ombre_fixed_run_avx512(const ombre_fixed_run *run, long chunks, uint32_t *out);

/* What GradientShader.runRadialSegments derives for every row from a shader's mapping and
   colorizer, kept once per shader for opaque stops with colors affine in t: du's affine
   form (u_kx, u_ky, u_k0) and dv's, the dither pattern's table (8 rows of 16 offsets), the
   segment factors and clamps, and the kernel level (0 when the shader's rows take another
   path). Reason: a shape's row is many short segments, and setting each one up in Swift (the
   row ramps, copies of the shader's program) cost about as much as a segment's pixels. */
typedef struct {
    float u_kx, u_ky, u_k0;
    float v_kx, v_ky, v_k0;
    const float *dither;
    const float *locations;
    const float *origin;
    const float *base;
    const float *slope;
    long stop_count;
    float low, high;
    int level;
} ombre_radial_plan;

/* Shades `count` pixels of device row y from column x with the pixels of runRadialSegments:
   the row's du, dv², chunk step and dither in the same Float operations as RowRamp,
   AffineForm.rowStart and DitherPattern, then the row split into runs of one segment, written
   by the radial run kernels of the plan's level (1 AVX2, 2 AVX-512). Precondition: the plan's
   level is 1 or 2 and the CPU runs it. */
void ombre_radial_plan_row(const ombre_radial_plan *plan, long y, long x, long count, uint32_t *out);

/* A run of coverage as OmbreGraphics' CoverageSpan lays it out (x, count, alpha, values: a test
   checks the offsets): `values` per pixel, or `alpha` for every pixel when it is NULL. */
typedef struct {
    int32_t x;
    int32_t count;
    uint8_t alpha;
    const uint8_t *values;
} ombre_span;

/* SpanPainter's solid paint of a row's spans, span for span: `color` over the row weighted by
   each span's coverage times `alpha` (Blend's arithmetic); a run whose weighted color is opaque
   is filled. Reason: a stroke's row is dozens of spans of a pixel or two, and a Swift loop
   calling the blend per span cost more than the blending. The caller checks AVX-512. */
void ombre_paint_solid_avx512(uint32_t color, uint32_t *row, const ombre_span *spans, long count, uint32_t alpha);

/* SpanPainter's shading in place around one segment of touching spans starting at column x0:
   `keep` copies the pixels under its partly covered spans to scratch (at their offsets from
   x0); `restore` then blends the freshly shaded pixels there over those kept ones, weighted by
   each span's coverage. Reason and precondition as ombre_paint_solid_avx512. */
void ombre_keep_partial_avx512(const uint32_t *row, uint32_t *scratch, const ombre_span *spans, long count,
                               long x0);
void ombre_restore_partial_avx512(uint32_t *row, const uint32_t *scratch, const ombre_span *spans, long count,
                                  long x0);

/* How far apart, in pixels, spans may lie and still be shaded in one piece when shaded in
   place: SpanPainter shades each group of spans whose gaps are all narrower than this with one
   shader call, keeping the pixels of the gaps (or writing the background there). Reason: the
   rows of a star are several pieces, and cold 1080p star frames ran 4 to 5 % faster shaded
   this way than a call per run of touching spans (16 pixels gained nothing, 256 no more). */
#define OMBRE_SHADED_GAP 128

/* The end (exclusive) of the group of spans from `first` on whose gaps are narrower than
   OMBRE_SHADED_GAP (see above). */
static inline long ombre_span_group_end(const ombre_span *spans, long count, long first) {
    long end = first + 1;
    while (end < count && spans[end].x - (spans[end - 1].x + spans[end - 1].count) < OMBRE_SHADED_GAP) end++;
    return end;
}

/* Copies the gaps between spans[0 ..< count] from `from` to `to`, both pointing at the
   column of spans[0]: the pixels of a group's gaps kept in the scratch row, or put back. */
static inline void ombre_copy_gaps(const uint32_t *from, uint32_t *to, const ombre_span *spans, long count) {
    long x0 = spans[0].x;
    for (long i = 1; i < count; i++) {
        long gap = spans[i - 1].x + spans[i - 1].count;
        if (spans[i].x > gap) __builtin_memcpy(to + (gap - x0), from + (gap - x0), 4 * (size_t)(spans[i].x - gap));
    }
}

/* SpanPainter's shading in place of a row's spans with a planned radial shader: group by
   group (ombre_span_group_end), the old pixels under partly covered spans and in the gaps
   kept, the group shaded by ombre_radial_plan_row, the gaps put back and the partly covered
   pixels blended back; the same pixels as one keep, shade and restore per group. Reason: a
   shape's row is several groups, and a Swift loop making three calls for each cost more than
   some of their pixels. The caller checks AVX-512 and that the plan's level is 2. */
void ombre_paint_planned_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                const ombre_span *spans, long count);

/* ombre_paint_planned_avx512 on a row that the canvas's background has not been written to
   yet: pixels x0 ..< x1 outside the spans (the gaps in groups included) become `background`,
   and the partly covered ones are blended over it instead of over what the row held; the same pixels as filling x0 ..< x1
   with `background` first (`scratch` goes unused). Reason: the frame's clear and the first
   shape on it then write each pixel once, and no pixel of the background is read back.
   Precondition as ombre_paint_planned_avx512, and the spans lie within x0 ..< x1. */
void ombre_paint_planned_over_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                     const ombre_span *spans, long count, uint32_t background, long x0, long x1);

/* Sets `count` pixels from `out` on to `value`. Reason: the baseline build writes a repeated
   pixel 16 bytes at a time; clearing a 1080p frame in strips measured 0.141 → 0.082 ms with
   64-byte stores. The caller checks AVX-512. */
void ombre_fill_avx512(uint32_t *out, long count, uint32_t value);

/* Writes `chunks` copies of the eight pixels at `pattern` one after another from `out`. Reason:
   the baseline build stores a chunk 16 bytes at a time, and a gradient's rows beyond the ends
   of its axis are long runs of one chunk. The caller checks AVX-512. */
void ombre_fill_chunks_avx512(uint32_t *out, long chunks, const uint32_t *pattern);

/* Reason: as ombre_cpu_has_avx2. True when the CPU runs AVX-512 F, BW, VL and DQ. */
int ombre_cpu_has_avx512(void);

/* Reason: the CPU feature test is a compiler builtin that Swift cannot call. True when the CPU
   runs AVX2 and FMA (the radial segment kernels fuse their channels' multiply-adds). */
int ombre_cpu_has_avx2(void);

#endif
