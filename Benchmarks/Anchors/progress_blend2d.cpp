// Blend2D drawing what Ombre's progress view draws in the side-by-side `poly` scenes, built
// afresh every frame: the frame cleared to opaque black, the 200-point shape (random radii
// 0.6–1.0, seed 7, Ombre's generator) filled with the view's three-stop radial gradient, then
// stroked 5 px wide with black miter joins (limit 10). At 70 % the fill and the stroke's
// outline are clipped to the wedge geometrically, as Blend2D clips nothing to a path. The
// `-noclear` case leaves the clear out, the `-nostroke` cases the stroke (Ombre's
// `lineWidth: 0`); `star-solid-noclear` fills the shape with one opaque color and nothing else,
// Blend2D's rasterizer and its plainest compositing (beside Benchmarks/row-parts.sh's `solid`).
//
// Build and run with Benchmarks/progress-anchor.sh; prints the same RESULT lines as the
// shared harnesses (engine, case, size, median ms, fastest ms, ns/px at the median).
#include <blend2d/blend2d.h>

#include "star_points.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace {

double now_ms() {
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

int env_int(const char *name, int fallback) {
    const char *s = getenv(name);
    return s && *s ? atoi(s) : fallback;
}

// GradientProgressView.randomPoints (star_points.h) as Blend2D points.
std::vector<BLPoint> unit_shape(int count, double min_radius, double max_radius, uint64_t seed) {
    std::vector<double> x(count), y(count);
    star_points(count, min_radius, max_radius, seed, x.data(), y.data());
    std::vector<BLPoint> points;
    for (int i = 0; i < count; i++) points.push_back(BLPoint(x[i], y[i]));
    return points;
}

using Polygon = std::vector<BLPoint>;

// Keeps the part of `in` where side(p) >= 0 (Sutherland–Hodgman against one line).
template <typename Side> Polygon clip_half(const Polygon &in, Side side) {
    Polygon out;
    size_t n = in.size();
    for (size_t i = 0; i < n; i++) {
        BLPoint a = in[i], b = in[(i + 1) % n];
        double sa = side(a), sb = side(b);
        if (sa >= 0) out.push_back(a);
        if ((sa >= 0) != (sb >= 0)) {
            double t = sa / (sa - sb);
            out.push_back(BLPoint(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t));
        }
    }
    return out;
}

// The part of `in` in the convex sector of angles a0...a1 (a1 − a0 ≤ π) around c, y down.
Polygon clip_sector(const Polygon &in, BLPoint c, double a0, double a1) {
    double d0x = cos(a0), d0y = sin(a0), d1x = cos(a1), d1y = sin(a1);
    Polygon half = clip_half(in, [&](BLPoint p) { return d0x * (p.y - c.y) - d0y * (p.x - c.x); });
    return clip_half(half, [&](BLPoint p) { return (p.x - c.x) * d1y - (p.y - c.y) * d1x; });
}

// The figures of a path of straight segments, as polygons.
std::vector<Polygon> figures(const BLPath &path) {
    std::vector<Polygon> result;
    const uint8_t *cmd = path.command_data();
    const BLPoint *v = path.vertex_data();
    for (size_t i = 0; i < path.size(); i++) {
        if (cmd[i] == BL_PATH_CMD_MOVE) result.emplace_back();
        if (cmd[i] == BL_PATH_CMD_MOVE || cmd[i] == BL_PATH_CMD_ON) result.back().push_back(v[i]);
        if (cmd[i] != BL_PATH_CMD_MOVE && cmd[i] != BL_PATH_CMD_ON && cmd[i] != BL_PATH_CMD_CLOSE) {
            fprintf(stderr, "progress_blend2d: the stroke's outline has curves\n");
            exit(1);
        }
    }
    return result;
}

// Adds each polygon clipped to the wedge (split into two convex sectors) to `out`.
void add_clipped(const std::vector<Polygon> &polygons, BLPoint c, double progress, BLPath &out) {
    double start = -M_PI / 2, sweep = 2 * M_PI * progress;
    double sectors[2][2] = {{start, start + std::min(sweep, M_PI)}, {start + M_PI, start + sweep}};
    for (const Polygon &polygon : polygons) {
        for (int s = 0; s < (sweep > M_PI ? 2 : 1); s++) {
            Polygon piece = clip_sector(polygon, c, sectors[s][0], sectors[s][1]);
            if (piece.size() < 3) continue;
            out.move_to(piece[0]);
            for (size_t i = 1; i < piece.size(); i++) out.line_to(piece[i]);
            out.close();
        }
    }
}

}  // namespace

int main() {
    const int w = 1920, h = 1080, warm = env_int("WARMUP", 3), frames = env_int("FRAMES", 30);
    const double line_width = 5;
    // The view fills the frame; the shape's farthest point lands at half the shorter side
    // inset by the line width, the first point at 12 o'clock.
    const double radius = std::min(w - 2 * line_width, h - 2 * line_width) / 2;
    const BLPoint c(w / 2.0, h / 2.0);
    std::vector<BLPoint> unit = unit_shape(200, 0.6, 1.0, 7);

    BLImage image(w, h, BL_FORMAT_PRGB32);
    BLContextCreateInfo info{};
    info.thread_count = 0;
    BLContext ctx(image, info);
    const double r = std::min(w, h);
    BLGradient gradient(BLRadialGradientValues(c.x, c.y, c.x, c.y, r), BL_EXTEND_MODE_PAD);
    gradient.add_stop(0.0, BLRgba32(0xFFFFD700u));
    gradient.add_stop(0.5, BLRgba32(0xFFFF6347u));
    gradient.add_stop(1.0, BLRgba32(0xFF4B0082u));
    BLStrokeOptions stroke;
    stroke.width = line_width;
    stroke.miter_limit = 10;
    stroke.join = BL_STROKE_JOIN_MITER_BEVEL;
    BLApproximationOptions approximation = bl_default_approximation_options;

    struct Case {
        const char *name;
        double progress;
        bool clears;
        bool strokes;
        bool solid;
    } cases[] = {{"progress", 1.0, true, true, false},
                 {"progress-noclear", 1.0, false, true, false},
                 {"progress-nostroke", 1.0, true, false, false},
                 {"progress+wedge", 0.7, true, true, false},
                 {"progress+wedge-nostroke", 0.7, true, false, false},
                 {"star-solid-noclear", 1.0, false, false, true}};
    std::vector<double> times(frames);
    for (const Case &k : cases) {
        for (int i = 0; i < warm + frames; i++) {
            double t0 = now_ms();
            BLPath shape;
            for (size_t p = 0; p < unit.size(); p++) {
                // Turned by the start angle (−90°) and placed on the center.
                BLPoint q(c.x + radius * unit[p].y, c.y - radius * unit[p].x);
                if (p == 0) shape.move_to(q); else shape.line_to(q);
            }
            shape.close();
            if (k.clears) {
                ctx.set_comp_op(BL_COMP_OP_SRC_COPY);
                ctx.fill_all(BLRgba32(0xFF000000u));
                ctx.set_comp_op(BL_COMP_OP_SRC_OVER);
            }
            if (k.solid) {
                ctx.fill_path(shape, BLRgba32(0xFFFF6347u));
            } else if (k.progress >= 1) {
                ctx.fill_path(shape, gradient);
                if (k.strokes) {
                    ctx.set_stroke_width(line_width);
                    ctx.set_stroke_miter_limit(10);
                    ctx.set_stroke_join(BL_STROKE_JOIN_MITER_BEVEL);
                    ctx.stroke_path(shape, BLRgba32(0xFF000000u));
                }
            } else {
                BLPath fill;
                add_clipped(figures(shape), c, k.progress, fill);
                ctx.fill_path(fill, gradient);
                if (k.strokes) {
                    BLPath outline, line;
                    outline.add_stroked_path(shape, stroke, approximation);
                    add_clipped(figures(outline), c, k.progress, line);
                    ctx.fill_path(line, BLRgba32(0xFF000000u));
                }
            }
            ctx.flush(BL_CONTEXT_FLUSH_SYNC);
            double t1 = now_ms();
            if (i >= warm) times[i - warm] = t1 - t0;
        }
        std::sort(times.begin(), times.end());
        double median = frames % 2 ? times[frames / 2] : (times[frames / 2 - 1] + times[frames / 2]) / 2;
        printf("RESULT\tblend2d\t%s\t%dx%d\t%.3f\t%.3f\t%.3f\n", k.name, w, h, median, times[0],
               median * 1e6 / (double(w) * h));
        if (getenv("SAVE_PNG")) {
            char file[512];
            snprintf(file, sizeof file, "%s/blend2d-%s.png", getenv("SAVE_PNG"), k.name);
            image.write_to_file(file);
        }
    }
    return 0;
}
