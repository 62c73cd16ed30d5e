#!/bin/sh
# A broken rewriter for the harness's own tests: runs the real one
# ($REAL_MPX_REWRITE) and then changes the meaning of the output (Csmith's
# final checksum is printed with its lowest bit flipped).
"$REAL_MPX_REWRITE" "$@" || exit
out=
prev=
for a in "$@"; do
  [ "$prev" = -o ] && out=$a
  prev=$a
done
sed -i 's/0xFFFFFFFFUL, print_hash_value/0xFFFFFFFEUL, print_hash_value/' "$out"
