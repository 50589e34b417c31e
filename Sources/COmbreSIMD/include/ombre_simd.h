#ifndef OMBRE_SIMD_H
#define OMBRE_SIMD_H
/*
 * Eight-lane helpers for operations that Swift's SIMD types lower to scalar
 * code on Linux. Each compiles to baseline x86-64 (SSE2) or AArch64 NEON
 * instructions, so no CPU-specific build flag is needed.
 */
#include <stdint.h>

typedef float ombre_float8 __attribute__((ext_vector_type(8)));
typedef int32_t ombre_int8 __attribute__((ext_vector_type(8)));

/* Reason: SIMD8<Float>.squareRoot() calls libm once per lane (about 4x slower). */
static inline ombre_float8 ombre_sqrt8(ombre_float8 v) { return __builtin_elementwise_sqrt(v); }

/* Reason: SIMD8<Int32>(SIMD8<Float>) is scalarised (about 15 ns per lane). Truncates toward zero. */
static inline ombre_int8 ombre_trunc8(ombre_float8 v) { return __builtin_convertvector(v, ombre_int8); }

/* Reason: pointwiseMin/Max on SIMD8<Float> are scalarised; clamps to [lo, hi]. */
static inline ombre_float8 ombre_clamp8(ombre_float8 v, float lo, float hi) {
    ombre_float8 l = lo, h = hi;
    v = v < l ? l : v;
    return v > h ? h : v;
}

typedef uint16_t ombre_ushort32 __attribute__((ext_vector_type(32)));
typedef uint8_t ombre_uchar32 __attribute__((ext_vector_type(32)));
typedef uint32_t ombre_uint8 __attribute__((ext_vector_type(8)));

/* Reason: narrowing SIMD32<UInt16> to bytes is scalarised in Swift; this is two packuswb pairs.
   Adds the 8.8 fixed-point biases, keeps the integer parts and packs them into eight pixels. */
static inline ombre_uint8 ombre_round_pack8(ombre_ushort32 fixed, ombre_ushort32 bias) {
    ombre_ushort32 rounded = (fixed + bias) >> 8;
    ombre_uchar32 bytes = __builtin_convertvector(rounded, ombre_uchar32);
    ombre_uint8 pixels;
    __builtin_memcpy(&pixels, &bytes, sizeof(pixels));
    return pixels;
}

#endif
