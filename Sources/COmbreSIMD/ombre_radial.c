/* Radial rows of opaque segment colors shaded in C: the run kernels (AVX2, AVX-512), and the
   row driver and the plan's per-row set-up that call them, in a baseline copy and an AVX-512
   one. One file, so that the AVX-512 driver takes the kernel inline. */
#include "ombre_simd_target.h"
#include <math.h>

/* Every multiply and add stays a separate IEEE operation, as in the Swift loops this code
   stands in for, unless written as a fused multiply-add: the compiler never fuses one itself. */
#pragma clang fp contract(off)

#if defined(__x86_64__)
/* A channel of a segment run at t: the segment's line through its value at t = 0,
   fma(t, slope, base − origin · slope), one rounding where (t − origin) · slope + base took
   three; red's value at 0 also takes 65 280, so that its rounded value shifted left by 16 is red
   and an opaque alpha (ombre_pack_red_alpha8). Reason: the segment kernels were bound by their
   instruction count (the fused form made cold 1080p star frames 5 to 6 % faster, the packing 4
   to 5 % more). */
__attribute__((target("avx2,fma"))) static inline __m256 ombre_segment_at_zero8(const float *base, float slope,
                                                                               float origin) {
    return _mm256_sub_ps(_mm256_loadu_ps(base), _mm256_set1_ps(origin * slope));
}

__attribute__((target("avx2,fma"))) static inline __m256 ombre_red_alpha_at_zero8(const ombre_radial_run *run) {
    return _mm256_add_ps(ombre_segment_at_zero8(run->r, run->slope_r, run->origin), _mm256_set1_ps(65280.0f));
}

/* ombre_pack_red_alpha8 of rounded b, g and red_alpha, eight lanes. */
__attribute__((target("avx2,fma"))) static inline __m256i ombre_red_alpha_pixels8(__m256i b, __m256i g,
                                                                                 __m256i red_alpha) {
    return _mm256_or_si256(_mm256_or_si256(b, _mm256_slli_epi32(g, 8)), _mm256_slli_epi32(red_alpha, 16));
}

/* The same IEEE operations as the Swift loop, and the same packing as ombre_pack_opaque8,
   saturation included, eight lanes at a time: every pixel has the same bits.
   _mm256_packs_epi32 works within each 128-bit half, so each half ends up holding b | g << 8
   for four pixels, then r | 0xFF00 for them. `cap` selects the two-stop form, t capped at the
   last stop (`origin`), each channel u · slope + base unfused: minps keeps the first operand
   only when it is smaller, so NaN becomes the cap, as ombre_min8 does; otherwise the segment
   form above. */
__attribute__((target("avx2,fma"))) static inline __m256i ombre_radial_pixels8(const ombre_radial_run *run, __m256 t,
                                                                              int cap) {
    __m256i b, g, r;
    if (cap) {
        __m256 u = _mm256_min_ps(t, _mm256_set1_ps(run->origin));
        b = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(u, _mm256_set1_ps(run->slope_b)), _mm256_loadu_ps(run->b)));
        g = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(u, _mm256_set1_ps(run->slope_g)), _mm256_loadu_ps(run->g)));
        r = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(u, _mm256_set1_ps(run->slope_r)), _mm256_loadu_ps(run->r)));
    } else {
        b = _mm256_cvtps_epi32(_mm256_fmadd_ps(t, _mm256_set1_ps(run->slope_b),
                                               ombre_segment_at_zero8(run->b, run->slope_b, run->origin)));
        g = _mm256_cvtps_epi32(_mm256_fmadd_ps(t, _mm256_set1_ps(run->slope_g),
                                               ombre_segment_at_zero8(run->g, run->slope_g, run->origin)));
        r = _mm256_cvtps_epi32(_mm256_fmadd_ps(t, _mm256_set1_ps(run->slope_r), ombre_red_alpha_at_zero8(run)));
        return ombre_red_alpha_pixels8(b, g, r);
    }
    __m256i words =
        _mm256_or_si256(_mm256_packs_epi32(b, r), _mm256_slli_epi16(_mm256_packs_epi32(g, _mm256_set1_epi32(255)), 8));
    return _mm256_unpacklo_epi16(words, _mm256_bsrli_epi128(words, 8));
}

/* t at one chunk of a run: sqrt(du² + dv²). */
__attribute__((target("avx2,fma"))) static inline __m256 ombre_radial_t8(const ombre_radial_run *run, __m256 du) {
    return _mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(du, du), _mm256_loadu_ps(run->dv2)));
}

__attribute__((target("avx2,fma"))) static inline void ombre_radial8(const ombre_radial_run *run, long chunks,
                                                                 uint32_t *out, int cap) {
    /* A copy that the stores to `out` cannot reach, so that its fields stay in registers. */
    const ombre_radial_run r = *run;
    __m256 du = _mm256_loadu_ps(r.du);
    const __m256 step = _mm256_set1_ps(r.chunk_step);
    for (long i = 0; i < chunks; i++) {
        _mm256_storeu_si256((__m256i *)(out + 8 * i), ombre_radial_pixels8(&r, ombre_radial_t8(&r, du), cap));
        du = _mm256_add_ps(du, step);
    }
}

__attribute__((target("avx2,fma"))) void ombre_radial_run_opaque_avx2(const ombre_radial_run *run, long chunks,
                                                                   uint32_t *out) {
    ombre_radial8(run, chunks, out, 0);
}

__attribute__((target("avx2,fma"))) void ombre_radial_two_stop_opaque_avx2(const ombre_radial_run *run, long chunks,
                                                                        uint32_t *out) {
    ombre_radial8(run, chunks, out, 1);
}

/* Sixteen opaque pixels from b, g, r rounded to integers: the AVX2 kernels' packing, whose
   steps all work within 128-bit lanes, on four such lanes. */
OMBRE_AVX512 static inline __m512i ombre_pack_opaque16(__m512i b, __m512i g, __m512i r) {
    __m512i words = _mm512_or_si512(_mm512_packs_epi32(b, r),
                                    _mm512_slli_epi16(_mm512_packs_epi32(g, _mm512_set1_epi32(255)), 8));
    return _mm512_unpacklo_epi16(words, _mm512_bsrli_epi128(words, 8));
}

/* The radial kernels with sixteen lanes, du at the first chunk given; a last odd chunk is
   shaded with eight. `cap` selects the two-stop form (t capped at `origin`) over the segment
   form (see ombre_segment_at_zero8). Sixteen lanes hold du at two chunks, stepped as the
   eight-lane loop steps them: adding the step twice moves both on by two chunks with the same
   roundings as two single steps. */
OMBRE_AVX512 static inline void ombre_radial16_from(const ombre_radial_run *run, __m256 first, long chunks,
                                                    uint32_t *out, int cap) {
    __m512 du = _mm512_insertf32x8(_mm512_castps256_ps512(first),
                                   _mm256_add_ps(first, _mm256_set1_ps(run->chunk_step)), 1);
    const __m512 step = _mm512_set1_ps(run->chunk_step);
    const __m512 dv2 = _mm512_broadcast_f32x8(_mm256_loadu_ps(run->dv2));
    const __m512 origin = _mm512_set1_ps(run->origin);
    const __m512 sb = _mm512_set1_ps(run->slope_b), sg = _mm512_set1_ps(run->slope_g), sr = _mm512_set1_ps(run->slope_r);
    /* Each channel's base, or in the segment form its value at t = 0 (red's with 65 280). */
    const __m512 cb = _mm512_broadcast_f32x8(cap ? _mm256_loadu_ps(run->b)
                                                 : ombre_segment_at_zero8(run->b, run->slope_b, run->origin));
    const __m512 cg = _mm512_broadcast_f32x8(cap ? _mm256_loadu_ps(run->g)
                                                 : ombre_segment_at_zero8(run->g, run->slope_g, run->origin));
    const __m512 cr = _mm512_broadcast_f32x8(cap ? _mm256_loadu_ps(run->r) : ombre_red_alpha_at_zero8(run));
    long i = 0;
    for (; i + 2 <= chunks; i += 2) {
        __m512 t = _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(du, du), dv2));
        __m512i b, g, r;
        if (cap) {
            __m512 u = _mm512_min_ps(t, origin);
            b = _mm512_cvtps_epi32(_mm512_add_ps(_mm512_mul_ps(u, sb), cb));
            g = _mm512_cvtps_epi32(_mm512_add_ps(_mm512_mul_ps(u, sg), cg));
            r = _mm512_cvtps_epi32(_mm512_add_ps(_mm512_mul_ps(u, sr), cr));
            _mm512_storeu_si512((void *)(out + 8 * i), ombre_pack_opaque16(b, g, r));
        } else {
            b = _mm512_cvtps_epi32(_mm512_fmadd_ps(t, sb, cb));
            g = _mm512_cvtps_epi32(_mm512_fmadd_ps(t, sg, cg));
            r = _mm512_cvtps_epi32(_mm512_fmadd_ps(t, sr, cr));
            /* ombre_red_alpha_pixels8 in one instruction: b | g << 8 | r << 16. */
            __m512i pixels = _mm512_ternarylogic_epi32(b, _mm512_slli_epi32(g, 8), _mm512_slli_epi32(r, 16), 0xFE);
            _mm512_storeu_si512((void *)(out + 8 * i), pixels);
        }
        du = _mm512_add_ps(_mm512_add_ps(du, step), step);
    }
    if (i < chunks) {
        __m256 t = ombre_radial_t8(run, _mm512_castps512_ps256(du));
        _mm256_storeu_si256((__m256i *)(out + 8 * i), ombre_radial_pixels8(run, t, cap));
    }
}

OMBRE_AVX512 static inline void ombre_radial16(const ombre_radial_run *run, long chunks, uint32_t *out, int cap) {
    ombre_radial16_from(run, _mm256_loadu_ps(run->du), chunks, out, cap);
}

/* The segment run of ombre_radial_run_opaque_avx512 when the caller has already worked out t
   at its first chunk (`t0`, with the same operations, so the same bits): that chunk is shaded
   from it, and the square roots start at the next chunk. */
OMBRE_AVX512 static inline void ombre_radial_run_after_avx512(const ombre_radial_run *run, const float *t0,
                                                              long chunks, uint32_t *out) {
    _mm256_storeu_si256((__m256i *)out, ombre_radial_pixels8(run, _mm256_loadu_ps(t0), 0));
    if (chunks > 1) {
        __m256 next = _mm256_add_ps(_mm256_loadu_ps(run->du), _mm256_set1_ps(run->chunk_step));
        ombre_radial16_from(run, next, chunks - 1, out + 8, 0);
    }
}

OMBRE_AVX512 void ombre_radial_run_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out) {
    ombre_radial16(run, chunks, out, 0);
}

OMBRE_AVX512 void ombre_radial_two_stop_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out) {
    ombre_radial16(run, chunks, out, 1);
}
#endif

/* One row of a radial gradient that is not rotated, any opaque stops mixed in sRGB with colors
   affine in t, as GradientShader.runRadialSegments shades it, set up by ombre_radial_plan_row:
   each chunk's t = sqrt((du + j · chunk_step)² + dv2), clamped to [low, high]; the row splits
   into runs of one segment (base + u · slope per channel, u = t − origin, from `stop_count`
   locations), the chunks that straddle a stop picked per lane. `walkable` is false when the
   row's geometry is not finite: then every chunk is shaded on its own. `ordered` is true on a
   walkable row whose dv² is the same in every lane (ombre_segment_bounds). base and slope hold
   four floats (b, g, r, a) per segment. */
typedef struct {
    float du[8];
    float dv2[8];
    float dither[8];
    const float *locations;
    const float *origin;
    const float *base;
    const float *slope;
    long stop_count;
    float chunk_step;
    float low, high;
    int walkable;
    int ordered;
} ombre_segment_row;

/* The pieces of GradientShader.runRadialSegments and SegmentColorizer, operation for operation,
   for opaque colors affine in t, with baseline instructions as the Swift code they mirror.
   Eight-lane values pass only between functions inlined into one another, never through a
   call, so the warning that their calling convention differs with AVX does not apply. */
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wpsabi"
#define OMBRE_SEGMENT_INLINE static inline __attribute__((always_inline))


OMBRE_SEGMENT_INLINE long ombre_segment_of(const ombre_segment_row *c, float t) {
    long n = c->stop_count;
    if (n <= 16) {
        long k = 0;
        while (k < n && c->locations[k] <= t) k++;
        return k;
    }
    long lo = 0, hi = n;
    while (lo < hi) {
        long mid = (lo + hi) / 2;
        if (c->locations[mid] <= t) lo = mid + 1; else hi = mid;
    }
    return lo;
}

OMBRE_SEGMENT_INLINE float ombre_segment_upper(const ombre_segment_row *c, long k) {
    return k < c->stop_count ? c->locations[k] : INFINITY;
}

OMBRE_SEGMENT_INLINE float ombre_segment_lower(const ombre_segment_row *c, long k) {
    return k > 0 ? c->locations[k - 1] : -INFINITY;
}

OMBRE_SEGMENT_INLINE ombre_float8 ombre_segment_du(const ombre_segment_row *c, long j) {
    ombre_float8 du;
    __builtin_memcpy(&du, c->du, sizeof du);
    return du + (float)j * c->chunk_step;
}

/* RadialRow.t(chunk:). */
OMBRE_SEGMENT_INLINE ombre_float8 ombre_segment_t(const ombre_segment_row *c, long j) {
    ombre_float8 dv2;
    __builtin_memcpy(&dv2, c->dv2, sizeof dv2);
    ombre_float8 a = ombre_segment_du(c, j);
    return ombre_sqrt8(a * a + dv2);
}

/* SegmentColorizer.pixels(_:segment:), opaque and affine. */
OMBRE_SEGMENT_INLINE ombre_uint8 ombre_segment_pixels(const ombre_segment_row *c, ombre_float8 t, long k) {
    const float *b = c->base + 4 * k, *s = c->slope + 4 * k;
    ombre_float8 d;
    __builtin_memcpy(&d, c->dither, sizeof d);
    ombre_float8 u = t - c->origin[k];
    return ombre_pack_opaque8((ombre_float8)b[0] + u * s[0] + d, (ombre_float8)b[1] + u * s[1] + d,
                              (ombre_float8)b[2] + u * s[2] + d);
}

/* SegmentColorizer.gatheredPixels: lane by lane, rounded by the magic constant. */
OMBRE_SEGMENT_INLINE ombre_uint8 ombre_segment_gathered(const ombre_segment_row *c, ombre_float8 t) {
    ombre_uint8 result;
    for (int lane = 0; lane < 8; lane++) {
        float tl = t[lane], d = c->dither[lane];
        long k = ombre_segment_of(c, tl);
        float u = tl - c->origin[k];
        const float *b = c->base + 4 * k, *s = c->slope + 4 * k;
        uint32_t bits[3];
        for (int ch = 0; ch < 3; ch++) {
            float v = b[ch] + u * s[ch] + d;
            float r = v + 12582912.0f;
            uint32_t w;
            __builtin_memcpy(&w, &r, sizeof w);
            bits[ch] = w - 0x4B400000u;
        }
        result[lane] = bits[0] | bits[1] << 8 | bits[2] << 16 | 0xFF000000u;
    }
    return result;
}

/* SegmentColorizer.pixels(_:) of a raw t. */
OMBRE_SEGMENT_INLINE ombre_uint8 ombre_segment_any(const ombre_segment_row *c, ombre_float8 raw) {
    ombre_float8 t = ombre_clamp8(raw, c->low, c->high);
    long k = ombre_segment_of(c, ombre_hmin8(t));
    if (ombre_hmax8(t) < ombre_segment_upper(c, k)) return ombre_segment_pixels(c, t, k);
    return ombre_segment_gathered(c, t);
}

/* ombre_hmin8 and ombre_hmax8 of chunk j's sanitized t. On an ordered row du rises (or falls)
   from lane to lane, and every step from du to t (squaring, adding the one dv², the square
   root, the clamp) keeps order within either sign of du: t falls to where du is 0 and rises
   after. So the largest lane is an end, and so is the smallest unless du changes sign in the
   chunk: the same values without reducing all eight lanes, which cost a run's start more than
   its square root. */
OMBRE_SEGMENT_INLINE void ombre_segment_bounds(const ombre_segment_row *c, long j, ombre_float8 t, float *low,
                                               float *high) {
    if (!c->ordered) {
        *low = ombre_hmin8(t);
        *high = ombre_hmax8(t);
        return;
    }
    float first = t[0], last = t[7];
    *high = first > last ? first : last;
    ombre_float8 a = ombre_segment_du(c, j);
    *low = (a[0] < 0) != (a[7] < 0) ? ombre_hmin8(t) : (first < last ? first : last);
}

/* ombre_segment_any of chunk j. */
OMBRE_SEGMENT_INLINE ombre_uint8 ombre_segment_tail(const ombre_segment_row *c, long j) {
    ombre_float8 t = ombre_clamp8(ombre_segment_t(c, j), c->low, c->high);
    float low, high;
    ombre_segment_bounds(c, j, t, &low, &high);
    long k = ombre_segment_of(c, low);
    if (high < ombre_segment_upper(c, k)) return ombre_segment_pixels(c, t, k);
    return ombre_segment_gathered(c, t);
}

/* SegmentColorizer.straddlingPixels of a sanitized t. */
OMBRE_SEGMENT_INLINE ombre_uint8 ombre_segment_straddling(const ombre_segment_row *c, ombre_float8 t) {
    long k = ombre_segment_of(c, ombre_hmin8(t));
    float high = ombre_hmax8(t);
    if (!(high < ombre_segment_upper(c, k))) {
        if (!(high < ombre_segment_upper(c, k + 1))) return ombre_segment_gathered(c, t);
        return ombre_select_at8(t, c->locations[k], ombre_segment_pixels(c, t, k), ombre_segment_pixels(c, t, k + 1));
    }
    return ombre_segment_pixels(c, t, k);
}

/* RadialRow.chunksInside, in the same double arithmetic. */
OMBRE_SEGMENT_INLINE long ombre_segment_chunks_inside(const ombre_segment_row *c, float lower, float upper, long j, long limit) {
    double per_pixel = (double)c->chunk_step / 8;
    if (per_pixel == 0) return limit;
    double center = -(double)c->du[0] / per_pixel;
    double first = (double)(8 * j);
    double end = INFINITY;
    float stops[2] = {lower, upper};
    for (int i = 0; i < 2; i++) {
        double l = (double)stops[i];
        if (!(isfinite(l) && l > 0)) continue;
        double r = l * l - (double)c->dv2[0];
        if (!(r > 0)) continue;
        double w = __builtin_sqrt(r) / fabs(per_pixel);
        if (center - w > first) end = center - w < end ? center - w : end;
        if (center + w > first) end = center + w < end ? center + w : end;
    }
    if (!(end < (double)(8 * (j + limit) + 16))) return limit;
    /* ceil, exactly, without a call into libm: the quotient is finite and above −3. */
    double q = (end - 16) / 8;
    long last = (long)q;
    last += (double)last < q;
    long n = limit < last - j ? limit : last - j;
    return n > 1 ? n : 1;
}

/* GradientShader.fillRadialRun, opaque and affine; `t0` is ombre_segment_t(c, j), which the
   caller has at hand (the AVX-512 run then takes no square root for that chunk again). */
OMBRE_SEGMENT_INLINE void ombre_segment_fill(const ombre_segment_row *c, long k, long j, long chunks, uint32_t *out,
                                             int level, ombre_float8 t0) {
    const float *s = c->slope + 4 * k;
    if (s[0] == 0 && s[1] == 0 && s[2] == 0 && s[3] == 0) {
        ombre_uint8 px = ombre_segment_pixels(c, t0, k);
        for (long m = 0; m < chunks; m++) __builtin_memcpy(out + 8 * m, &px, sizeof px);
        return;
    }
    float lo = s[0], hi = s[0];
    for (int i = 1; i < 4; i++) {
        lo = s[i] < lo ? s[i] : lo;
        hi = s[i] > hi ? s[i] : hi;
    }
    float steepness = hi > -lo ? hi : -lo;
    if (steepness > 100000) {
        for (long m = 0; m < chunks; m++) {
            ombre_uint8 px = ombre_segment_any(c, ombre_segment_t(c, j + m));
            __builtin_memcpy(out + 8 * m, &px, sizeof px);
        }
        return;
    }
    ombre_radial_run run;
    ombre_float8 du, d;
    __builtin_memcpy(&du, c->du, sizeof du);
    __builtin_memcpy(&d, c->dither, sizeof d);
    du = du + (float)j * c->chunk_step;
    ombre_float8 cb = d + c->base[4 * k], cg = d + c->base[4 * k + 1], cr = d + c->base[4 * k + 2];
    __builtin_memcpy(run.du, &du, sizeof du);
    __builtin_memcpy(run.dv2, c->dv2, sizeof run.dv2);
    __builtin_memcpy(run.b, &cb, sizeof cb);
    __builtin_memcpy(run.g, &cg, sizeof cg);
    __builtin_memcpy(run.r, &cr, sizeof cr);
    run.slope_b = s[0];
    run.slope_g = s[1];
    run.slope_r = s[2];
    run.chunk_step = c->chunk_step;
    run.origin = c->origin[k];
#if defined(__x86_64__)
    if (level >= 2) {
        float t[8];
        __builtin_memcpy(t, &t0, sizeof t);
        ombre_radial_run_after_avx512(&run, t, chunks, out);
        return;
    }
#endif
    ombre_radial_run_opaque_avx2(&run, chunks, out);
}

/* The row driver, inlined into a baseline copy and (on x86-64) an AVX-512 one: the same IEEE
   operations either way, but the AVX-512 copy writes each run's eight-lane fields as whole
   256-bit stores, which the run kernel's loads then take straight from the store buffer (a
   pair of baseline 128-bit stores made each of those loads wait for memory). */
/* Returns how many pixels (at most seven) of the row are left after its whole chunks, with
   their chunk in `tail`: the caller stores them, with one masked store where it can. */
OMBRE_SEGMENT_INLINE long ombre_segments_row(const ombre_segment_row *c, long count, uint32_t *out, int level,
                                             ombre_uint8 *tail) {
    long chunks = count / 8;
    long j = 0;
    while (j < chunks) {
        ombre_float8 raw = ombre_segment_t(c, j);
        ombre_float8 t = ombre_clamp8(raw, c->low, c->high);
        if (!c->walkable) {
            ombre_uint8 px = ombre_segment_straddling(c, t);
            __builtin_memcpy(out + 8 * j, &px, sizeof px);
            j++;
            continue;
        }
        float low, high;
        ombre_segment_bounds(c, j, t, &low, &high);
        long k = ombre_segment_of(c, low);
        if (!(high < ombre_segment_upper(c, k))) {
            ombre_uint8 px = ombre_segment_straddling(c, t);
            __builtin_memcpy(out + 8 * j, &px, sizeof px);
            j++;
            continue;
        }
        long run = ombre_segment_chunks_inside(c, ombre_segment_lower(c, k), ombre_segment_upper(c, k), j, chunks - j);
        ombre_segment_fill(c, k, j, run, out + 8 * j, level, raw);
        j += run;
    }
    if (chunks * 8 == count) return 0;
    *tail = ombre_segment_tail(c, chunks);
    return count - chunks * 8;
}

/* Stores the first n (at most seven) pixels of `tail` element by element, not through a call. */
OMBRE_SEGMENT_INLINE void ombre_store_tail(uint32_t *out, ombre_uint8 tail, long n) {
    for (long k = 0; k < n; k++) out[k] = tail[k];
}

#if defined(__x86_64__)
/* The same pixels as ombre_store_tail, through one masked store: the element loop's exit
   mispredicted once a row segment. */
OMBRE_AVX512 static inline void ombre_store_tail_avx512(uint32_t *out, ombre_uint8 tail, long n) {
    __m256i v;
    __builtin_memcpy(&v, &tail, sizeof v);
    _mm256_mask_storeu_epi32(out, (__mmask8)((1u << n) - 1), v);
}
#endif

/* ombre_radial_plan_row's body. The row's eight-lane fields are worked out and stored as
   whole vectors: the run that reads them back at once then takes them from the store buffer,
   which eight scalar stores (or a baseline pair of 128-bit ones) would make it wait for. */
OMBRE_SEGMENT_INLINE long ombre_plan_row(const ombre_radial_plan *p, long y, long x, long count, uint32_t *out,
                                         int level, ombre_uint8 *tail) {
    ombre_segment_row c;
    /* AffineForm.rowStart: ky · (y + ½) + k0 + kx · ½, left to right. */
    float fy = (float)y + 0.5f;
    float u_start = p->u_ky * fy + p->u_k0 + p->u_kx * 0.5f;
    float v_start = p->v_ky * fy + p->v_k0 + p->v_kx * 0.5f;
    /* RowRamp: lanes (lane + x) · kx + the row's start. */
    const ombre_float8 lanes = {0, 1, 2, 3, 4, 5, 6, 7};
    ombre_float8 at = lanes + (float)x;
    ombre_float8 dv = at * p->v_kx + v_start;
    ombre_float8 du = at * p->u_kx + u_start;
    ombre_float8 dv2 = dv * dv;
    __builtin_memcpy(c.du, &du, sizeof du);
    __builtin_memcpy(c.dv2, &dv2, sizeof dv2);
    c.chunk_step = p->u_kx * 8;
    /* DitherPattern.offsets. */
    __builtin_memcpy(c.dither, p->dither + (y & 7) * 16 + (x & 7), sizeof c.dither);
    c.locations = p->locations;
    c.origin = p->origin;
    c.base = p->base;
    c.slope = p->slope;
    c.stop_count = p->stop_count;
    c.low = p->low;
    c.high = p->high;
    c.walkable = isfinite(du[0]) && isfinite(du[7]) && isfinite(c.chunk_step) && isfinite(dv2[0]);
    /* dv = (lane + x) · 0 + v_start: the same in every lane, or zeros of either sign. */
    c.ordered = c.walkable && p->v_kx == 0;
    return ombre_segments_row(&c, count, out, level, tail);
}

#if defined(__x86_64__)
OMBRE_AVX512 static void ombre_plan_row_avx512(const ombre_radial_plan *p, long y, long x, long count,
                                               uint32_t *out) {
    ombre_uint8 tail;
    long n = ombre_plan_row(p, y, x, count, out, 2, &tail);
    if (n) ombre_store_tail_avx512(out + (count - n), tail, n);
}
#endif

void ombre_radial_plan_row(const ombre_radial_plan *p, long y, long x, long count, uint32_t *out) {
#if defined(__x86_64__)
    if (p->level >= 2) {
        ombre_plan_row_avx512(p, y, x, count, out);
        return;
    }
#endif
    ombre_uint8 tail;
    long n = ombre_plan_row(p, y, x, count, out, p->level, &tail);
    ombre_store_tail(out + (count - n), tail, n);
}
#pragma clang diagnostic pop

#if !defined(__x86_64__)
void ombre_radial_run_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_radial_two_stop_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_radial_two_stop_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_radial_run_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}
#endif
