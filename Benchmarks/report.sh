#!/usr/bin/env bash
# Runs Ombre's benchmark suite once and prints one table row per case: median wall-clock time
# per frame, nanoseconds per pixel, and the ratio to a plain memory fill of the same buffer
# measured in the same run.
#
# Usage: Benchmarks/report.sh [extra `swift package benchmark` options, e.g. --filter 'axial.*']
# Needs swift and python3. The suite's own build and progress output go to stderr.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
command -v python3 >/dev/null || { echo "report.sh: python3 is needed to read the results" >&2; exit 2; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")
# package-benchmark writes `Current_run.jmh.json` into --path; its wall-clock percentiles are
# in microseconds, taken from an HDR histogram of nanosecond samples (3 significant digits).
(cd "$here" && swift package --allow-writing-to-directory "$out" \
    benchmark --format jmh --path "$out" --no-progress "$@") >&2
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?")

json=$(find "$out" -name '*.jmh.json' | head -n 1)
[[ -n "$json" ]] || { echo "report.sh: the run wrote no results" >&2; exit 1; }

LOAD_BEFORE="$load_before" LOAD_AFTER="$load_after" python3 - "$json" <<'PY'
import json, os, platform, re, sys

with open(sys.argv[1], encoding="utf-8") as f:
    elements = json.load(f)

# Names are "<case> <W>x<H>"; JMH export turns the space into "_".
pattern = re.compile(r"^package\.benchmark\.[^.]+\.(?P<case>.+)_(?P<w>\d+)x(?P<h>\d+)$")
rows = []
for e in elements:
    m = pattern.match(e["benchmark"])
    wall = e.get("secondaryMetrics", {}).get("Time (wall clock)")
    if not m or wall is None:
        print(f"report.sh: skipping {e['benchmark']} (unexpected name or no wall-clock metric)", file=sys.stderr)
        continue
    if wall["scoreUnit"] != "μs":
        sys.exit(f"report.sh: unexpected wall-clock unit {wall['scoreUnit']!r}")
    p = wall["scorePercentiles"]
    rows.append({
        "case": m["case"], "w": int(m["w"]), "h": int(m["h"]),
        "n": e["measurementIterations"], "min": p["0.0"] / 1000, "p50": p["50.0"] / 1000,
        "p90": p["90.0"] / 1000,
        "mallocs": (e.get("secondaryMetrics", {}).get("Malloc (total)") or {}).get("scorePercentiles", {}).get("50.0"),
        # Only the encoding cases measure bytes: package-benchmark's JMH export also lists the
        # custom metric, with another case's value, under some cases that never record it.
        "bytes": ((e.get("secondaryMetrics", {}).get("PNG bytes") or {}).get("scorePercentiles", {}).get("50.0")
                  if m["case"].startswith("png-") else None),
    })

gradients = ["axial2", "axial8", "radial2", "radial2-ellipse", "conic4"]
order = (["fill", "memset", "clear"] + [g + d for g in gradients for d in ("", "-nodither")]
         + ["view-axial2", "star", "star-wedge", "progress", "progress70", "progress-2t", "progress70-2t"])
rank = lambda c: (order.index(c), c) if c in order else (len(order), c)
rows.sort(key=lambda r: (r["w"] * r["h"], rank(r["case"])))
base = {(r["case"], r["w"], r["h"]): r["p50"] for r in rows if r["case"] in ("fill", "memset")}

def ratio(r, baseline):
    b = base.get((baseline, r["w"], r["h"]))
    return f"{r['p50'] / b:.2f}" if b else "-"

cpu = "?"
try:
    with open("/proc/cpuinfo") as f:
        cpu = next(l.split(":", 1)[1].strip() for l in f if l.startswith("model name"))
except (OSError, StopIteration):
    pass
print(f"# {platform.node()} · {cpu} · {os.cpu_count()} CPUs · load {os.environ['LOAD_BEFORE']} → {os.environ['LOAD_AFTER']}")
print("# n frames per case, one thread; ns/px = p50 ms · 1e6 / pixels;"
      " × fill / × memset = p50 over that baseline's p50 at the same size")
print("# p50 far above min, or p90 far above p50, means other work shared the CPU: rerun when idle")
header = ("case", "size", "n", "min ms", "p50 ms", "p90 ms", "ns/px", "× fill", "× memset", "mallocs")
frames = [r for r in rows if r["bytes"] is None]
if frames:
    print("{:<24} {:>9} {:>6} {:>8} {:>8} {:>8} {:>7} {:>7} {:>8} {:>7}".format(*header))
for r in frames:
    mallocs = "-" if r["mallocs"] is None else f"{r['mallocs']:.0f}"
    print("{:<24} {:>9} {:>6} {:>8.3f} {:>8.3f} {:>8.3f} {:>7.3f} {:>7} {:>8} {:>7}".format(
        r["case"], f"{r['w']}x{r['h']}", r["n"], r["min"], r["p50"], r["p90"],
        r["p50"] * 1e6 / (r["w"] * r["h"]), ratio(r, "fill"), ratio(r, "memset"), mallocs))
encodes = [r for r in rows if r["bytes"] is not None]
if encodes:
    # The PNG encoding cases: one rendered frame encoded per iteration; bytes is the file's size.
    print("{:<24} {:>9} {:>6} {:>8} {:>8} {:>8} {:>7} {:>10}".format(
        "PNG encoding", "size", "n", "min ms", "p50 ms", "p90 ms", "ns/px", "bytes"))
    for r in sorted(encodes, key=lambda r: r["case"]):
        print("{:<24} {:>9} {:>6} {:>8.3f} {:>8.3f} {:>8.3f} {:>7.3f} {:>10.0f}".format(
            r["case"], f"{r['w']}x{r['h']}", r["n"], r["min"], r["p50"], r["p90"],
            r["p50"] * 1e6 / (r["w"] * r["h"]), r["bytes"]))
if frames and not any(c == "fill" for c, _, _ in base):
    print("# no fill baseline in this run (filtered out?), so no ratios", file=sys.stderr)
PY
