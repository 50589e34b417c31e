#!/bin/sh
# Ombre's constraint solver beside kiwisolver on the same system: 500 views, 2,000
# constraints (Anchors/LayoutSystem.swift and Anchors/layout_system.py build it the same way),
# solved from scratch, after one constant change, and with an edit variable. Both run on one
# core in the same invocation and print medians and minimums in milliseconds.
#
#   Benchmarks/layout-anchor.sh [runs]        (needs swiftc, python3 and `pip install kiwisolver`)
#
# The solver's API is package-only, so its sources are compiled here with the driver into one
# optimized executable, in a temporary folder.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
runs=${1:-31}
python3 -c 'import kiwisolver' 2>/dev/null || { echo "layout-anchor.sh: pip install kiwisolver first" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp "$here/Anchors/LayoutSystem.swift" "$dir/main.swift"
swiftc -O -wmo -package-name ombre "$here"/../Sources/OmbreLayout/*.swift "$dir/main.swift" -o "$dir/layout"
kiwi=$(python3 -c 'import kiwisolver; print(kiwisolver.__version__)')
printf '# load %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
taskset -c 1 "$dir/layout" "$runs" > "$dir/ombre.txt"
taskset -c 1 python3 "$here/Anchors/layout_system.py" "$runs" > "$dir/kiwi.txt"
if [ "$(grep CHECK "$dir/ombre.txt")" != "$(grep CHECK "$dir/kiwi.txt")" ]; then
    echo "layout-anchor.sh: the two solutions differ:" >&2
    grep CHECK "$dir/ombre.txt" "$dir/kiwi.txt" >&2
    exit 1
fi
printf '%-14s %12s %12s %12s %12s %8s\n' case "ombre p50" "ombre min" "kiwi p50" "kiwi min" "kiwi/ombre"
awk -F '\t' -v kiwi="kiwisolver $kiwi" '
    FNR == NR && $1 == "RESULT" { p50[$2] = $3; low[$2] = $4; order[++n] = $2; next }
    $1 == "RESULT" { k50[$2] = $3; klow[$2] = $4 }
    END {
        for (i = 1; i <= n; i++) {
            c = order[i]
            printf "%-14s %12.3f %12.3f %12.3f %12.3f %8.2f\n", c, p50[c], low[c], k50[c], klow[c], k50[c] / p50[c]
        }
        printf "# milliseconds; ombre: Swift -O; kiwi: %s from Python\n", kiwi
    }' "$dir/ombre.txt" "$dir/kiwi.txt"
