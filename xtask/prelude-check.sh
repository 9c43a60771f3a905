#!/usr/bin/env bash
# prelude-check.sh -- check cudafe-rs's built-in prelude (crates/cudafe-rs/prelude)
# against NVIDIA's real front end, using the oracle in shared/oracle.
#
# For each input .cu file, run NVIDIA's cudafe++ (host) and cicc (device) on it
# with the prelude force-included *instead of* the toolkit's cuda_runtime.h:
#
#     cudafe-oracle diag F.cu --headers none -- -include PRELUDE/cuda_runtime.h -I PRELUDE
#
# (`--headers none` drops nvcc's `-include cuda_runtime.h`; what follows `--`
# goes to nvcc as is; `-I PRELUDE` comes before the toolkit's include directory,
# so an `#include <cuda_runtime.h>` in the file finds the prelude too) and
# compare the normalized diagnostics with the expectation:
#   - the committed F.oracle.txt next to F.cu (made with the real headers), or
#   - for a file without one, a live oracle run with the real headers
#     (`--headers full`, i.e. exactly nvcc).
# It also checks that no toolkit header was read (the prelude must be
# self-contained).
#
# Usage:
#   xtask/prelude-check.sh                 # the oracle's examples (see below)
#   xtask/prelude-check.sh [-v] F.cu DIR   # given files / directories of .cu
#   -v        print the diff of every mismatch
#   --loose   also accept a file whose diagnostics differ only in where the
#             header entities they point to are declared: notes located in a
#             header (e.g. the candidates of an overload-resolution failure)
#             become `<header>:`, and a group reported by both passes with
#             different header locations (`[host]` + `[device]`) counts as `[both]`
#
# Example selection (default run over shared/oracle/examples): files that
# #include nothing but cuda_runtime.h; `headers_*` files are skipped too (their
# point is another header mode: macros only, no header, the mini prelude).
# Prints one line per file and a closing "N passed, N failed, N skipped";
# exits 1 if any file failed, 3 if the oracle could not run.
# Runs the oracle one file at a time (the machine has 2 cores).
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
prelude="$root/crates/cudafe-rs/prelude"
shared="${CUDAFE_SHARED:-$root/../shared}"
[ -d "$shared/oracle" ] || shared="$root/shared"
oracle="$shared/oracle/cudafe-oracle"
examples="$shared/oracle/examples"

verbose=0
loose=0
inputs=()
for a in "$@"; do
    case "$a" in
        -v|--verbose) verbose=1 ;;
        --loose) loose=1 ;;
        -h|--help) sed -n '2,37p' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) inputs+=("$a") ;;
    esac
done
explicit=1
if [ ${#inputs[@]} -eq 0 ]; then
    inputs=("$examples")
    explicit=0
fi

if [ ! -x "$oracle" ]; then
    echo "prelude-check: oracle not found at $oracle" >&2
    exit 3
fi
if [ ! -f "$prelude/cuda_runtime.h" ]; then
    echo "prelude-check: prelude not found at $prelude" >&2
    exit 3
fi

files=()
for i in "${inputs[@]}"; do
    if [ -d "$i" ]; then
        while IFS= read -r f; do files+=("$f"); done < <(find "$i" -maxdepth 1 -name '*.cu' | sort)
    else
        files+=("$i")
    fi
done

# --loose: see the usage above
loosen() {
    python3 - "$1" <<'PY'
import re, sys
groups = []
for line in open(sys.argv[1]):
    line = line.rstrip("\n")
    if not line:
        continue
    line = re.sub(r"^[^0-9][^:]*:[0-9]+:", "<header>:", line)
    m = re.match(r"^(.*) \[([^\]]+)\]$", line)
    text, side = (m.group(1), m.group(2)) if m else (line, "")
    if ":note:" in text and groups:
        groups[-1][0].append(text)
    else:
        groups.append(([text], side))
merged = {}
order = []
for texts, side in groups:
    key = "\n".join(texts)
    if key not in merged:
        merged[key] = set()
        order.append(key)
    merged[key] |= {"host", "device"} if side == "both" else {side}
for key in order:
    sides = merged[key]
    side = "both" if sides >= {"host", "device"} else "+".join(sorted(sides))
    for t in key.split("\n"):
        print("%s [%s]" % (t, side))
PY
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass=0; fail=0; skip=0
failed=()
for f in "${files[@]}"; do
    f=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
    name=$(basename "$f" .cu)
    if [ $explicit -eq 0 ]; then
        case "$name" in
            headers_*)
                echo "SKIP $name (its point is another header mode)"
                skip=$((skip + 1)); continue ;;
        esac
        other=$(grep -E '^[[:space:]]*#[[:space:]]*include' "$f" \
                | grep -vE '[<"]cuda_runtime\.h[>"]' | head -1)
        if [ -n "$other" ]; then
            echo "SKIP $name (includes another header: $(echo "$other" | tr -s ' '))"
            skip=$((skip + 1)); continue
        fi
    fi

    expected="${f%.cu}.oracle.txt"
    if [ -f "$expected" ]; then
        cp "$expected" "$tmp/expected.txt"
        source="committed"
    else
        if ! "$oracle" diag "$f" --headers full > "$tmp/expected.txt" 2> "$tmp/err.txt"; then
            echo "ERROR $name: oracle (real headers) failed: $(head -3 "$tmp/err.txt")"
            exit 3
        fi
        source="live"
    fi

    rm -rf "$tmp/keep"
    if ! "$oracle" diag "$f" --headers none --keep "$tmp/keep" \
            -- -include "$prelude/cuda_runtime.h" -I "$prelude" \
            > "$tmp/actual.txt" 2> "$tmp/err.txt"; then
        echo "ERROR $name: oracle (prelude) failed: $(head -3 "$tmp/err.txt")"
        exit 3
    fi

    leak=$(cat "$tmp"/keep/*.ii 2>/dev/null | grep -m1 -oE '^# [0-9]+ "[^"]*/nvidia/cu[0-9]+/[^"]*"' || true)
    if [ -n "$leak" ]; then
        echo "FAIL $name: a toolkit header was read: $leak"
        fail=$((fail + 1)); failed+=("$name"); continue
    fi

    if [ $loose -eq 1 ]; then
        loosen "$tmp/expected.txt" > "$tmp/e.txt" && mv "$tmp/e.txt" "$tmp/expected.txt"
        loosen "$tmp/actual.txt" > "$tmp/a.txt" && mv "$tmp/a.txt" "$tmp/actual.txt"
    fi
    if cmp -s "$tmp/expected.txt" "$tmp/actual.txt"; then
        n=$(grep -c . "$tmp/expected.txt")
        echo "PASS $name ($n diagnostics, $source expectation)"
        pass=$((pass + 1))
    else
        echo "FAIL $name ($source expectation)"
        if [ $verbose -eq 1 ]; then
            diff -u --label "real headers" --label "prelude" "$tmp/expected.txt" "$tmp/actual.txt" | sed 's/^/    /'
        fi
        fail=$((fail + 1)); failed+=("$name")
    fi
done

if [ $fail -gt 0 ]; then
    echo "failed: ${failed[*]}"
fi
echo "$pass passed, $fail failed, $skip skipped"
[ $fail -eq 0 ]
