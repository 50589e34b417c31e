#!/usr/bin/env bash
# Renders every UIKit library found in DIR with `ombre render`, its sources unchanged, and prints
# per library whether it built and rendered, with its compile-error count and first errors.
#
#   Scripts/uikit-corpus.sh DIR
#
# Two layouts are recognised in DIR:
#   DIR/<name>/src/            a git checkout of a library listed in Scripts/uikit-corpus/libraries.tsv;
#                              its manifest sources (files or folders, *.swift inside) are rendered with
#                              the host Scripts/uikit-corpus/hosts/<name>.swift
#   DIR/<name>/Host.swift      a library copied with its own host (../shared/uikit-corpus);
#                              DIR/<name>/src/**.swift are rendered with that host
# Each library renders at t = 0, 0.5 and 2 (400x400, controller HostController) into OUT/<name>-<t>.png.
# Then every probe of Scripts/uikit-corpus/probes.tsv for it is checked: a pixel of one of those
# PNGs `is` a color (every channel within 24 levels) or is `not` that color.
#
#   OMBRE=path/to/ombre   use that binary instead of building the debug one
#   CORPUS_OUT=folder     where PNGs and logs go (default: a new temporary folder, printed)
#   CORPUS_ONLY="a b"     only these libraries
#
# A line per library: `PASS name` (built, rendered at all three times, probes hold) or
# `FAIL name: ...` with the error count and up to three first errors. Exit 1 if any fails,
# 2 on bad use (no DIR, an unreadable manifest).
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
manifest=$root/Scripts/uikit-corpus/libraries.tsv
probes=$root/Scripts/uikit-corpus/probes.tsv
hosts=$root/Scripts/uikit-corpus/hosts
if [[ $# -ne 1 || ! -d $1 ]]; then
    echo "usage: Scripts/uikit-corpus.sh DIR (a folder of libraries; got '${1:-}')" >&2
    exit 2
fi
dir=$(cd "$1" && pwd)
if [[ ! -r $manifest ]]; then
    echo "uikit-corpus.sh: cannot read $manifest" >&2
    exit 2
fi
if [[ -z ${OMBRE:-} ]]; then
    (cd "$root" && swift build --product ombre >&2) || exit 2
    OMBRE="$(cd "$root" && swift build --show-bin-path)/ombre"
fi
out=${CORPUS_OUT:-$(mktemp -d /tmp/uikit-corpus.XXXXXX)}
mkdir -p "$out"
echo "# renders and logs in $out"
times=(0 0.5 2)

# Prints the Swift files of library $1 (one per line), or nothing when DIR does not hold it.
library_files() {
    local name=$1 lib=$dir/$1
    if [[ -f $lib/Host.swift ]]; then
        find "$lib/src" -name '*.swift' | sort
        echo "$lib/Host.swift"
        return
    fi
    [[ -d $lib/src ]] || return
    local line repo commit sources
    line=$(awk -F'\t' -v n="$name" '$1 == n' "$manifest")
    [[ -n $line ]] || return
    IFS=$'\t' read -r _ repo commit sources _ <<<"$line"
    local head
    head=$(git -C "$lib/src" rev-parse HEAD 2>/dev/null)
    if [[ $head != "$commit" ]]; then
        echo "uikit-corpus.sh: $name: checkout is at ${head:-no commit}, the manifest says $commit ($repo)" >&2
    fi
    local path
    for path in $sources; do
        if [[ -d $lib/src/$path ]]; then
            find "$lib/src/$path" -name '*.swift' | sort
        elif [[ -f $lib/src/$path ]]; then
            echo "$lib/src/$path"
        else
            echo "uikit-corpus.sh: $name: $path is not in the checkout" >&2
        fi
    done
    echo "$hosts/$name.swift"
}

names=${CORPUS_ONLY:-$(cd "$dir" && for d in */; do echo "${d%/}"; done)}
failed=0
ran=0
for name in $names; do
    mapfile -t files < <(library_files "$name")
    ((${#files[@]})) || continue
    ran=$((ran + 1))
    log=$out/$name.log
    : >"$log"
    problem=""
    for t in "${times[@]}"; do
        png=$out/$name-$t.png
        rm -f "$png"
        if ! (cd /tmp && timeout 900 "$OMBRE" render "${files[@]}" --controller HostController \
            --size 400x400 --time "$t" -o "$png") >>"$log" 2>&1 || [[ ! -s $png ]]; then
            problem="did not render at t=$t"
            break
        fi
    done
    if [[ -z $problem && -f $probes ]]; then
        while IFS=$'\t' read -r pname pt px py op color note; do
            [[ $pname == "$name" ]] || continue
            if ! verdict=$(python3 "$root/Scripts/uikit-corpus/probe.py" "$out/$name-$pt.png" "$px" "$py" "$op" "$color"); then
                problem="probe failed: t=$pt ($px,$py) $op $color ($note): $verdict"
                break
            fi
        done < <(grep -v '^#' "$probes")
    fi
    if [[ -z $problem ]]; then
        echo "PASS $name"
        continue
    fi
    failed=1
    errors=$(grep -c ': error:' "$log")
    echo "FAIL $name: $problem, $errors compile errors"
    if ((errors)); then
        grep ': error:' "$log" | head -3 | sed -e "s|$dir/||" -e 's/^/    /'
    else
        grep -v '^\s*$' "$log" | tail -3 | sed 's/^/    /'
    fi
done
if ((ran == 0)); then
    echo "uikit-corpus.sh: no library of the manifest, nor any with a Host.swift, in $dir" >&2
    exit 2
fi
exit $failed
