#!/bin/sh
# Ombre's constraint solver beside kiwisolver on the same system: 500 views, 2,000
# constraints (Anchors/LayoutSystem.swift and Anchors/layout_system.py build it the same way),
# solved from scratch, after one constant change, and with an edit variable. Both run on one
# core in the same invocation and print medians and minimums in milliseconds.
#
#   Benchmarks/layout-anchor.sh [runs]        (needs swiftc, python3 and `pip install kiwisolver`)
#
# The solver's API is package-only, so its sources are compiled here with the driver into one
# optimized executable, in a temporary folder. The same system built with OmbreUIKit's public
# API (Anchors/UIKitLayoutSystem.swift: UIViews, anchors, layoutIfNeeded) is compiled against
# the release OmbreSceneRuntime library, as a Swift scene is: set OMBRE_RUNTIME to a folder
# holding it (such as ~/.cache/ombre/runtime-…/release), or the script builds it with
# `swift build -c release --product OmbreSceneRuntime` (minutes the first time).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
runs=${1:-31}
python3 -c 'import kiwisolver' 2>/dev/null || { echo "layout-anchor.sh: pip install kiwisolver first" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp "$here/Anchors/LayoutSystem.swift" "$dir/main.swift"
swiftc -O -wmo -package-name ombre "$here"/../Sources/OmbreLayout/*.swift "$dir/main.swift" -o "$dir/layout"
runtime=${OMBRE_RUNTIME:-}
if [ -z "$runtime" ]; then
    swift build -c release --product OmbreSceneRuntime --package-path "$here/.." >&2
    runtime=$(swift build -c release --show-bin-path --package-path "$here/..")
fi
sources="$here/../Sources"
maps=""
for m in COmbreSIMD COmbreRaster COmbrePNG COmbreSystem; do
    maps="$maps -Xcc -fmodule-map-file=$runtime/$m.build/module.modulemap"
done
# shellcheck disable=SC2086
swiftc -O -I "$runtime/Modules" -L "$runtime" -lOmbreSceneRuntime -Xlinker -rpath -Xlinker "$runtime" $maps \
    -Xcc -fmodule-map-file="$sources/CPNG/module.modulemap" -Xcc -fmodule-map-file="$sources/CFreeType/module.modulemap" \
    -Xcc -I/usr/include/freetype2 -Xcc -I/usr/include/libpng16 "$here/Anchors/UIKitLayoutSystem.swift" -o "$dir/uikit"
kiwi=$(python3 -c 'import kiwisolver; print(kiwisolver.__version__)')
printf '# load %s\n' "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
taskset -c 1 "$dir/layout" "$runs" > "$dir/ombre.txt"
taskset -c 1 "$dir/uikit" "$runs" > "$dir/uikit.txt"
taskset -c 1 python3 "$here/Anchors/layout_system.py" "$runs" > "$dir/kiwi.txt"
for f in ombre uikit; do
    if [ "$(grep CHECK "$dir/$f.txt")" != "$(grep CHECK "$dir/kiwi.txt")" ]; then
        echo "layout-anchor.sh: the solutions differ:" >&2
        grep CHECK "$dir/$f.txt" "$dir/kiwi.txt" >&2
        exit 1
    fi
done
printf '%-14s %12s %12s %12s %12s %8s\n' case "ombre p50" "ombre min" "kiwi p50" "kiwi min" "kiwi/ombre"
awk -F '\t' -v kiwi="kiwisolver $kiwi" '
    FILENAME ~ /kiwi/ && $1 == "RESULT" { k50[$2] = $3; klow[$2] = $4; next }
    $1 == "RESULT" { p50[$2] = $3; low[$2] = $4; order[++n] = $2 }
    END {
        for (i = 1; i <= n; i++) {
            c = order[i]
            k = c
            sub(/^uikit-/, "", k)
            printf "%-14s %12.3f %12.3f %12.3f %12.3f %8.2f\n", c, p50[c], low[c], k50[k], klow[k], k50[k] / p50[c]
        }
        printf "# milliseconds; ombre: Swift -O (uikit-: through UIViews and NSLayoutConstraints); kiwi: %s from Python\n", kiwi
    }' "$dir/ombre.txt" "$dir/uikit.txt" "$dir/kiwi.txt"
