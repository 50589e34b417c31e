#!/usr/bin/env bash
# Renders Ombre's own host for every PNG that iOS recorded in ../shared/ios-references (listed in
# Scripts/ios-references/cases.tsv) and prints, per case, how far Ombre is from it: the largest,
# mean and 99th-percentile pixel difference in levels (the largest channel difference of
# premultiplied RGBA), and the kind (gradient or shape).
#
#   Scripts/ios-references.sh [REFERENCES_DIR]   (default: ../shared/ios-references)
#
# OMBRE=path/to/ombre uses that binary instead of building the debug one. Exits 2 when a case
# cannot render or be compared (a missing host, a failed render, a size that differs); the
# numbers themselves never fail it.
set -euo pipefail
cd "$(dirname "$0")/.."
refs=${1:-../shared/ios-references}
manifest=Scripts/ios-references/cases.tsv
if [[ ! -d $refs ]]; then
    echo "ios-references.sh: no folder $refs" >&2
    exit 2
fi
if [[ -z ${OMBRE:-} ]]; then
    swift build --product ombre >&2
    OMBRE="$(swift build --show-bin-path)/ombre"
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

failed=0
printf '| case | kind | max | mean | p99 |\n|---|---|---:|---:|---:|\n'
while IFS=$'\t' read -r reference host args kind || [[ -n $reference ]]; do
    [[ -z $reference || $reference == \#* ]] && continue
    name=$(basename "$reference" .png)
    if [[ ! -f $refs/$reference || ! -f $host ]]; then
        echo "ios-references.sh: $reference: missing reference or host $host" >&2
        failed=1
        continue
    fi
    # shellcheck disable=SC2086 # args holds several words on purpose
    if ! "$OMBRE" render "$host" -o "$out/$name.png" $args >"$out/log" 2>&1; then
        echo "ios-references.sh: $reference: $host did not render:" >&2
        cat "$out/log" >&2
        failed=1
        continue
    fi
    if ! read -r max mean p99 _ _ drawn < <(python3 Scripts/ios-references/compare.py "$refs/$reference" "$out/$name.png"); then
        echo "ios-references.sh: $reference: could not be compared" >&2
        failed=1
        continue
    fi
    note=""
    [[ $drawn == 0 ]] && note=" (iOS drew nothing)"
    printf '| %s | %s%s | %s | %s | %s |\n' "${reference%.png}" "$kind" "$note" "$max" "$mean" "$p99"
done <"$manifest"
if ((failed)); then
    exit 2
fi
