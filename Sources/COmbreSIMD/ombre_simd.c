/* The row kernels that need instructions beyond the baseline, compiled for them one function at
   a time and called only where the CPU has them. */
#include "ombre_simd_target.h"
#include <math.h>

/* Every multiply and add stays a separate IEEE operation, as in the Swift loops these kernels
   stand in for: never fused, even where the target has FMA. */
#pragma clang fp contract(off)

#if defined(__x86_64__)

int ombre_cpu_has_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
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

int ombre_cpu_has_avx512(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
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
   the wrap from the last turn back to the first), so the smaller end is the lowest. Entries
   within 16 of it come by one permute, within 32 by two permutes and a blend (vpermt2q reads the
   low four bits of each index), others by a gather. */
OMBRE_AVX512 static inline __m256i ombre_conic_fetch8(__m256i index, const uint64_t *e, __m512i bias) {
    __m256i lo = _mm256_min_epu32(index, _mm256_permutevar8x32_epi32(index, _mm256_set_epi32(0,0,0,0,0,0,0,7)));
    unsigned base = (unsigned)_mm256_cvtsi256_si32(lo);
    __m256i rel = _mm256_sub_epi32(index, _mm256_set1_epi32((int)base));
    __mmask8 upper = _mm256_cmpge_epu32_mask(rel, _mm256_set1_epi32(16));
    __m512i px;
    if (upper == 0) {
        __m512i w0 = _mm512_loadu_si512((const void *)(e + base));
        __m512i w1 = _mm512_loadu_si512((const void *)(e + base + 8));
        px = _mm512_permutex2var_epi64(w0, _mm512_cvtepu32_epi64(rel), w1);
    } else if (_mm256_cmpge_epu32_mask(rel, _mm256_set1_epi32(32)) == 0) {
        __m512i r = _mm512_cvtepu32_epi64(rel);
        __m512i low = _mm512_permutex2var_epi64(_mm512_loadu_si512((const void *)(e + base)), r,
                                                _mm512_loadu_si512((const void *)(e + base + 8)));
        __m512i high = _mm512_permutex2var_epi64(_mm512_loadu_si512((const void *)(e + base + 16)), r,
                                                 _mm512_loadu_si512((const void *)(e + base + 24)));
        px = _mm512_mask_blend_epi64(upper, low, high);
    } else {
        px = _mm512_i32gather_epi64(index, (const long long *)e, 8);
    }
    return _mm512_cvtepi16_epi8(_mm512_srli_epi16(_mm512_add_epi16(px, bias), 8));
}
/* Eight finished pixels for eight entry indices (lowest at an end, as above): within 32 of the
   lowest by one permute of two registers, else a gather. */
OMBRE_AVX512 static inline __m256i ombre_pixel_fetch8(__m256i index, const uint32_t *p) {
    __m256i lo = _mm256_min_epu32(index, _mm256_permutevar8x32_epi32(index, _mm256_set_epi32(0,0,0,0,0,0,0,7)));
    unsigned base = (unsigned)_mm256_cvtsi256_si32(lo);
    __m256i rel = _mm256_sub_epi32(index, _mm256_set1_epi32((int)base));
    if (_mm256_cmpge_epu32_mask(rel, _mm256_set1_epi32(32)) == 0) {
        __m512i w0 = _mm512_loadu_si512((const void *)(p + base));
        __m512i w1 = _mm512_loadu_si512((const void *)(p + base + 16));
        return _mm512_castsi512_si256(_mm512_permutex2var_epi32(w0, _mm512_castsi256_si512(rel), w1));
    }
    return _mm256_i32gather_epi32((const int *)p, index, 4);
}
/* What a dithered table's split halves give a row: each entry's integer parts as a pixel
   (`whole`) and its fractions' bytes (`fraction`), and each lane's 255 minus its bias in every
   byte (`threshold`). A channel rounds up where its fraction exceeds the threshold, which is
   where ombre_round_pack8's fraction plus bias reaches 256: the same bits. */
typedef struct {
    const uint32_t *whole;
    const uint32_t *fraction;
    __m512i threshold;
} ombre_split_table;

/* The thresholds of a row's sixteen lanes (two chunks of the same eight biases). */
OMBRE_AVX512 static inline __m512i ombre_split_threshold(const uint64_t *bias) {
    uint32_t lanes[16];
    for (int j = 0; j < 16; j++) lanes[j] = (255u - (uint32_t)(bias[j % 8] & 0xFF)) * 0x01010101u;
    return _mm512_loadu_si512((const void *)lanes);
}

/* Eight dithered pixels for eight entry indices (lowest at an end, as above): the integer parts
   and fractions within 32 of the lowest by one permute each, else as ombre_conic_fetch8 reads
   the 8.8 entries. */
OMBRE_AVX512 static inline __m256i ombre_split_fetch8(__m256i index, const ombre_split_table *t, const uint64_t *e,
                                                     __m512i bias) {
    __m256i lo = _mm256_min_epu32(index, _mm256_permutevar8x32_epi32(index, _mm256_set_epi32(0,0,0,0,0,0,0,7)));
    unsigned base = (unsigned)_mm256_cvtsi256_si32(lo);
    __m256i rel = _mm256_sub_epi32(index, _mm256_set1_epi32((int)base));
    if (_mm256_cmpge_epu32_mask(rel, _mm256_set1_epi32(32)) == 0) {
        __m512i r = _mm512_castsi256_si512(rel);
        __m256i w = _mm512_castsi512_si256(_mm512_permutex2var_epi32(
            _mm512_loadu_si512((const void *)(t->whole + base)), r, _mm512_loadu_si512((const void *)(t->whole + base + 16))));
        __m256i f = _mm512_castsi512_si256(_mm512_permutex2var_epi32(
            _mm512_loadu_si512((const void *)(t->fraction + base)), r,
            _mm512_loadu_si512((const void *)(t->fraction + base + 16))));
        __mmask32 up = _mm256_cmpgt_epu8_mask(f, _mm512_castsi512_si256(t->threshold));
        return _mm256_mask_sub_epi8(w, up, w, _mm256_set1_epi32(-1));
    }
    return ombre_conic_fetch8(index, e, bias);
}
/* Sixteen dithered pixels (two chunks) for sixteen entry indices, the lowest at lane 0 or 15:
   when all lie within 32 of it, by one permute of each half of the table, else chunk by chunk. */
OMBRE_AVX512 static inline __m512i ombre_split_fetch16(__m512i index, const ombre_split_table *t, const uint64_t *e,
                                                      __m512i bias) {
    __m512i lo = _mm512_min_epu32(index, _mm512_permutexvar_epi32(_mm512_set_epi32(0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,15), index));
    unsigned base = (unsigned)_mm512_cvtsi512_si32(lo);
    __m512i rel = _mm512_sub_epi32(index, _mm512_set1_epi32((int)base));
    if (_mm512_cmpge_epu32_mask(rel, _mm512_set1_epi32(32)) == 0) {
        __m512i w = _mm512_permutex2var_epi32(_mm512_loadu_si512((const void *)(t->whole + base)), rel,
                                              _mm512_loadu_si512((const void *)(t->whole + base + 16)));
        __m512i f = _mm512_permutex2var_epi32(_mm512_loadu_si512((const void *)(t->fraction + base)), rel,
                                              _mm512_loadu_si512((const void *)(t->fraction + base + 16)));
        __mmask64 up = _mm512_cmpgt_epu8_mask(f, t->threshold);
        return _mm512_mask_sub_epi8(w, up, w, _mm512_set1_epi32(-1));
    }
    __m256i first = ombre_split_fetch8(_mm512_castsi512_si256(index), t, e, bias);
    __m256i second = ombre_split_fetch8(_mm512_extracti64x4_epi64(index, 1), t, e, bias);
    return _mm512_inserti64x4(_mm512_castsi256_si512(first), second, 1);
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
    const uint32_t *px = row->pixels;
    long i = 0;
    if (px) {
        for (; i + 16 <= count; i += 16) {
            __m512i index = _mm512_sub_epi32(_mm512_castps_si512(ombre_conic_index16(p, q, scale, shift, last)), magic);
            _mm256_storeu_si256((__m256i *)(out + i), ombre_pixel_fetch8(_mm512_castsi512_si256(index), px));
            _mm256_storeu_si256((__m256i *)(out + i + 8), ombre_pixel_fetch8(_mm512_extracti64x4_epi64(index, 1), px));
            p = _mm512_add_ps(_mm512_add_ps(p, ps), ps);
            q = _mm512_add_ps(_mm512_add_ps(q, qs), qs);
        }
    } else if (row->whole) {
        const ombre_split_table split = {row->whole, row->fraction, ombre_split_threshold(row->bias)};
        for (; i + 16 <= count; i += 16) {
            __m512i index = _mm512_sub_epi32(_mm512_castps_si512(ombre_conic_index16(p, q, scale, shift, last)), magic);
            _mm512_storeu_si512((void *)(out + i), ombre_split_fetch16(index, &split, e, bias));
            p = _mm512_add_ps(_mm512_add_ps(p, ps), ps);
            q = _mm512_add_ps(_mm512_add_ps(q, qs), qs);
        }
    }
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

OMBRE_AVX512 void ombre_axial_table_run_avx512(const ombre_axial_table_run *run, long chunks, uint32_t *out) {
    __m256i index = _mm256_loadu_si256((const __m256i *)run->index);
    const __m256i step = _mm256_set1_epi32(run->step);
    const __m512i bias = _mm512_loadu_si512((const void *)run->bias);
    if (run->pixels) {
        for (long j = 0; j < chunks; j++) {
            _mm256_storeu_si256((__m256i *)(out + 8 * j), ombre_pixel_fetch8(_mm256_srai_epi32(index, 16), run->pixels));
            index = _mm256_add_epi32(index, step);
        }
        return;
    }
    long j = 0;
    if (run->whole) {
        const ombre_split_table split = {run->whole, run->fraction, ombre_split_threshold(run->bias)};
        /* Lanes 8-15 one step on; two steps move both on by two chunks, as integer adds wrap
           identically whether made once or twice. */
        __m512i pair = _mm512_inserti64x4(_mm512_castsi256_si512(index), _mm256_add_epi32(index, step), 1);
        const __m512i step2 = _mm512_set1_epi32((int32_t)(2u * (uint32_t)run->step));
        for (; j + 2 <= chunks; j += 2) {
            _mm512_storeu_si512((void *)(out + 8 * j), ombre_split_fetch16(_mm512_srai_epi32(pair, 16), &split, run->entries, bias));
            pair = _mm512_add_epi32(pair, step2);
        }
        index = _mm512_castsi512_si256(pair);
    }
    for (; j < chunks; j++) {
        _mm256_storeu_si256((__m256i *)(out + 8 * j), ombre_conic_fetch8(_mm256_srai_epi32(index, 16), run->entries, bias));
        index = _mm256_add_epi32(index, step);
    }
}

/* Two chunks at a time: lanes 8-15 hold the next chunk's du, one step on, and adding the step
   twice moves both on by two chunks with the same roundings as two single steps. */
OMBRE_AVX512 void ombre_radial_table_run_avx512(const ombre_radial_table_run *run, long chunks, uint32_t *out) {
    const __m256 du8 = _mm256_loadu_ps(run->du), step8 = _mm256_set1_ps(run->chunk_step);
    __m512 du = _mm512_insertf32x8(_mm512_castps256_ps512(du8), _mm256_add_ps(du8, step8), 1);
    const __m256 dv2_8 = _mm256_loadu_ps(run->dv2);
    const __m512 dv2 = _mm512_insertf32x8(_mm512_castps256_ps512(dv2_8), dv2_8, 1), step = _mm512_set1_ps(run->chunk_step);
    const __m512 scale = _mm512_set1_ps(run->scale), shift = _mm512_set1_ps(run->shift), last = _mm512_set1_ps(run->last);
    const __m512i bias = _mm512_loadu_si512((const void *)run->bias);
    const __m512 magic = _mm512_set1_ps(12582912.0f);
    const __m512i magic_bits = _mm512_set1_epi32(0x4B400000);
    const ombre_split_table split = {run->whole, run->fraction, run->whole ? ombre_split_threshold(run->bias) : bias};
    for (long j = 0; j < chunks; j += 2) {
        __m512 t = _mm512_sqrt_ps(_mm512_add_ps(_mm512_mul_ps(du, du), dv2));
        /* min returns its second operand where the first is NaN: NaN lanes become `last`. */
        __m512 v = _mm512_min_ps(_mm512_add_ps(_mm512_mul_ps(t, scale), shift), last);
        __m512i index = _mm512_sub_epi32(_mm512_castps_si512(_mm512_add_ps(v, magic)), magic_bits);
        __m256i first = _mm512_castsi512_si256(index), second = _mm512_extracti64x4_epi64(index, 1);
        if (run->pixels) {
            _mm256_storeu_si256((__m256i *)(out + 8 * j), ombre_pixel_fetch8(first, run->pixels));
            if (j + 1 < chunks) _mm256_storeu_si256((__m256i *)(out + 8 * j + 8), ombre_pixel_fetch8(second, run->pixels));
        } else if (run->whole && j + 1 < chunks) {
            _mm512_storeu_si512((void *)(out + 8 * j), ombre_split_fetch16(index, &split, run->entries, bias));
        } else if (run->whole) {
            _mm256_storeu_si256((__m256i *)(out + 8 * j), ombre_split_fetch8(first, &split, run->entries, bias));
        } else {
            _mm256_storeu_si256((__m256i *)(out + 8 * j), ombre_conic_fetch8(first, run->entries, bias));
            if (j + 1 < chunks) _mm256_storeu_si256((__m256i *)(out + 8 * j + 8), ombre_conic_fetch8(second, run->entries, bias));
        }
        du = _mm512_add_ps(_mm512_add_ps(du, step), step);
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
#endif

#if !defined(__x86_64__)
int ombre_cpu_has_avx2(void) { return 0; }

int ombre_cpu_has_avx512(void) { return 0; }

void ombre_fixed_run_avx512(const ombre_fixed_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_radial_table_run_avx512(const ombre_radial_table_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_axial_table_run_avx512(const ombre_axial_table_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}

void ombre_conic_row_avx512(const ombre_conic_row *row, long count, uint32_t *out) {
    (void)row;
    (void)count;
    (void)out;
}

void ombre_conic_row_avx2(const ombre_conic_row *row, long count, uint32_t *out) {
    (void)row;
    (void)count;
    (void)out;
}

#endif
