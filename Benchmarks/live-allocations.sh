#!/usr/bin/env bash
# Counts the allocations a live preview window makes per frame: runs `ombre preview SCENE`
# under a private Xvfb twice, for a short and a long run, with a small preloaded library that
# counts malloc, calloc, realloc and posix_memalign calls, and prints the difference per frame.
# Start-up, loading and the first frames cost the same in both runs and cancel out.
#
# Usage: Benchmarks/live-allocations.sh [SCENE] [WxH] [THREADS]   (default: gallery 1280x720 1)
# Needs a release build (`swift build -c release`), gcc, Xvfb.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ombre="$here/../.build/release/ombre"
scene=${1:-gallery}
size=${2:-1280x720}
threads=${3:-1}
[[ "$size" =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]] || { echo "live-allocations.sh: size must be WxH, got '$size'" >&2; exit 2; }
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || { echo "live-allocations.sh: threads must be a positive whole number, got '$threads'" >&2; exit 2; }
[[ -x "$ombre" ]] || { echo "live-allocations.sh: build first: swift build -c release" >&2; exit 2; }
for tool in gcc Xvfb; do
    command -v "$tool" >/dev/null || { echo "live-allocations.sh: $tool is needed" >&2; exit 2; }
done

work=$(mktemp -d)
xvfb=""
cleanup() {
    [[ -n "$xvfb" ]] && kill -TERM "$xvfb" 2>/dev/null && wait "$xvfb" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/count.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdio.h>
#include <unistd.h>

/* Calls counted from the first one; dlsym itself may allocate before the real malloc is
   known, so those few come from a static arena. */
static atomic_long calls;
static char arena[65536];
static size_t arenaUsed;
static void *(*realMalloc)(size_t);
static void *(*realCalloc)(size_t, size_t);
static void *(*realRealloc)(void *, size_t);
static int (*realMemalign)(void **, size_t, size_t);
static void (*realFree)(void *);

static void *fromArena(size_t size) {
    void *p = arena + arenaUsed;
    arenaUsed += (size + 15) & ~(size_t)15;
    return p;
}

void *malloc(size_t size) {
    if (!realMalloc) realMalloc = dlsym(RTLD_NEXT, "malloc");
    if (!realMalloc) return fromArena(size);
    calls++;
    return realMalloc(size);
}

void *calloc(size_t n, size_t size) {
    static int resolving;
    if (!realCalloc) {
        if (resolving) return fromArena(n * size); /* arena memory is zeroed */
        resolving = 1;
        realCalloc = dlsym(RTLD_NEXT, "calloc");
        resolving = 0;
    }
    calls++;
    return realCalloc(n, size);
}

void *realloc(void *p, size_t size) {
    if (!realRealloc) realRealloc = dlsym(RTLD_NEXT, "realloc");
    calls++;
    return realRealloc(p, size);
}

int posix_memalign(void **p, size_t alignment, size_t size) {
    if (!realMemalign) realMemalign = dlsym(RTLD_NEXT, "posix_memalign");
    calls++;
    return realMemalign(p, alignment, size);
}

void free(void *p) {
    if ((char *)p >= arena && (char *)p < arena + sizeof arena) return;
    if (!realFree) realFree = dlsym(RTLD_NEXT, "free");
    realFree(p);
}

__attribute__((destructor)) static void report(void) {
    char line[64];
    int n = snprintf(line, sizeof line, "allocations %ld\n", (long)calls);
    write(2, line, n);
}
C
gcc -O2 -shared -fPIC -o "$work/count.so" "$work/count.c" -ldl

exec 3>"$work/display"
Xvfb -displayfd 3 -screen 0 "${size}x24" 2>/dev/null &
xvfb=$!
exec 3>&-
for _ in $(seq 50); do [[ -s "$work/display" ]] && break; sleep 0.1; done
[[ -s "$work/display" ]] || { echo "live-allocations.sh: Xvfb did not start" >&2; exit 1; }
display=":$(cat "$work/display")"

# Runs the preview for $1 frames and prints the allocation count; ombre's own messages (a
# scene that does not load, say) are passed on, and its failure ends the script.
count() {
    local status=0
    DISPLAY="$display" LD_PRELOAD="$work/count.so" "$ombre" preview "$scene" --size "$size" \
        --threads "$threads" --frames "$1" >/dev/null 2>"$work/err" || status=$?
    if ((status != 0)); then
        grep -v '^allocations' "$work/err" >&2
        echo "live-allocations.sh: ombre preview $scene failed (exit $status)" >&2
        exit "$status"
    fi
    awk '/^allocations/ {print $2}' "$work/err" | tail -n 1
}
short=$(count 120)
long=$(count 420)
echo "$scene $size, $threads thread(s): $short allocations in 120 frames, $long in 420:" \
    "$(awk -v a="$short" -v b="$long" 'BEGIN { printf "%.1f", (b - a) / 300 }') per frame"
