#!/usr/bin/env bash
# bench/run.sh - speed of instrumented programs.
#
# Builds each kernel in bench/kernels three ways with the same compiler and
# -O2: plain, -fsanitize=address, and through mpx-cc; runs each REPS times
# (default 5), keeps the best wall-clock time, checks the three print the same
# output, and prints the ratios mpx/plain and mpx/asan.
# Usage: bench/run.sh [BUILD-DIR]   (default: build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../build}" && pwd)
reps=${REPS:-5}
cc=${CC:-cc}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

best() { # best wall time of $reps runs of "$@", in seconds
  local b=999999
  for _ in $(seq "$reps"); do
    local s e
    s=$(date +%s.%N)
    "$@" > /dev/null
    e=$(date +%s.%N)
    b=$(echo "$e - $s" | bc -l | awk -v b="$b" '{ print ($1 < b) ? $1 : b }')
  done
  echo "$b"
}

printf '%-12s %9s %9s %9s %10s %10s\n' kernel plain asan mpx mpx/plain mpx/asan
for src in "$here"/kernels/*.c; do
  k=$(basename "$src" .c)
  "$cc" -O2 "$src" -o "$out/$k.plain"
  "$cc" -O2 -fsanitize=address "$src" -o "$out/$k.asan"
  MPX_CC="$cc" "$build/bin/mpx-cc" -O2 "$src" -o "$out/$k.mpx"
  p=$("$out/$k.plain"); a=$(ASAN_OPTIONS=detect_leaks=0 "$out/$k.asan"); m=$("$out/$k.mpx")
  if [ "$p" != "$a" ] || [ "$p" != "$m" ]; then
    echo "$k: outputs differ (plain '$p', asan '$a', mpx '$m')" >&2
    exit 1
  fi
  tp=$(best "$out/$k.plain")
  ta=$(ASAN_OPTIONS=detect_leaks=0 best "$out/$k.asan")
  tm=$(best "$out/$k.mpx")
  printf '%-12s %9.3f %9.3f %9.3f %10.2f %10.2f\n' "$k" "$tp" "$ta" "$tm" \
    "$(echo "$tm / $tp" | bc -l)" "$(echo "$tm / $ta" | bc -l)"
done
