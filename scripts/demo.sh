#!/usr/bin/env bash
# Builds everything (scripts/bootstrap.sh), then shows mpx-rewrite on a
# classic off-by-one: the instrumented source, and the bounds-violation
# report when the program runs.  Exits 0 only if the report appeared.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh

src=examples/off_by_one.c
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo
echo "== $src, the loop with the bug"
grep -n -A1 'i <= N' "$src"

echo
echo "== build/bin/mpx-rewrite $src -o off_by_one.mpx.c --"
if ! build/bin/mpx-rewrite "$src" -o "$work/off_by_one.mpx.c" --; then
  echo "demo: error: mpx-rewrite failed" >&2
  exit 1
fi
echo "-- around the first checks in the rewritten source:"
grep -n -m3 -B2 -A2 '__mpx_check' "$work/off_by_one.mpx.c" ||
  echo "(no __mpx_check in the output)"

echo
echo "== build/bin/mpx-cc -g -O1 -o off_by_one $src"
build/bin/mpx-cc -g -O1 -o "$work/off_by_one" "$src"

echo
echo "== running it (expected to die of SIGSEGV after the report)"
status=0
"$work/off_by_one" 2>"$work/report.txt" || status=$?
cat "$work/report.txt"
echo "(exit status $status)"

if grep -q 'mpx: bounds violation' "$work/report.txt"; then
  echo
  echo "demo: the off-by-one was caught."
else
  echo "demo: error: no bounds-violation report" >&2
  exit 1
fi
