#!/usr/bin/env bash
# Swift scenes beside the YAML scenes that draw the same picture: render p50 in ms of
# `ombre bench` at 1920x1080 and 3840x2160 points (scale 1), one core (`taskset -c 1`, which the
# runner inherits), the two run in turn ROUNDS times; the table gives the medians of the p50s
# and the ratio of the medians, and the same for the CPU time a frame takes in ombre and its
# runner together (from `perf stat`), which the machine's other work sways less than the wall
# clock: a Swift scene's frame waits twice for the scheduler, once per process; and the ratio
# of the fastest runs. A second table splits the Swift scene's frame as `ombre bench` does (its
# process's code and drawing, and the hand-over between the processes). The pairs:
#   BlogGradientController.swift  / agv-blog
#   ProgressController.swift      / progress-answer
#   ReshapingProgressController.swift (built with ProgressController.swift; its draw(_:) draws
#       a new path every frame) / progress-answer held at 70 %, with `ombre bench --cold`
# With --builds it first times a 200-line file's first build (the UIKit layer in an empty
# cache, then the file) and its rebuild after an edit (median of 10).
# Usage: Benchmarks/swift-scenes.sh [path/to/ombre] [--rounds N] [--frames N] [--builds]
set -euo pipefail
cd "$(dirname "$0")/.."
ombre=.build/release/ombre
rounds=5
frames=30
builds=false
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds=$2; shift 2 ;;
        --frames) frames=$2; shift 2 ;;
        --builds) builds=true; shift ;;
        *) ombre=$1; shift ;;
    esac
done
[ -x "$ombre" ] || swift build -c release --product ombre >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
# How busy the machine's neighbours are, before and after the tables (see cache-decay.sh);
# a failure to build or run it leaves the tables without the line.
neighbours() { if command -v clang >/dev/null; then Benchmarks/cache-decay.sh --brief | sed "s/^/$1, /" || true; fi; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

if $builds; then
    # A 200-line file: the progress controller and view, padded with helpers.
    file="$work/Progress200.swift"
    cp Examples/UIKit/ProgressController.swift "$file"
    i=0
    while [ "$(wc -l < "$file")" -lt 200 ]; do
        printf '\nextension ShapeProgressView {\n    func helper%d(_ x: CGFloat) -> CGFloat {\n        x * %d + 1\n    }\n}\n' "$i" "$i" >> "$file"
        i=$((i + 1))
    done
    start=$(now)
    OMBRE_CACHE="$work/cache" "$ombre" render "$file" -o "$work/x.png" --size 64x64 2>/dev/null
    echo "first build (UIKit layer in release mode, then the file): $(echo "$(now) - $start" | bc) s"
    for n in $(seq 1 10); do
        echo "// edit $n" >> "$file"
        start=$(now)
        OMBRE_CACHE="$work/cache" "$ombre" render "$file" -o "$work/x.png" --size 64x64 2>/dev/null
        echo "$(now) - $start" | bc
    done | median | sed 's/^/rebuild of a 200-line file after an edit, median of 10: /; s/$/ s/'
fi

# The reshaping controller's picture as YAML: the progress answer's demo held at 70 %.
"$ombre" demos --show progress-answer | sed 's/animate: {from: 0, to: 1, duration: 1}/progress: 0.7/' \
    > "$work/progress70.yaml"
grep -q 'progress: 0.7' "$work/progress70.yaml"

reshaping="Examples/UIKit/ProgressController.swift --controller ReshapingProgressController"
# Builds every Swift scene once, so that no round times a build.
for swift in BlogGradientController ProgressController ReshapingProgressController; do
    extra=
    [ "$swift" = ReshapingProgressController ] && extra=$reshaping
    # shellcheck disable=SC2086
    "$ombre" render "Examples/UIKit/$swift.swift" $extra -o "$work/warm.png" --size 64x64 2>/dev/null
done

run() { # frames size scene [files and flags…] → "p50 task-clock-ms code drawing hand-over"
    local count=$1 size=$2
    shift 2
    perf stat -x, -e task-clock -o "$work/stat" -- taskset -c 1 "$ombre" bench "$@" --size "$size" \
        --frames "$count" --json 2>/dev/null > "$work/json"
    # A Swift scene's frame split (`ombre bench`'s swift_ms p50s); "- - -" for a YAML scene.
    python3 -c '
import json, sys
o = json.load(sys.stdin)
s = o.get("swift_ms")
parts = [str(s[k]["p50"]) for k in ("code", "drawing", "handover")] if s else ["-"] * 3
print(o["render_ms"]["p50"], sys.argv[1], *parts)' "$(awk -F, '/task-clock/ {print $1}' "$work/stat")" < "$work/json"
}

measure() { # out size scene [files and flags…]: appends "p50 cpu-ms-per-frame code drawing hand-over" to out
    local out=$1
    shift
    local short long
    short=$(run "$frames" "$@")
    long=$(run $((3 * frames)) "$@")
    # The CPU time of ombre and its runner per frame, start-up cancelled: the difference
    # between a run of 3N frames and one of N, over 2N.
    read -r p50 cpu_short code drawing handover <<< "$short"
    read -r _ cpu_long _ <<< "$long"
    echo "$p50 $(echo "($cpu_long - $cpu_short) / (2 * $frames)" | bc -l) $code $drawing $handover" >> "$out"
}

neighbours before
echo "render p50 (wall) and CPU time per frame (ombre and its runner), in ms, one core;"
echo "medians of $rounds alternated runs of $frames frames (CPU: 3x$frames minus $frames frames);"
echo "fastest: the ratio of the two fastest runs' p50s, which a neighbour's burst moves least;"
echo "turns: the median of each turn's ratio (a Swift run over the YAML run right after it), which"
echo "a neighbour's load that comes and goes over minutes moves less than the ratio of the medians"
printf '%-52s %-10s %8s %8s %6s %7s %6s %8s %8s %6s\n' "Swift scene / YAML scene" size Swift YAML ratio fastest \
    turns "CPU S" "CPU Y" ratio
: > "$work/split"
while read -r swift yaml flags; do
    for size in 1920x1080 3840x2160; do
        : > "$work/swift" && : > "$work/yaml"
        for _ in $(seq 1 "$rounds"); do
            extra=
            [ "$swift" = ReshapingProgressController ] && extra=$reshaping
            # shellcheck disable=SC2086
            measure "$work/swift" "$size" "Examples/UIKit/$swift.swift" $extra
            # shellcheck disable=SC2086
            measure "$work/yaml" "$size" "$yaml" $flags
        done
        a=$(cut -d' ' -f1 "$work/swift" | median)
        b=$(cut -d' ' -f1 "$work/yaml" | median)
        c=$(cut -d' ' -f2 "$work/swift" | median)
        d=$(cut -d' ' -f2 "$work/yaml" | median)
        fa=$(cut -d' ' -f1 "$work/swift" | sort -n | head -1)
        fb=$(cut -d' ' -f1 "$work/yaml" | sort -n | head -1)
        turns=$(paste -d' ' <(cut -d' ' -f1 "$work/swift") <(cut -d' ' -f1 "$work/yaml") | awk '{print $1 / $2}' | median)
        label="$swift / $(basename "$yaml")${flags:+ $flags}"
        printf '%-52s %-10s %8.3f %8.3f %6.2f %7.2f %6.2f %8.3f %8.3f %6.2f\n' "$label" "$size" "$a" "$b" \
            "$(echo "$a / $b" | bc -l)" "$(echo "$fa / $fb" | bc -l)" "$turns" "$c" "$d" "$(echo "$c / $d" | bc -l)"
        printf '%-34s %-10s %8.3f %8.3f %9.3f %8.3f\n' "$swift" "$size" "$(cut -d' ' -f3 "$work/swift" | median)" \
            "$(cut -d' ' -f4 "$work/swift" | median)" "$(cut -d' ' -f5 "$work/swift" | median)" "$b" >> "$work/split"
    done
done <<PAIRS
BlogGradientController agv-blog
ProgressController progress-answer
ReshapingProgressController $work/progress70.yaml --cold
PAIRS

echo
echo "the Swift scene's frame split (ombre bench's swift ms: its process bringing the views to the"
echo "frame and running their code, its drawing, the rest of the frame), medians of the runs' p50s,"
echo "in ms, beside the YAML scene's whole frame"
printf '%-34s %-10s %8s %8s %9s %8s\n' "Swift scene" size code drawing hand-over YAML
cat "$work/split"
neighbours after
