/* The clock and the sort that the C harnesses time their runs with. */
#ifndef ANCHOR_TIMING_H
#define ANCHOR_TIMING_H

#include <time.h>

/* Microseconds on the monotonic clock. */
static inline double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}

/* Orders doubles for qsort, smallest first. */
static inline int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

#endif
