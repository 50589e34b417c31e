#!/usr/bin/env bash
# Instructions per frame of each Swift scene beside the YAML scene that draws the same picture
# (the pairs of swift-scenes.sh), counted by valgrind's callgrind, which the machine's other work
# does not move: where wall-clock ratios on a shared machine swing by tenths from one run to
# the next, these show how much work each side does.
#
#   Benchmarks/swift-instructions.sh [path/to/ombre]     (needs valgrind, python3, objcopy)
#
# A YAML scene is counted in `ombre bench`; a Swift scene in its runner alone, driven here as
# `ombre` drives it (the same requests, a System V segment of this script's own), since
# `ombre` cannot start the runner under valgrind. So the Swift column leaves out `ombre`'s side
# of the exchange, and neither counts the kernel. Each count is a run of 90 frames less one of
# 30, over 60: frames 30 to 89 at 1/60 s apart (0.5 to 1.5 s, the progress moving until 1 s),
# at 1920x1080, one thread. valgrind runs the AVX2 kernels, not the AVX-512 ones, for both.
# Copies of the binaries without debug information are used: valgrind 3.19 cannot read the
# DWARF 5 that Swift writes.
set -euo pipefail
cd "$(dirname "$0")/.."
ombre=${1:-.build/release/ombre}
for tool in valgrind python3 objcopy; do
    command -v "$tool" >/dev/null || { echo "swift-instructions.sh needs $tool" >&2; exit 2; }
done
[ -x "$ombre" ] || swift build -c release --product ombre >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cache=${OMBRE_CACHE:-$HOME/.cache/ombre}
objcopy --strip-debug "$ombre" "$work/ombre"

"$ombre" demos --show progress-answer | sed 's/animate: {from: 0, to: 1, duration: 1}/progress: 0.7/' \
    > "$work/progress70.yaml"
grep -q 'progress: 0.7' "$work/progress70.yaml"

# The folder of the runner last built from exactly these files (`ombre` names them N-File.swift).
runner_of() {
    local want
    want=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
    for dir in $(ls -td "$cache"/scenes/*/); do
        local have
        have=$(cd "$dir" && ls -- *-*.swift 2>/dev/null | sed 's/^[0-9]*-//' | sort | tr '\n' ' ')
        [ "$have" = "$want" ] && [ -x "$dir/runner" ] && { echo "$dir/runner"; return; }
    done
    echo "no runner built from $*" >&2
    exit 1
}

# Drives a runner for N frames; prints callgrind's count. Arguments: runner type frames.
drive() {
    python3 - "$@" <<'PY'
import ctypes, os, re, subprocess, sys
runner, shown, frames, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
libc = ctypes.CDLL(None, use_errno=True)
width, height = 1920, 1080
segment = libc.shmget(0, width * height * 4, 0o1000 | 0o600)  # IPC_PRIVATE, IPC_CREAT
if segment < 0:
    sys.exit("cannot make a shared memory segment")
try:
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    p = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", runner],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    p.stdin.write(f"show {shown}\nstart\n".encode())
    p.stdin.flush()
    if not p.stdout.readline().startswith(b"ready"):
        sys.exit(f"{shown} did not start")
    for frame in range(frames):
        p.stdin.write(f"frame {width} {height} 1.0 {frame / 60} 1 4294967295 {segment} 0\n".encode())
        p.stdin.flush()
        if not p.stdout.readline().startswith(b"frame"):
            sys.exit(f"{shown} refused frame {frame}")
    p.stdin.close()
    err = p.stderr.read().decode()
    p.wait()
finally:
    libc.shmctl(segment, 0, None)  # IPC_RMID
print(re.search(r"Collected : (\d+)", err).group(1))
PY
}

# Counts `ombre bench` of a YAML scene over N frames (3 of them its warm-up frames).
bench() {
    local frames=$1
    shift
    valgrind --tool=callgrind --callgrind-out-file="$work/bench.out" "$work/ombre" bench "$@" \
        --size 1920x1080 --frames $((frames - 3)) 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

per_frame() { echo "($2 - $1) / 60 / 1000000" | bc -l; }

printf '%-52s %9s %9s %6s\n' "Swift scene / YAML scene, M instructions a frame" Swift YAML ratio
while read -r swift files yaml flags; do
    # shellcheck disable=SC2086
    "$ombre" render $(printf 'Examples/UIKit/%s.swift ' ${files//,/ }) --controller "$swift" \
        -o "$work/warm.png" --size 64x64 2>/dev/null
    runner=$(runner_of $(printf '%s.swift ' ${files//,/ }))
    # The runtime library without its debug information, found first by the runner's loader.
    runtime=$(readelf -d "$runner" | sed -n 's/.*runpath: \[.*:\(.*\)\]/\1/p')
    mkdir -p "$work/lib"
    objcopy --strip-debug "$runtime/libOmbreSceneRuntime.so" "$work/lib/libOmbreSceneRuntime.so"
    s30=$(LD_LIBRARY_PATH="$work/lib" drive "$runner" "$swift" 30 "$work/runner.out")
    s90=$(LD_LIBRARY_PATH="$work/lib" drive "$runner" "$swift" 90 "$work/runner.out")
    # shellcheck disable=SC2086
    y30=$(bench 30 "$yaml" $flags)
    # shellcheck disable=SC2086
    y90=$(bench 90 "$yaml" $flags)
    a=$(per_frame "$s30" "$s90")
    b=$(per_frame "$y30" "$y90")
    printf '%-52s %9.3f %9.3f %6.2f\n' "$swift / $(basename "$yaml")${flags:+ $flags}" "$a" "$b" "$(echo "$a / $b" | bc -l)"
done <<PAIRS
BlogGradientController BlogGradientController agv-blog
ProgressController ProgressController progress-answer
ReshapingProgressController ReshapingProgressController,ProgressController $work/progress70.yaml --cold
PAIRS
