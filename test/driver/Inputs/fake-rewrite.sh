#!/bin/sh
# A stand-in for mpx-rewrite, to test mpx-cc's own logic apart from the
# rewriter: parses `[--options] SRC -o OUT -- FLAGS...`, writes OUT as
# `#include "mpxrt.h"`, a #line and SRC unchanged.
#   FAKE_REWRITE_LOG=FILE  append the arguments, one line per call
#   FAKE_REWRITE_FAIL=N    print a clang-style error about SRC, exit N
#   FAKE_REWRITE_KILL=SIG  die of signal SIG (SEGV, ...) after writing
#                          half of OUT
if [ -n "$FAKE_REWRITE_LOG" ]; then
  echo "fake-rewrite $*" >> "$FAKE_REWRITE_LOG"
fi
src= out=
while [ $# -gt 0 ]; do
  case "$1" in
    --) break ;;
    -o) out=$2; shift ;;
    -*) ;;
    *) src=$1 ;;
  esac
  shift
done
if [ -n "$FAKE_REWRITE_KILL" ]; then
  echo '#include "mpxrt.h"' > "$out"
  kill -"$FAKE_REWRITE_KILL" $$
fi
if [ -n "$FAKE_REWRITE_FAIL" ]; then
  echo "$src:1:1: error: fake rewriter failure" >&2
  exit "$FAKE_REWRITE_FAIL"
fi
[ -n "$src" ] && [ -n "$out" ] || { echo "fake-rewrite: usage" >&2; exit 2; }
{
  echo '#include "mpxrt.h"'
  echo "#line 1 \"$src\""
  cat "$src"
} > "$out"
