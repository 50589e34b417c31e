/* GradientProgressView.randomPoints for the benchmark anchors in C and C++: `count` points at
   evenly spaced angles from 3 o'clock, radii from min_radius to max_radius drawn from a
   SplitMix64 stream started at `seed`, scaled so that the farthest lies at distance 1. */
#ifndef STAR_POINTS_H
#define STAR_POINTS_H

#include <math.h>
#include <stdint.h>

static inline void star_points(int count, double min_radius, double max_radius, uint64_t seed, double *x,
                               double *y) {
    uint64_t state = seed;
    double farthest = 0;
    for (int i = 0; i < count; i++) {
        state += 0x9E3779B97F4A7C15ull;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        double unit = (double)(z >> 11) / (double)(1ull << 53);
        double r = min_radius + (max_radius - min_radius) * unit, angle = 2 * M_PI * i / count;
        x[i] = r * cos(angle);
        y[i] = r * sin(angle);
        double d = hypot(x[i], y[i]);
        farthest = d > farthest ? d : farthest;
    }
    for (int i = 0; i < count; i++) {
        x[i] /= farthest;
        y[i] /= farthest;
    }
}

#endif
