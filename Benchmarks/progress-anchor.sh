#!/bin/sh
# Blend2D drawing the same frames as the side-by-side `poly` scenes, every frame afresh:
# clear, fill, and the 5 px stroke that Ombre's progress view adds (see
# Anchors/progress_blend2d.cpp), beside Ombre's replayed and cold figures (cold-poly.sh).
#
#   B2D_INC=.../include B2D_LIB=.../libblend2d.a Benchmarks/progress-anchor.sh [path/to/ombre] [--dither]
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
printf 'Blend2D, one thread, drawn afresh every frame (ns/px):\n'
taskset -c 1 "$dir/progress_blend2d" | awk -F '\t' '$1 == "RESULT" { printf "%-24s %6.3f\n", $3, $7 }'
printf '\nOmbre:\n'
"$here/cold-poly.sh" "$@"
