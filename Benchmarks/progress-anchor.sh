#!/bin/sh
# Blend2D drawing the same frames as the side-by-side `poly` scenes, every frame afresh:
# clear, fill, and the 5 px stroke that Ombre's progress view adds (see
# Anchors/progress_blend2d.cpp), beside Ombre's replayed and cold figures (cold-poly.sh).
#
#   B2D_INC=.../include B2D_LIB=.../libblend2d.a Benchmarks/progress-anchor.sh [path/to/ombre] [--dither]
#
# With ROUNDS=N in the environment the two run in turn N times and the medians of each row
# come out with their ratios (the cold rows beside Blend2D drawing the same frame, and without
# the stroke), and the ratios of the fastest runs: on a machine shared with other work one run
# can be off by a third.
#
# Blend2D is built as ../shared/perf-anchors/README.md says, never inside the repository.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
: "${B2D_INC:?set B2D_INC to Blend2D's include folder}"
: "${B2D_LIB:?set B2D_LIB to libblend2d.a}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
c++ -O2 -march=native -std=c++17 -DBL_STATIC -I"$B2D_INC" "$here/Anchors/progress_blend2d.cpp" "$B2D_LIB" \
    -lpthread -lrt -lm -o "$dir/progress_blend2d"
# How busy the machine's neighbours are, before and after the tables (see cache-decay.sh);
# a failure to build or run it leaves the tables without the line.
neighbours() { if command -v clang >/dev/null 2>&1; then "$here/cache-decay.sh" --brief | sed "s/^/$1, /" || true; fi; }
blend2d() { taskset -c 1 "$dir/progress_blend2d" | awk -F '\t' '$1 == "RESULT" { printf "%-24s %6.3f\n", $3, $7 }'; }
neighbours before
if [ -z "${ROUNDS:-}" ]; then
    printf 'Blend2D, one thread, drawn afresh every frame (ns/px):\n'
    blend2d
    printf '\nOmbre:\n'
    "$here/cold-poly.sh" "$@"
    neighbours after
    exit 0
fi
case "$ROUNDS" in '' | *[!0-9]*) echo "ROUNDS must be a whole number" >&2; exit 2 ;; esac
i=0
while [ "$i" -lt "$ROUNDS" ]; do
    blend2d >> "$dir/blend2d"
    "$here/cold-poly.sh" "$@" | awk 'NR > 1' >> "$dir/ombre"
    i=$((i + 1))
done
python3 - "$dir/blend2d" "$dir/ombre" "$ROUNDS" <<'PY'
import statistics, sys
b2d, ombre = {}, {}
for line in open(sys.argv[1]):
    name, value = line.split()
    b2d.setdefault(name, []).append(float(value))
for line in open(sys.argv[2]):
    name, replayed, cold, bare = line.split()
    for key, value in (("replayed", replayed), ("cold", cold), ("bare", bare)):
        ombre.setdefault((name, key), []).append(float(value))
m = lambda values: statistics.median(values)
print(f"medians of {sys.argv[3]} runs of each in turn, ns/px (spread in brackets)")
rows = [("poly, cold", ("poly", "cold"), "progress"),
        ("poly+wedge, cold", ("poly+wedge", "cold"), "progress+wedge"),
        ("poly, cold, no stroke", ("poly", "bare"), "progress-nostroke"),
        ("poly+wedge, cold, no stroke", ("poly+wedge", "bare"), "progress+wedge-nostroke")]
print(f"{'row':<28} {'Blend2D':>22} {'Ombre':>22} {'ratio':>6} {'of the fastest':>15}")
for label, key, anchor in rows:
    a, o = b2d[anchor], ombre[key]
    print(f"{label:<28} {m(a):7.3f} ({min(a):.3f}-{max(a):.3f}) {m(o):7.3f} ({min(o):.3f}-{max(o):.3f})"
          f" {m(o) / m(a):6.2f} {min(o) / min(a):15.2f}")
for name in ("poly", "poly+wedge"):
    r = ombre[(name, "replayed")]
    print(f"{name + ', replayed (Ombre)':<28} {'':>22} {m(r):7.3f} ({min(r):.3f}-{max(r):.3f})")
PY
neighbours after
