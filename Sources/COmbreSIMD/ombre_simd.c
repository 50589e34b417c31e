/* The row kernels that need instructions beyond the baseline, compiled for them one function at
   a time and called only where the CPU has them. */
#include "ombre_simd.h"

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
#else
int ombre_cpu_has_avx2(void) { return 0; }

void ombre_radial_run_opaque_avx2(const ombre_radial_run *run, long chunks, uint32_t *out) {
    (void)run;
    (void)chunks;
    (void)out;
}
#endif
