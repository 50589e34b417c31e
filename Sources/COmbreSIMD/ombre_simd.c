/* The row kernels that need instructions beyond the baseline, compiled for them one function at
   a time and called only where the CPU has them. */
#include "ombre_simd.h"
#include <math.h>

/* Every multiply and add stays a separate IEEE operation, as in the Swift loops these kernels
   stand in for: never fused, even where the target has FMA. */
#pragma clang fp contract(off)

#if defined(__x86_64__)
#include <immintrin.h>

int ombre_cpu_has_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2");
}

/* The same IEEE operations in the same order as the Swift loop (no fused multiply-add: the
   target has none), and the same packing as ombre_pack_opaque8, saturation included, eight
   lanes at a time: every pixel has the same bits. _mm256_packs_epi32 works within each 128-bit
   half, so each half ends up holding b | g << 8 for four pixels, then r | 0xFF00 for them. */
__attribute__((target("avx2"))) void ombre_radial_run_opaque_avx2(const ombre_radial_run *run, long chunks,
                                                                   uint32_t *out) {
    __m256 du = _mm256_loadu_ps(run->du);
    const __m256 step = _mm256_set1_ps(run->chunk_step);
    const __m256 dv2 = _mm256_loadu_ps(run->dv2);
    const __m256 origin = _mm256_set1_ps(run->origin);
    const __m256 sb = _mm256_set1_ps(run->slope_b), sg = _mm256_set1_ps(run->slope_g),
                 sr = _mm256_set1_ps(run->slope_r);
    const __m256 cb = _mm256_loadu_ps(run->b), cg = _mm256_loadu_ps(run->g), cr = _mm256_loadu_ps(run->r);
    const __m256i opaque = _mm256_set1_epi32(255);
    for (long i = 0; i < chunks; i++) {
        __m256 u = _mm256_sub_ps(_mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(du, du), dv2)), origin);
        __m256i b = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(u, sb), cb));
        __m256i g = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(u, sg), cg));
        __m256i r = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(u, sr), cr));
        __m256i words = _mm256_or_si256(_mm256_packs_epi32(b, r), _mm256_slli_epi16(_mm256_packs_epi32(g, opaque), 8));
        __m256i px = _mm256_unpacklo_epi16(words, _mm256_bsrli_epi128(words, 8));
        _mm256_storeu_si256((__m256i *)(out + 8 * i), px);
        du = _mm256_add_ps(du, step);
    }
}

/* The loop of ombre_radial_run_opaque_avx2 with t capped at the last stop instead of offset
   from a segment's origin: minps keeps the first operand only when it is smaller, so NaN
   becomes the cap, as ombre_min8 does. */
__attribute__((target("avx2"))) void ombre_radial_two_stop_opaque_avx2(const ombre_radial_run *run, long chunks,
                                                                        uint32_t *out) {
    __m256 du = _mm256_loadu_ps(run->du);
    const __m256 step = _mm256_set1_ps(run->chunk_step);
    const __m256 dv2 = _mm256_loadu_ps(run->dv2);
    const __m256 cap = _mm256_set1_ps(run->origin);
    const __m256 sb = _mm256_set1_ps(run->slope_b), sg = _mm256_set1_ps(run->slope_g),
                 sr = _mm256_set1_ps(run->slope_r);
    const __m256 cb = _mm256_loadu_ps(run->b), cg = _mm256_loadu_ps(run->g), cr = _mm256_loadu_ps(run->r);
    const __m256i opaque = _mm256_set1_epi32(255);
    for (long i = 0; i < chunks; i++) {
        __m256 t = _mm256_min_ps(_mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(du, du), dv2)), cap);
        __m256i b = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(t, sb), cb));
        __m256i g = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(t, sg), cg));
        __m256i r = _mm256_cvtps_epi32(_mm256_add_ps(_mm256_mul_ps(t, sr), cr));
        __m256i words = _mm256_or_si256(_mm256_packs_epi32(b, r), _mm256_slli_epi16(_mm256_packs_epi32(g, opaque), 8));
        __m256i px = _mm256_unpacklo_epi16(words, _mm256_bsrli_epi128(words, 8));
        _mm256_storeu_si256((__m256i *)(out + 8 * i), px);
        du = _mm256_add_ps(du, step);
    }
}

/* Eight conic pixels: the diamond angle of (along, across) as ombre_diamond8 computes it, its
   table index as TableColorizer rounds it (capped at the last entry, NaN included), the
   entries gathered, biased, shifted and packed as ombre_round_pack8 does. packus works within
   each 128-bit half, so the two pixels pairs of each half are put back in order at the end. */
__attribute__((target("avx2"))) static inline __m256i ombre_conic_chunk(__m256 p, __m256 q, const ombre_conic_row *row,
                                                                        __m256i bias_lo, __m256i bias_hi) {
    const __m256 magnitude = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FFFFFFF));
    __m256 sum = _mm256_add_ps(_mm256_add_ps(_mm256_and_ps(p, magnitude), _mm256_and_ps(q, magnitude)),
                               _mm256_set1_ps(1e-30f));
    __m256 r = _mm256_div_ps(q, sum);
    __m256 left = _mm256_cmp_ps(p, _mm256_setzero_ps(), _CMP_LT_OQ);
    __m256 d = _mm256_blendv_ps(r, _mm256_sub_ps(_mm256_set1_ps(2.0f), r), left);
    __m256 t = _mm256_mul_ps(d, _mm256_set1_ps(0.25f));
    __m256 v = _mm256_add_ps(_mm256_mul_ps(t, _mm256_set1_ps(row->scale)), _mm256_set1_ps(row->shift));
    v = _mm256_min_ps(v, _mm256_set1_ps(row->last));
    __m256i index = _mm256_sub_epi32(_mm256_castps_si256(_mm256_add_ps(v, _mm256_set1_ps(12582912.0f))),
                                     _mm256_set1_epi32(0x4B400000));
    const long long *e = (const long long *)row->entries;
    __m256i lo = _mm256_i32gather_epi64(e, _mm256_castsi256_si128(index), 8);
    __m256i hi = _mm256_i32gather_epi64(e, _mm256_extracti128_si256(index, 1), 8);
    lo = _mm256_srli_epi16(_mm256_add_epi16(lo, bias_lo), 8);
    hi = _mm256_srli_epi16(_mm256_add_epi16(hi, bias_hi), 8);
    return _mm256_permute4x64_epi64(_mm256_packus_epi16(lo, hi), 0xD8);
}

__attribute__((target("avx2"))) void ombre_conic_row_avx2(const ombre_conic_row *row, long count, uint32_t *out) {
    __m256 p = _mm256_loadu_ps(row->along);
    __m256 q = _mm256_loadu_ps(row->across);
    const __m256 ps = _mm256_set1_ps(row->along_step), qs = _mm256_set1_ps(row->across_step);
    const __m256i bias_lo = _mm256_loadu_si256((const __m256i *)row->bias);
    const __m256i bias_hi = _mm256_loadu_si256((const __m256i *)(row->bias + 4));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        _mm256_storeu_si256((__m256i *)(out + i), ombre_conic_chunk(p, q, row, bias_lo, bias_hi));
        p = _mm256_add_ps(p, ps);
        q = _mm256_add_ps(q, qs);
    }
    if (i < count) {
        uint32_t last[8];
        _mm256_storeu_si256((__m256i *)last, ombre_conic_chunk(p, q, row, bias_lo, bias_hi));
        for (long k = 0; i + k < count; k++) out[i + k] = last[k];
    }
}
#define OMBRE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))

int ombre_cpu_has_avx512(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
}

/* Sixteen lanes (two chunks) of the radial loops below and above: du for the run's first chunk
   and the chunk after it, stepped as the eight-lane loops step them (adding the step twice moves
   both on by two chunks with the same roundings as two single steps). */
OMBRE_AVX512 static inline __m512 ombre_pair16(const float *first, float step) {
    __m256 a = _mm256_loadu_ps(first);
    return _mm512_insertf32x8(_mm512_castps256_ps512(a), _mm256_add_ps(a, _mm256_set1_ps(step)), 1);
}

/* Sixteen opaque pixels from b, g, r rounded to integers: the AVX2 kernels' packing, whose
   steps all work within 128-bit lanes, on four such lanes. */
OMBRE_AVX512 static inline __m512i ombre_pack_opaque16(__m512i b, __m512i g, __m512i r) {
    __m512i words = _mm512_or_si512(_mm512_packs_epi32(b, r),
                                    _mm512_slli_epi16(_mm512_packs_epi32(g, _mm512_set1_epi32(255)), 8));
    return _mm512_unpacklo_epi16(words, _mm512_bsrli_epi128(words, 8));
}

/* The radial kernels with sixteen lanes; a last odd chunk goes through the AVX2 loop. `cap`
   selects the two-stop form (t capped at `origin`) over the segment form (t − `origin`). */
OMBRE_AVX512 static inline void ombre_radial16(const ombre_radial_run *run, long chunks, uint32_t *out, int cap) {
    __m512 du = ombre_pair16(run->du, run->chunk_step);
    const __m512 step = _mm512_set1_ps(run->chunk_step);
    const __m512 dv2 = _mm512_broadcast_f32x8(_mm256_loadu_ps(run->dv2));
    const __m512 origin = _mm512_set1_ps(run->origin);
    const __m512 sb = _mm512_set1_ps(run->slope_b), sg = _mm512_set1_ps(run->slope_g), sr = _mm512_set1_ps(run->slope_r);
    const __m512 cb = _mm512_broadcast_f32x8(_mm256_loadu_ps(run->b));
    const __m512 cg = _mm512_broadcast_f32x8(_mm256_loadu_ps(run->g));
    const __m512 cr = _mm512_broadcast_f32x8(_mm256_loadu_ps(run->r));
    long i = 0;
    for (; i + 2 <= chunks; i += 2) {
        __m512 t = _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(du, du), dv2));
        __m512 u = cap ? _mm512_min_ps(t, origin) : _mm512_sub_ps(t, origin);
        __m512i b = _mm512_cvtps_epi32(_mm512_add_ps(_mm512_mul_ps(u, sb), cb));
        __m512i g = _mm512_cvtps_epi32(_mm512_add_ps(_mm512_mul_ps(u, sg), cg));
        __m512i r = _mm512_cvtps_epi32(_mm512_add_ps(_mm512_mul_ps(u, sr), cr));
        _mm512_storeu_si512((void *)(out + 8 * i), ombre_pack_opaque16(b, g, r));
        du = _mm512_add_ps(_mm512_add_ps(du, step), step);
    }
    if (i < chunks) {
        ombre_radial_run last = *run;
        _mm256_storeu_ps(last.du, _mm512_castps512_ps256(du));
        if (cap) {
            ombre_radial_two_stop_opaque_avx2(&last, 1, out + 8 * i);
        } else {
            ombre_radial_run_opaque_avx2(&last, 1, out + 8 * i);
        }
    }
}

OMBRE_AVX512 void ombre_radial_run_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out) {
    ombre_radial16(run, chunks, out, 0);
}

OMBRE_AVX512 void ombre_radial_two_stop_opaque_avx512(const ombre_radial_run *run, long chunks, uint32_t *out) {
    ombre_radial16(run, chunks, out, 1);
}

/* Sixteen lanes (two chunks) of ombre_conic_chunk's arithmetic up to the rounded index, still
   offset by the rounding constant's bits. */
OMBRE_AVX512 static inline __m512 ombre_conic_index16(__m512 p, __m512 q, __m512 scale, __m512 shift, __m512 last) {
    const __m512 magnitude = _mm512_castsi512_ps(_mm512_set1_epi32(0x7FFFFFFF));
    __m512 sum = _mm512_add_ps(_mm512_add_ps(_mm512_and_ps(p, magnitude), _mm512_and_ps(q, magnitude)), _mm512_set1_ps(1e-30f));
    __m512 r = _mm512_div_ps(q, sum);
    __mmask16 left = _mm512_cmp_ps_mask(p, _mm512_setzero_ps(), _CMP_LT_OQ);
    __m512 d = _mm512_mask_sub_ps(r, left, _mm512_set1_ps(2.0f), r);
    __m512 t = _mm512_mul_ps(d, _mm512_set1_ps(0.25f));
    __m512 v = _mm512_add_ps(_mm512_mul_ps(t, scale), shift);
    v = _mm512_min_ps(v, last);
    return _mm512_add_ps(v, _mm512_set1_ps(12582912.0f));
}
/* Eight pixels for eight entry indices. Along a row the indices of a chunk rise or fall (but at
   the wrap from the last turn back to the first), so the smaller end is the lowest. */
OMBRE_AVX512 static inline __m256i ombre_conic_fetch8(__m256i index, const uint64_t *e, __m512i bias) {
    __m256i lo = _mm256_min_epu32(index, _mm256_permutevar8x32_epi32(index, _mm256_set_epi32(0,0,0,0,0,0,0,7)));
    unsigned base = (unsigned)_mm256_cvtsi256_si32(lo);
    __m256i rel = _mm256_sub_epi32(index, _mm256_set1_epi32((int)base));
    __m512i px;
    if (_mm256_cmpge_epu32_mask(rel, _mm256_set1_epi32(16)) == 0) {
        __m512i w0 = _mm512_loadu_si512((const void *)(e + base));
        __m512i w1 = _mm512_loadu_si512((const void *)(e + base + 8));
        px = _mm512_permutex2var_epi64(w0, _mm512_cvtepu32_epi64(rel), w1);
    } else {
        px = _mm512_i32gather_epi64(index, (const long long *)e, 8);
    }
    return _mm512_cvtepi16_epi8(_mm512_srli_epi16(_mm512_add_epi16(px, bias), 8));
}
/* The first sixteen lanes are the row's first chunk and the chunk after it, stepped as the
   eight-lane loop steps them; adding the step twice moves both on by two chunks with the same
   roundings as two single steps. */
OMBRE_AVX512 void ombre_conic_row_avx512(const ombre_conic_row *row, long count, uint32_t *out) {
    __m256 p8 = _mm256_loadu_ps(row->along), q8 = _mm256_loadu_ps(row->across);
    const __m256 ps8 = _mm256_set1_ps(row->along_step), qs8 = _mm256_set1_ps(row->across_step);
    __m512 p = _mm512_insertf32x8(_mm512_castps256_ps512(p8), _mm256_add_ps(p8, ps8), 1);
    __m512 q = _mm512_insertf32x8(_mm512_castps256_ps512(q8), _mm256_add_ps(q8, qs8), 1);
    const __m512 ps = _mm512_set1_ps(row->along_step), qs = _mm512_set1_ps(row->across_step);
    const __m512 scale = _mm512_set1_ps(row->scale), shift = _mm512_set1_ps(row->shift), last = _mm512_set1_ps(row->last);
    const __m512i bias = _mm512_loadu_si512((const void *)row->bias);
    const __m512i magic = _mm512_set1_epi32(0x4B400000);
    const uint64_t *e = row->entries;
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i index = _mm512_sub_epi32(_mm512_castps_si512(ombre_conic_index16(p, q, scale, shift, last)), magic);
        _mm256_storeu_si256((__m256i *)(out + i), ombre_conic_fetch8(_mm512_castsi512_si256(index), e, bias));
        _mm256_storeu_si256((__m256i *)(out + i + 8), ombre_conic_fetch8(_mm512_extracti64x4_epi64(index, 1), e, bias));
        p = _mm512_add_ps(_mm512_add_ps(p, ps), ps);
        q = _mm512_add_ps(_mm512_add_ps(q, qs), qs);
    }
    if (i < count) {
        uint32_t tail[16];
        __m512i index = _mm512_sub_epi32(_mm512_castps_si512(ombre_conic_index16(p, q, scale, shift, last)), magic);
        _mm256_storeu_si256((__m256i *)tail, ombre_conic_fetch8(_mm512_castsi512_si256(index), e, bias));
        _mm256_storeu_si256((__m256i *)(tail + 8), ombre_conic_fetch8(_mm512_extracti64x4_epi64(index, 1), e, bias));
        for (long k = 0; i + k < count; k++) out[i + k] = tail[k];
    }
}


/* Sixteen lanes of a 16.16 fixed-point channel: the first chunk's eight and the next chunk's
   (one step on). Integer adds wrap identically whether made once or twice. */
OMBRE_AVX512 static inline __m512i ombre_fixed_pair16(const int32_t *first, int32_t step) {
    __m256i a = _mm256_loadu_si256((const __m256i *)first);
    return _mm512_inserti64x4(_mm512_castsi256_si512(a), _mm256_add_epi32(a, _mm256_set1_epi32(step)), 1);
}

OMBRE_AVX512 void ombre_fixed_run_avx512(const ombre_fixed_run *run, long chunks, uint32_t *out) {
    __m512i b = ombre_fixed_pair16(run->b, run->step_b), g = ombre_fixed_pair16(run->g, run->step_g),
            r = ombre_fixed_pair16(run->r, run->step_r), a = ombre_fixed_pair16(run->a, run->step_a);
    const __m512i db = _mm512_set1_epi32((int32_t)(2u * (uint32_t)run->step_b)),
                  dg = _mm512_set1_epi32((int32_t)(2u * (uint32_t)run->step_g)),
                  dr = _mm512_set1_epi32((int32_t)(2u * (uint32_t)run->step_r)),
                  da = _mm512_set1_epi32((int32_t)(2u * (uint32_t)run->step_a));
    const __m512i green = _mm512_set1_epi32(0xFF00), red = _mm512_set1_epi32(0xFF0000),
                  alpha = _mm512_set1_epi32((int)0xFF000000u);
    long i = 0;
    for (; i + 2 <= chunks; i += 2) {
        __m512i px = _mm512_or_si512(_mm512_srai_epi32(b, 16), _mm512_and_si512(_mm512_srai_epi32(g, 8), green));
        px = _mm512_or_si512(px, _mm512_and_si512(r, red));
        px = _mm512_or_si512(px, run->opaque ? alpha : _mm512_and_si512(_mm512_slli_epi32(a, 8), alpha));
        _mm512_storeu_si512((void *)(out + 8 * i), px);
        b = _mm512_add_epi32(b, db);
        g = _mm512_add_epi32(g, dg);
        r = _mm512_add_epi32(r, dr);
        a = _mm512_add_epi32(a, da);
    }
    if (i < chunks) {
        __m256i px = _mm256_or_si256(_mm256_srai_epi32(_mm512_castsi512_si256(b), 16),
                                     _mm256_and_si256(_mm256_srai_epi32(_mm512_castsi512_si256(g), 8),
                                                      _mm512_castsi512_si256(green)));
        px = _mm256_or_si256(px, _mm256_and_si256(_mm512_castsi512_si256(r), _mm512_castsi512_si256(red)));
        px = _mm256_or_si256(px, run->opaque ? _mm512_castsi512_si256(alpha)
                                             : _mm256_and_si256(_mm256_slli_epi32(_mm512_castsi512_si256(a), 8),
                                                                _mm512_castsi512_si256(alpha)));
        _mm256_storeu_si256((__m256i *)(out + 8 * i), px);
    }
}

/* x · f / 255 per 16-bit lane, rounded exactly as Blend.scale does on each channel: a channel
   times a factor of at most 255 plus 128 stays below 2^16, and so does adding its high byte. */
OMBRE_AVX512 static inline __m512i ombre_scale16(__m512i x, __m512i f) {
    __m512i t = _mm512_add_epi16(_mm512_mullo_epi16(x, f), _mm512_set1_epi16(128));
    return _mm512_srli_epi16(_mm512_add_epi16(t, _mm512_srli_epi16(t, 8)), 8);
}

/* Blend.over(scale(s, w), d) for every pixel, eight at a time, the last eight or fewer through
   masks. Channels are widened to 16 bits, where Blend's packed two-channel arithmetic gives
   the same values; the final add is made on the packed pixels, as Blend makes it, so that
   even colors that are not premultiplied carry from channel to channel exactly as there.
   Per pixel the weight is coverage[i] · alpha / 255 (Blend.multiply), or alpha without
   coverage; s is src[i], or src[0] for every pixel when src_step is 0. */
OMBRE_AVX512 void ombre_over_avx512(const uint32_t *src, long src_step, const uint32_t *under, uint32_t *out,
                                     long count, const uint8_t *coverage, uint32_t alpha) {
    /* src[0] is read below even when src_step is 1: nothing is, for no pixels. */
    if (count <= 0) return;
    const __m512i spread = _mm512_set_epi16(7, 7, 7, 7, 6, 6, 6, 6, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1,
                                            1, 1, 1, 0, 0, 0, 0);
    const __m512i full = _mm512_set1_epi16(255);
    const __m128i a = _mm_set1_epi16((short)alpha);
    const __m256i color = _mm256_set1_epi32((int)src[0]);
    for (long i = 0; i < count; i += 8) {
        long n = count - i < 8 ? count - i : 8;
        __mmask8 m = (__mmask8)((1u << n) - 1);
        __m128i w;
        if (coverage) {
            w = _mm_cvtepu8_epi16(_mm_maskz_loadu_epi8(m, coverage + i));
            if (alpha < 255) {
                __m128i p = _mm_add_epi16(_mm_mullo_epi16(w, a), _mm_set1_epi16(128));
                w = _mm_srli_epi16(_mm_add_epi16(p, _mm_srli_epi16(p, 8)), 8);
            }
        } else {
            w = a;
        }
        __m512i weight = _mm512_permutexvar_epi16(spread, _mm512_castsi128_si512(w));
        __m256i sp = src_step ? _mm256_maskz_loadu_epi32(m, src + i) : color;
        __m512i s = ombre_scale16(_mm512_cvtepu8_epi16(sp), weight);
        __m512i inverse = _mm512_sub_epi16(full, _mm512_shufflehi_epi16(_mm512_shufflelo_epi16(s, 0xFF), 0xFF));
        __m512i d = ombre_scale16(_mm512_cvtepu8_epi16(_mm256_maskz_loadu_epi32(m, under + i)), inverse);
        __m256i px = _mm256_add_epi32(_mm512_cvtepi16_epi8(s), _mm512_cvtepi16_epi8(d));
        _mm256_mask_storeu_epi32(out + i, m, px);
    }
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

OMBRE_AVX512 void ombre_paint_solid_avx512(uint32_t color, uint32_t *row, const ombre_span *spans, long count,
                                            uint32_t alpha) {
    for (long i = 0; i < count; i++) {
        const ombre_span *span = spans + i;
        uint32_t *dst = row + span->x;
        if (span->values) {
            ombre_over_avx512(&color, 0, dst, dst, span->count, span->values, alpha);
            continue;
        }
        uint32_t weight = ombre_multiply255(span->alpha, alpha);
        uint32_t s = weight >= 255 ? color : ombre_scale255(color, weight);
        if (s >> 24 == 255) {
            for (long k = 0; k < span->count; k++) dst[k] = s;
        } else if (s != 0) {
            ombre_over_avx512(&s, 0, dst, dst, span->count, NULL, 255);
        }
    }
}

OMBRE_AVX512 void ombre_fill_avx512(uint32_t *out, long count, uint32_t value) {
    const __m512i v = _mm512_set1_epi32((int)value);
    long i = 0;
    for (; i + 16 <= count; i += 16) _mm512_storeu_si512(out + i, v);
    if (i < count) _mm512_mask_storeu_epi32(out + i, (__mmask16)((1u << (count - i)) - 1), v);
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
            ombre_over_avx512(shaded, 1, old, shaded, span->count, span->values, 255);
        } else if (span->alpha < 255) {
            ombre_over_avx512(shaded, 1, old, shaded, span->count, NULL, span->alpha);
        }
    }
}

OMBRE_AVX512 void ombre_paint_planned_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                              const ombre_span *spans, long count) {
    long first = 0;
    while (first < count) {
        long end = first + 1;
        while (end < count && spans[end].x == spans[end - 1].x + spans[end - 1].count) end++;
        long x0 = spans[first].x;
        long n = spans[end - 1].x + spans[end - 1].count - x0;
        ombre_keep_partial_avx512(row, scratch, spans + first, end - first, x0);
        ombre_radial_plan_row(plan, y, x0, n, row + x0);
        ombre_restore_partial_avx512(row, scratch, spans + first, end - first, x0);
        first = end;
    }
}
#endif

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

/* RadialRow.t(chunk:). */
OMBRE_SEGMENT_INLINE ombre_float8 ombre_segment_t(const ombre_segment_row *c, long j) {
    ombre_float8 du, dv2;
    __builtin_memcpy(&du, c->du, sizeof du);
    __builtin_memcpy(&dv2, c->dv2, sizeof dv2);
    ombre_float8 a = du + (float)j * c->chunk_step;
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
static long ombre_segment_chunks_inside(const ombre_segment_row *c, float lower, float upper, long j, long limit) {
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
    long last = (long)ceil((end - 16) / 8);
    long n = limit < last - j ? limit : last - j;
    return n > 1 ? n : 1;
}

/* GradientShader.fillRadialRun, opaque and affine. */
OMBRE_SEGMENT_INLINE void ombre_segment_fill(const ombre_segment_row *c, long k, long j, long chunks, uint32_t *out,
                                             int level) {
    const float *s = c->slope + 4 * k;
    if (s[0] == 0 && s[1] == 0 && s[2] == 0 && s[3] == 0) {
        ombre_uint8 px = ombre_segment_pixels(c, ombre_segment_t(c, j), k);
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
    if (level >= 2) {
        ombre_radial_run_opaque_avx512(&run, chunks, out);
    } else {
        ombre_radial_run_opaque_avx2(&run, chunks, out);
    }
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
        ombre_float8 t = ombre_clamp8(ombre_segment_t(c, j), c->low, c->high);
        long k = ombre_segment_of(c, ombre_hmin8(t));
        if (!c->walkable || !(ombre_hmax8(t) < ombre_segment_upper(c, k))) {
            ombre_uint8 px = ombre_segment_straddling(c, t);
            __builtin_memcpy(out + 8 * j, &px, sizeof px);
            j++;
            continue;
        }
        long run = ombre_segment_chunks_inside(c, ombre_segment_lower(c, k), ombre_segment_upper(c, k), j, chunks - j);
        ombre_segment_fill(c, k, j, run, out + 8 * j, level);
        j += run;
    }
    if (chunks * 8 == count) return 0;
    *tail = ombre_segment_any(c, ombre_segment_t(c, chunks));
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

OMBRE_AVX512 static void ombre_segments_row_avx512(const ombre_segment_row *c, long count, uint32_t *out) {
    ombre_uint8 tail;
    long n = ombre_segments_row(c, count, out, 2, &tail);
    if (n) ombre_store_tail_avx512(out + (count - n), tail, n);
}
#endif

void ombre_radial_segments_row(const ombre_segment_row *c, long count, uint32_t *out, int level) {
#if defined(__x86_64__)
    if (level >= 2) {
        ombre_segments_row_avx512(c, count, out);
        return;
    }
#endif
    ombre_uint8 tail;
    long n = ombre_segments_row(c, count, out, level, &tail);
    ombre_store_tail(out + (count - n), tail, n);
}

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
int ombre_cpu_has_avx2(void) { return 0; }

int ombre_cpu_has_avx512(void) { return 0; }

void ombre_fill_avx512(uint32_t *out, long count, uint32_t value) {
    (void)out;
    (void)count;
    (void)value;
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

void ombre_paint_planned_avx512(const ombre_radial_plan *plan, long y, uint32_t *row, uint32_t *scratch,
                                const ombre_span *spans, long count) {
    (void)plan;
    (void)y;
    (void)row;
    (void)scratch;
    (void)spans;
    (void)count;
}

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

void ombre_fixed_run_avx512(const ombre_fixed_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
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

void ombre_conic_row_avx512(const ombre_conic_row *row, long count, uint32_t *out) {
    (void)row;
    (void)count;
    (void)out;
}

void ombre_radial_two_stop_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_conic_row_avx2(const ombre_conic_row *row, long count, uint32_t *out) {
    (void)row;
    (void)count;
    (void)out;
}

void ombre_radial_run_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}
#endif
