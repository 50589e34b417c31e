#!/usr/bin/env bash
# Times .swift scenes: the first build of the UIKit layer (in an empty cache), the rebuild of
# a 200-line file after an edit (median of 10 edits, each a new build: save → first frame,
# without the preview's 0.1 s wait for the save to settle), and the frame time of the UIKit
# progress controller beside the YAML progress-answer demo.
# Usage: Benchmarks/swift-scenes.sh [path/to/ombre]   (default: a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
ombre=${1:-.build/release/ombre}
[ -x "$ombre" ] || swift build -c release --product ombre >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

# A 200-line file: the progress controller and view, padded with inspectable helpers.
file="$work/Progress200.swift"
cp Examples/UIKit/ProgressController.swift "$file"
i=0
while [ "$(wc -l < "$file")" -lt 200 ]; do
    printf '\nextension ShapeProgressView {\n    func helper%d(_ x: CGFloat) -> CGFloat {\n        x * %d + 1\n    }\n}\n' "$i" "$i" >> "$file"
    i=$((i + 1))
done
echo "file: $(wc -l < "$file") lines"

start=$(now)
OMBRE_CACHE="$work/cache" "$ombre" render "$file" -o "$work/x.png" --size 64x64 2>/dev/null
echo "first build (UIKit layer in release mode, then the file): $(echo "$(now) - $start" | bc) s"

for n in $(seq 1 10); do
    echo "// edit $n" >> "$file"
    start=$(now)
    OMBRE_CACHE="$work/cache" "$ombre" render "$file" -o "$work/x.png" --size 64x64 2>/dev/null
    echo "$(now) - $start" | bc
done | median | sed 's/^/rebuild after an edit, median of 10: /; s/$/ s/'

for scene in Examples/UIKit/ProgressController.swift progress-answer; do
    OMBRE_CACHE="$work/cache" "$ombre" bench "$scene" --size 393x852 --frames 120 --threads 1 2>/dev/null | head -3
done
