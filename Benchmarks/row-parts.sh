#!/bin/sh
# The C half of a cold `poly` frame without the stroke (cold-poly.sh's last column) timed part
# by part, without the Swift code around it: see Anchors/row_parts.c. One core, 1920x1080,
# microseconds per frame, median (fastest in brackets).
#
#   Benchmarks/row-parts.sh            (needs clang; FRAMES=N for more than 300 frames)
#
# The row kernels are compiled here with clang -O2 -fno-omit-frame-pointer, as SwiftPM's release
# build compiles them (the Swift toolchain's clang will do).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sources="$here/../Sources"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
clang -O2 -fno-omit-frame-pointer -I"$sources/COmbreSIMD/include" -I"$sources/COmbreSIMD" -I"$sources/COmbreRaster/include" \
    -I"$sources/COmbreRaster" "$here/Anchors/row_parts.c" "$sources"/COmbreSIMD/*.c "$sources"/COmbreRaster/*.c \
    -lm -o "$dir/row_parts"
taskset -c 1 "$dir/row_parts"
