#!/bin/sh
# Two builds of ombre timed on one scene, run after run in turn, each pinned to one core: the
# median and the smallest of each build's per-run ns/px, and the ratio of the medians. On a
# machine shared with other work a single run can be off by half; alternating spreads the
# drift over both builds.
#
#   Benchmarks/ab.sh OMBRE_A OMBRE_B SCENE [ROUNDS] [ombre bench options, e.g. --cold]
#
# SCENE is anything `ombre bench` takes; each run draws 40 frames at 1920x1080 on one thread
# (FRAMES=N in the environment for N: the p50 of 300 frames moves far less with the VM's
# other tenants than that of 40).
set -eu
[ $# -ge 3 ] || { echo "usage: $0 OMBRE_A OMBRE_B SCENE [ROUNDS] [bench options]" >&2; exit 2; }
a=$1 b=$2 scene=$3
shift 3
rounds=9
case "${1:-}" in [0-9]*) rounds=$1; shift ;; esac
options="$*"
run() {
    # shellcheck disable=SC2086 # the options are words of their own
    taskset -c "${CPU:-1}" "$1" bench "$scene" --size 1920x1080 --frames "${FRAMES:-40}" --threads 1 --json $options |
        python3 -c 'import json, sys; print(json.loads(sys.stdin.read().splitlines()[-1])["ns_per_pixel"])'
}
times_a="" times_b=""
i=0
while [ "$i" -lt "$rounds" ]; do
    times_a="$times_a $(run "$a")"
    times_b="$times_b $(run "$b")"
    i=$((i + 1))
done
python3 - "$times_a" "$times_b" "$scene $options" <<'PY'
import statistics, sys
a = [float(v) for v in sys.argv[1].split()]
b = [float(v) for v in sys.argv[2].split()]
ma, mb = statistics.median(a), statistics.median(b)
print(f"{sys.argv[3]}: A {ma:.3f} (min {min(a):.3f})  B {mb:.3f} (min {min(b):.3f}) ns/px  B/A {mb / ma:.3f}  ({len(a)} runs each)")
PY
