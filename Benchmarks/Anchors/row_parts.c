/* The C half of a cold `poly` frame (Benchmarks/cold-poly.sh, no stroke) on its own: the
   200-point star's edges deposited and swept into spans band by band, and its rows painted as
   SpanPainter paints a planned radial gradient over the background, without the Swift code
   around them. Prints microseconds per 1920x1080 frame (median of FRAMES, fastest in
   brackets) for each part:
     fill       every row filled with the background, the floor of any frame
     raster     deposit and sweep into spans
     half       the same in the frame's right half alone, as a box cut to a clip mask's columns
                is swept (ScanlineRasterizer.narrow): half the star's edges lie left of it
     solid      deposit and sweep painting one opaque color straight into the rows
                (ombre_band_paint), beside Blend2D's `star-solid-noclear` (progress-anchor.sh)
     shade      the star's segments shaded, one call per run of touching spans
     frame      raster, then each row painted over the background (gaps filled, segments
                shaded, their partly covered pixels blended): what the C code of a cold frame does
   Build and run with Benchmarks/row-parts.sh. The gradient is a three-stop radial one about
   the frame's center, like the poly scenes'; its colors are not Ombre's own plan for them. */
#include "anchor_timing.h"
#include "ombre_raster.h"
#include "ombre_simd.h"
#include "star_points.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { W = 1920, H = 1080, POINTS = 200, BAND = 40 };

static int by_top(const void *a, const void *b) {
    const ombre_edge *x = a, *y = b;
    return x->y0 < y->y0 ? -1 : x->y0 > y->y0;
}

/* The star of the poly scenes (star_points.h: 200 points, radii 0.6-1.0, seed 7), its farthest
   point 535 px from the frame's center, as edges in 24.8 fixed point. */
static long star_edges(ombre_edge *edges) {
    double x[POINTS], y[POINTS], radius = (H - 10) / 2.0;
    star_points(POINTS, 0.6, 1.0, 7, x, y);
    long n = 0;
    for (int i = 0; i < POINTS; i++) {
        int j = (i + 1) % POINTS;
        int64_t x0 = llround((W / 2.0 + radius * x[i]) * 256), y0 = llround((H / 2.0 + radius * y[i]) * 256);
        int64_t x1 = llround((W / 2.0 + radius * x[j]) * 256), y1 = llround((H / 2.0 + radius * y[j]) * 256);
        int64_t winding = 1;
        if (y0 == y1) continue;
        if (y0 > y1) {
            int64_t t = x0;
            x0 = x1;
            x1 = t;
            t = y0;
            y0 = y1;
            y1 = t;
            winding = -1;
        }
        edges[n++] = (ombre_edge){x0, y0, x1, y1, winding, x1 == x0 ? 0 : (double)(y1 - y0) / (double)(x1 - x0)};
    }
    qsort(edges, (size_t)n, sizeof *edges, by_top);
    return n;
}

typedef struct {
    ombre_band *band;
    const ombre_edge *edges;
    long count;
    const ombre_radial_plan *plan;
    uint32_t *frame, *scratch;
} frame_parts;

enum { FILL, RASTER, HALF, SOLID, SHADE, FRAME, PARTS };

static void run(const frame_parts *p, int part) {
    const uint32_t background = 0xFF000000u;
    if (part == FILL) {
        for (long y = 0; y < H; y++) ombre_fill_avx512(p->frame + y * W, W, background);
        return;
    }
    if (part == HALF) {
        ombre_band_reserve(p->band, W / 2, W - W / 2, BAND);
    } else {
        ombre_band_reserve(p->band, 0, W, BAND);
    }
    long top = p->edges[0].y0 >> 8, rows = H - top, bands = (rows + BAND - 1) / BAND, height = (rows + bands - 1) / bands;
    for (long y = 0; y < top && part == FRAME; y++) ombre_fill_avx512(p->frame + y * W, W, background);
    for (long band_top = top; band_top < H; band_top += height) {
        long bottom = band_top + height < H ? band_top + height : H;
        ombre_band_deposit(p->band, p->edges, p->count, band_top, bottom);
        for (long y = band_top; y < bottom; y++) {
            uint32_t *row = p->frame + y * W;
            if (part == SOLID) {
                ombre_band_paint(p->band, y, 0, row, 0xFFFF6347u, 255);
                continue;
            }
            const ombre_raster_span *spans;
            long n = ombre_band_emit(p->band, y, 0, &spans);
            const ombre_span *painted = (const ombre_span *)(const void *)spans;
            if (part == FRAME) {
                ombre_paint_planned_over_avx512(p->plan, y, row, p->scratch, painted, n, background, 0, W);
            } else if (part == SHADE) {
                for (long first = 0; first < n;) {
                    long end = first + 1;
                    while (end < n && spans[end].x == spans[end - 1].x + spans[end - 1].count) end++;
                    long x = spans[first].x, count = spans[end - 1].x + spans[end - 1].count - x;
                    ombre_radial_plan_row(p->plan, y, x, count, row + x);
                    first = end;
                }
            }
        }
    }
}

int main(void) {
    if (!ombre_cpu_has_avx512()) {
        printf("row_parts: the planned rows need AVX-512, which this CPU lacks\n");
        return 0;
    }
    const char *env = getenv("FRAMES");
    long frames = env && *env ? atol(env) : 300;
    if (frames < 1) frames = 1;
    static ombre_edge edges[POINTS];
    static float dither[128];
    float locations[3] = {0, 0.5f, 1}, origin[4] = {0, 0, 0.5f, 1};
    float base[16] = {0, 215, 255, 255, 0, 215, 255, 255, 71, 99, 255, 255, 130, 0, 75, 255};
    float slope[16] = {0, 0, 0, 0, 142, -230, 0, 0, 118, -198, -360, 0, 0, 0, 0, 0};
    ombre_radial_plan plan = {1.0f / 1080, 0, -960.0f / 1080, 0, 1.0f / 1080, -540.0f / 1080,
                              dither, locations, origin, base, slope, 3, 0, 1, 2};
    frame_parts p = {ombre_band_create(), edges, star_edges(edges), &plan,
                     aligned_alloc(64, sizeof(uint32_t) * W * H), aligned_alloc(64, sizeof(uint32_t) * W)};
    if (!p.band || !p.frame || !p.scratch) return 1;
    const char *names[PARTS] = {"fill", "raster", "half", "solid", "shade", "frame"};
    double *times = malloc(sizeof(double) * (size_t)frames);
    for (int part = 0; part < PARTS; part++) {
        for (long f = 0; f < 3; f++) run(&p, part);
        for (long f = 0; f < frames; f++) {
            double t0 = now_us();
            run(&p, part);
            times[f] = now_us() - t0;
        }
        qsort(times, (size_t)frames, sizeof *times, by_value);
        printf("%-7s %8.1f us  (%.1f)\n", names[part], times[frames / 2], times[0]);
    }
    return 0;
}
