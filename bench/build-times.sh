#!/usr/bin/env bash
# bench/build-times.sh - what instrumenting costs a build.
#
# For each C file named (a small file, a 3000-line file, an amalgamation such
# as sqlite3.c or Lua's onelua.c; pass the sources, nothing is fetched),
# measures in CPU seconds (user + system, children included, best of REPS,
# default 3):
#   parse     clang-19 -fsyntax-only FILE
#   rewrite   mpx-rewrite FILE (the compiler probe's answer already cached)
#   out/in    the rewritten file's size over the source's
#   and, for gcc and clang-19, `$OPT -c` of FILE plain and through mpx-cc
#   (no rewrite cache), and their ratio.
# Flags for every file (-I..., -D...) go in CFLAGS; OPT is the optimisation
# level (default -O2; OPT=-O0 measures a debug build).
# Usage: CFLAGS='...' [OPT=-O0] bench/build-times.sh [--build DIR] FILE...
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$here/../build
if [ "${1:-}" = --build ]; then build=$2; shift 2; fi
build=$(cd "$build" && pwd)
[ $# -gt 0 ] || { echo "usage: $0 [--build DIR] FILE..." >&2; exit 2; }
reps=${REPS:-3}
flags=${CFLAGS:-}
opt=${OPT:--O2}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

cpu() { # best CPU time (user + sys) of $reps runs of "$@", in seconds;
        # "fail" when the command fails
  local b=999999 t
  for _ in $(seq "$reps"); do
    t=$( { TIMEFORMAT='%U %S'; time "$@" > /dev/null 2>&1 || echo fail; } 2>&1 |
         awk '/fail/ { f = 1 } !/fail/ { s = $1 + $2 } END { print f ? "fail" : s }')
    if [ "$t" = fail ]; then echo fail; return; fi
    b=$(awk -v a="$t" -v b="$b" 'BEGIN { print (a < b) ? a : b }')
  done
  echo "$b"
}
ratio() {
  case "$1$2" in
  *fail*) echo - ;;
  *) awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0) ? a / b : 0 }' ;;
  esac
}

printf '%-14s %7s %7s %8s %8s %6s' file lines parse rewrite rw/parse out/in
for c in gcc clang-19; do printf ' %9s %9s %7s' "$c" "mpx-cc" ratio; done
printf '\n'
for f in "$@"; do
  # shellcheck disable=SC2086
  parse=$(cpu clang-19 -fsyntax-only $flags "$f")
  # shellcheck disable=SC2086
  "$build/bin/mpx-rewrite" "$f" -o "$out/r.c" --compiler=gcc -- $flags 2> /dev/null
  # shellcheck disable=SC2086
  rewrite=$(cpu "$build/bin/mpx-rewrite" "$f" -o "$out/r.c" --compiler=gcc -- $flags)
  size=$(ratio "$(stat -c %s "$out/r.c")" "$(stat -c %s "$f")")
  printf '%-14s %7s %7s %8s %8s %6s' "$(basename "$f")" "$(wc -l < "$f")" \
    "$parse" "$rewrite" "$(ratio "$rewrite" "$parse")" "$size"
  for c in gcc clang-19; do
    # shellcheck disable=SC2086
    plain=$(cpu "$c" $opt $flags -c "$f" -o "$out/p.o")
    # shellcheck disable=SC2086
    mpx=$(cpu env MPX_CC="$c" "$build/bin/mpx-cc" $opt $flags -c "$f" -o "$out/m.o")
    printf ' %9s %9s %7s' "$plain" "$mpx" "$(ratio "$mpx" "$plain")"
  done
  printf '\n'
done
