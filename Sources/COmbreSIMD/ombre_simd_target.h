/* What the row kernels' source files share, which Swift never sees. */
#ifndef OMBRE_SIMD_TARGET_H
#define OMBRE_SIMD_TARGET_H

#include "ombre_simd.h"

#if defined(__x86_64__)
#include <immintrin.h>

/* Compiles one function for the AVX-512 subsets that ombre_cpu_has_avx512 checks. */
#define OMBRE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512dq")))
#endif

#endif
