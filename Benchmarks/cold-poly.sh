#!/bin/sh
# The side-by-side poly scenes (../shared/perf-anchors/side_by_side.py) drawn afresh every frame.
#
#   Benchmarks/cold-poly.sh [path/to/ombre] [--dither]
#
# side_by_side.py times `ombre bench` on a progress view that repeats its star, so from the
# third frame on Ombre replays the star's coverage while Blend2D rasterizes it every frame.
# This runs the same two scenes (200 random points, radii 0.6–1.0, seed 7, three colors; at
# progress 1 and 0.7) at 1920x1080 on one core, replayed and with `ombre bench --cold`, which
# makes every shape new each frame (the view makes its path, its stroke's outline and both cut
# to the wedge again, the renderer its edges), and prints ns/px for both; then cold once
# more with `lineWidth: 0`, the fill alone (what the Blend2D rows of side_by_side.py draw), so
# that the stroke's share of a cold frame shows.
set -eu
ombre=${1:-.build/release/ombre}
dither=false
[ "${2:-}" = "--dither" ] && dither=true
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf 'case        replayed   cold  cold, no stroke  (ns/px, dither %s)\n' "$dither"
for progress in 1.0 0.7; do
    scene="$dir/poly-$progress.json"
    bare="$dir/bare-$progress.json"
    for width in 5 0; do
        out=$scene
        [ "$width" = 0 ] && out=$bare
        cat > "$out" <<JSON
{"window": {"size": [1920, 1080]}, "root": {"progress": {
  "shape": {"random": {"count": 200, "minRadius": 0.6, "maxRadius": 1.0, "seed": 7}},
  "colors": ["#FFD700", "#FF6347", "#4B0082"], "progress": $progress, "lineWidth": $width, "dither": $dither}}}
JSON
    done
    name=poly
    [ "$progress" = 0.7 ] && name=poly+wedge
    replayed=$(taskset -c 1 "$ombre" bench "$scene" --size 1920x1080 --frames 30 --json)
    cold=$(taskset -c 1 "$ombre" bench "$scene" --size 1920x1080 --frames 30 --cold --json)
    fill=$(taskset -c 1 "$ombre" bench "$bare" --size 1920x1080 --frames 30 --cold --json)
    python3 - "$name" "$replayed" "$cold" "$fill" <<'PY'
import json, sys
name, a, b, c = sys.argv[1], *(json.loads(v) for v in sys.argv[2:])
print(f"{name:<11} {a['ns_per_pixel']:8.3f} {b['ns_per_pixel']:6.3f} {c['ns_per_pixel']:16.3f}")
PY
done
