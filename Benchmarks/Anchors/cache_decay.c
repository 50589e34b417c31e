/* How long a 1920x1080 frame's clear takes when the frame was last written a while before:
   every row filled with one pixel through the kernel Ombre's clears use (ombre_fill_avx512),
   after a pause in which this process touches no memory. Prints microseconds per clear (p10
   and p50 of FRAMES clears) for each pause. On a machine whose last-level cache is shared
   with other work, the longer the pause, the more of the 8 MB has been pushed out, and the
   more the clear costs: a frame that takes longer for other reasons (a Swift scene's code and
   hand-over) pays again in its clear. With --brief only no pause and 400 µs, as one line that
   other benchmarks print beside their tables to say how busy the machine was. Build and run
   with Benchmarks/cache-decay.sh. */
#include "anchor_timing.h"
#include "ombre_simd.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { W = 1920, H = 1080 };

static void clear(uint32_t *frame, uint32_t pixel) {
    for (long y = 0; y < H; y++) ombre_fill_avx512(frame + y * W, W, pixel);
}

int main(int argc, char **argv) {
    int brief = argc > 1 && strcmp(argv[1], "--brief") == 0;
    if (!ombre_cpu_has_avx512()) {
        printf("cache_decay: the fill kernel needs AVX-512, which this CPU lacks\n");
        return 0;
    }
    const char *env = getenv("FRAMES");
    long frames = env && *env ? atol(env) : 1000;
    if (frames < 10) frames = 10;
    uint32_t *frame = aligned_alloc(64, sizeof(uint32_t) * W * H);
    double *times = malloc(sizeof(double) * (size_t)frames);
    if (!frame || !times) return 1;
    clear(frame, 0xFF000000u);
    const double pauses[] = {0, 100, 200, 400, 800};
    double brief_figures[2] = {0, 0};
    if (!brief) printf("pause before each clear   p10 us   p50 us\n");
    for (size_t p = 0; p < sizeof pauses / sizeof pauses[0]; p++) {
        if (brief && pauses[p] != 0 && pauses[p] != 400) continue;
        for (long f = 0; f < frames; f++) {
            double start = now_us();
            while (now_us() - start < pauses[p]) {
            }
            double t0 = now_us();
            clear(frame, 0xFF000000u | (uint32_t)f);
            times[f] = now_us() - t0;
        }
        qsort(times, (size_t)frames, sizeof *times, by_value);
        if (brief) {
            brief_figures[pauses[p] == 0 ? 0 : 1] = pauses[p] == 0 ? times[frames / 10] : times[frames / 2];
        } else {
            printf("%8.0f us               %7.1f  %7.1f\n", pauses[p], times[frames / 10], times[frames / 2]);
        }
    }
    if (brief) {
        printf("a 1920x1080 clear, one core: p10 %.1f us at once, p50 %.1f us after 400 us (about 82 and 95 "
               "when the neighbours are quiet)\n",
               brief_figures[0], brief_figures[1]);
    }
    return 0;
}
