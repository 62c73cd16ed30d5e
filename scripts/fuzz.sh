#!/usr/bin/env bash
# Fuzzes the rewriter (docs/robustness.md): builds mpx-rewrite-fuzzer in
# build-fuzz/ (clang-19, libFuzzer, AddressSanitizer, UBSan, assertions;
# needs libclang-rt-19-dev) and runs it, niced, as one process.
#   scripts/fuzz.sh [SECONDS]   fuzz for SECONDS (default 600); new inputs
#                               go to build-fuzz/corpus, crashes to
#                               build-fuzz/crashes/
#   scripts/fuzz.sh --merge     minimise build-fuzz/corpus and fuzz/corpus
#                               into fuzz/corpus (the checked-in set: the
#                               fewest inputs reaching every edge they reach)
# Seeds: fuzz/corpus and every test/**/*.c.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
  -DBUILD_TESTING=OFF -DMPX_FUZZ=ON >/dev/null
nice cmake --build build-fuzz --target mpx-rewrite-fuzzer

fuzzer=build-fuzz/bin/mpx-rewrite-fuzzer
# The LLVM and clang libraries are not instrumented: their containers'
# annotations would look like overflows, and their caches like leaks.
export ASAN_OPTIONS=detect_leaks=0:detect_container_overflow=0
export UBSAN_OPTIONS=print_stacktrace=1
flags=(-dict=fuzz/c.dict -max_len=16384 -timeout=20 -rss_limit_mb=4096
       -detect_leaks=0 -close_fd_mask=2)

if [[ ${1:-} == --merge ]]; then
  tmp=$(mktemp -d)
  mkdir "$tmp/merged"
  # The smallest set of inputs that still reaches every edge the corpus
  # reaches (hit counts aside): the checked-in set stays small.
  nice "$fuzzer" "${flags[@]}" -use_counters=0 -set_cover_merge=1 \
    "$tmp/merged" fuzz/corpus build-fuzz/corpus
  rm -rf fuzz/corpus
  mv "$tmp/merged" fuzz/corpus
  rm -rf "$tmp"
  echo "fuzz/corpus: $(ls fuzz/corpus | wc -l) inputs, $(du -sh fuzz/corpus | cut -f1)"
  exit 0
fi

seconds=${1:-600}
mkdir -p build-fuzz/corpus build-fuzz/seeds build-fuzz/crashes
find test -name '*.c' | while read -r f; do
  cp "$f" "build-fuzz/seeds/$(echo "$f" | tr / _)"
done
exec nice "$fuzzer" "${flags[@]}" -max_total_time="$seconds" \
  -artifact_prefix=build-fuzz/crashes/ build-fuzz/corpus fuzz/corpus \
  build-fuzz/seeds
