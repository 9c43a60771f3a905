#!/usr/bin/env bash
# Installs the CUDA toolkit the toolkit-dependent tests use (nvcc, cudafe++,
# cicc, the headers, the runtime), from the pinned PyPI wheels of
# requirements.txt, into a venv:
#   ${CUDAFE_RS_TOOLKIT_HOME:-$HOME/.cache/cuda-oracle}/venv
# (the oracle's location, so that a machine with the oracle shares it).
# Idempotent: when the venv matches the pins it does nothing.
# Prints the toolkit root (for CUDAFE_RS_CUDA_PATH) on stdout.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
home="${CUDAFE_RS_TOOLKIT_HOME:-$HOME/.cache/cuda-oracle}"
venv="$home/venv"
req="$here/requirements.txt"
# the oracle's stamp format, so that either script accepts the other's venv
stamp="$venv/.cudafe-oracle-stamp"
want="$(grep -v '^\s*#' "$req" | grep -v '^\s*$' | LC_ALL=C sort | tr '\n' ' ')"

find_root() {
    local d
    for d in "$venv"/lib/python3*/site-packages/nvidia/cu13; do
        if [ -x "$d/bin/nvcc" ] && [ -x "$d/bin/cudafe++" ] && [ -x "$d/nvvm/bin/cicc" ] \
           && [ -f "$d/include/cuda_runtime.h" ]; then
            echo "$d"; return 0
        fi
    done
    return 1
}

if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && root="$(find_root)"; then
    :
else
    py="${CUDAFE_RS_TOOLKIT_PYTHON:-python3}"
    mkdir -p "$home"
    if [ ! -x "$venv/bin/python" ]; then
        echo "toolkit: creating venv $venv" >&2
        "$py" -m venv "$venv"
    fi
    echo "toolkit: installing $want" >&2
    "$venv/bin/python" -m pip install --disable-pip-version-check -q -r "$req" >&2
    root="$(find_root)" || { echo "toolkit: incomplete after install" >&2; exit 1; }
    echo "$want" > "$stamp"
fi
echo "$root"
