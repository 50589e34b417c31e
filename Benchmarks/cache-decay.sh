#!/bin/sh
# The 1920x1080 clear after pauses of 0 to 800 µs, one core: see Anchors/cache_decay.c.
# On this shared machine it also says how busy the neighbours are: with no pause the clear
# takes about 82 µs p10 when they are quiet.
#
#   Benchmarks/cache-decay.sh            (needs clang; FRAMES=N for other than 1,000 clears)
#   Benchmarks/cache-decay.sh --brief    (one line: no pause and 400 µs, as the other
#                                         benchmarks print it before and after their tables)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
sources="$here/../Sources"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
clang -O2 -I"$sources/COmbreSIMD/include" -I"$sources/COmbreSIMD" "$here/Anchors/cache_decay.c" \
    "$sources"/COmbreSIMD/*.c -lm -o "$dir/cache_decay"
taskset -c 1 "$dir/cache_decay" "$@"
