#!/usr/bin/env bash
# Builds real C projects twice with their own build systems, once with the
# plain compiler and once with mpx-cc, runs each project's own tests against
# both builds, and prints one markdown table row per project (see
# docs/real-projects.md). It never downloads anything: the sources are given.
#
#   scripts/real-projects.sh [options] NAME=SRCDIR...
#
# NAME is one of zlib bzip2 cjson lua coremark parson sqlite. SRCDIR is an
# extracted source tree; it is copied, never modified. For sqlite, SRCDIR
# holds the amalgamation (sqlite3.c, sqlite3.h); speedtest1.c is taken from
# --speedtest1 or from SRCDIR.
#
# Options:
#   --mpx-cc PATH        mpx-cc to test (default: build/bin/mpx-cc of this tree)
#   --cc CC              plain compiler (default: $MPX_CC, else gcc); also
#                        the compiler mpx-cc runs (MPX_CC)
#   --out DIR            scratch and logs (default: ./real-projects-out)
#   --jobs N             make -jN (default 2)
#   --speedtest1 FILE    SQLite's test/speedtest1.c
#   --speedtest-size N   speedtest1 --size (default 5)
#   --coremark-iterations N   (default 2000)
#
# Per project, DIR/NAME/ holds plain/ and mpx/ (the build trees), and
# {plain,mpx}.build.log, {plain,mpx}.test.log, stats.txt (the rewriter's
# --stats summed over every compile of the instrumented build) and row.md.
# DIR/table.md collects the rows. Exit status: 0 if every project passed.
# BUILD_OK_*, BUILD_TIME_*, TEST_OK_* are set through printf -v
# shellcheck disable=SC2154
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRIPTS=$ROOT/scripts
MPXCC=$ROOT/build/bin/mpx-cc
PLAIN_CC=${MPX_CC:-gcc}
OUT=$PWD/real-projects-out
JOBS=2
SPEEDTEST1=
SPEEDTEST_SIZE=5
COREMARK_ITERATIONS=2000

# ---------------------------------------------------------------------------
# Helpers shared by the projects.

die() { echo "real-projects: $*" >&2; exit 2; }

now() { date +%s.%N; }

# seconds between two `now` values, one decimal
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# make_wrapper: $OUT/bin/mpx-cc runs mpx-cc with -fmpx-stats, so that each
# compile prints the rewriter's counts into the build log.
make_wrapper() {
  mkdir -p "$OUT/bin"
  cat >"$OUT/bin/mpx-cc" <<EOF
#!/bin/sh
exec "$MPXCC" -fmpx-stats "\$@"
EOF
  chmod +x "$OUT/bin/mpx-cc"
}

# prepare NAME SRCDIR: fresh copies of SRCDIR in $OUT/NAME/{plain,mpx}.
prepare() {
  local name=$1 src=$2 v
  W=$OUT/$name
  rm -rf "$W"
  mkdir -p "$W"
  for v in plain mpx; do
    mkdir -p "$W/$v" && cp -a "$src/." "$W/$v/"
  done
}

# compiler VARIANT: the C compiler of a variant.
compiler() { if [ "$1" = plain ]; then echo "$PLAIN_CC"; else echo "$OUT/bin/mpx-cc"; fi; }

# build VARIANT COMMAND: runs the shell COMMAND in $W/VARIANT with $CC set,
# logs it to $W/VARIANT.build.log; sets BUILD_OK_<v> and BUILD_TIME_<v>.
build() {
  local v=$1 cmd=$2 t0 t1 rc
  t0=$(now)
  (cd "$W/$v" && CC=$(compiler "$v") && export CC && eval "$cmd") \
    >"$W/$v.build.log" 2>&1
  rc=$?
  t1=$(now)
  printf -v "BUILD_TIME_$v" '%s' "$(elapsed "$t0" "$t1")"
  printf -v "BUILD_OK_$v" '%s' "$([ $rc = 0 ] && echo 1 || echo 0)"
}

# run_tests VARIANT COMMAND: like build, for the tests (no timing kept);
# sets TEST_OK_<v>.
run_tests() {
  local v=$1 cmd=$2 rc
  (cd "$W/$v" && CC=$(compiler "$v") && export CC && eval "$cmd") \
    >"$W/$v.test.log" 2>&1
  rc=$?
  printf -v "TEST_OK_$v" '%s' "$([ $rc = 0 ] && echo 1 || echo 0)"
}

# same_output FILTER FILE...: compares each FILE of the plain and mpx trees
# (test.log: the variants' test logs) after the sed -E FILTER; sets SAME (1
# or 0), writes the differences to $W/compare.diff.
same_output() {
  local filter=$1 f a b
  shift
  SAME=1
  : >"$W/compare.diff"
  for f in "$@"; do
    a=$W/plain/$f b=$W/mpx/$f
    [ "$f" != test.log ] || { a=$W/plain.test.log b=$W/mpx.test.log; }
    if ! diff <(sed -E "$filter" "$a" 2>&1) <(sed -E "$filter" "$b" 2>&1) \
         >>"$W/compare.diff"; then
      SAME=0
    fi
  done
}

# drops compiler command lines from a log (they name the compiler, clang-19
# too), and the
# rewriter's --stats summaries (a build run by the tests prints them)
NO_CC_LINES='/^([^ ]*\/)?(cc|gcc|clang|mpx-cc)(-[0-9]+)? /d; /^mpx-rewrite stats for /,/^  loops versioned/d'

# count_reports: `mpx: bounds violation` lines in the instrumented logs.
count_reports() {
  cat "$W/mpx.test.log" "$W/mpx.build.log" "$@" 2>/dev/null |
    grep -c 'mpx: bounds violation'
}

# summarize_stats: sums every count of the `mpx-rewrite stats for FILE:`
# blocks of the instrumented build log into $W/stats.txt; prints the number
# of checks inserted.
summarize_stats() {
  awk '
    /^mpx-rewrite stats for / { files++; inblock = 1; next }
    inblock && /^  +[^ ].*: [0-9]+$/ {
      n = $0; sub(/.*: /, "", n)
      key = $0; sub(/: [0-9]+$/, "", key); sub(/^ +/, "", key)
      if ($0 ~ /^    /) key = parent "\t" key; else parent = key
      if (!(key in sum)) { sub_n[parent]++; order[parent, sub_n[parent]] = key }
      if (key == parent && !(key in seen)) { seen[key] = 1; top[++ntop] = key }
      sum[key] += n; next
    }
    { inblock = 0 }
    END {
      printf "rewritten files (compiles): %d\n", files
      for (i = 1; i <= ntop; i++) {
        p = top[i]; printf "%s: %d\n", p, sum[p]
        for (j = 1; j <= sub_n[p]; j++) {
          k = order[p, j]; if (k == p) continue
          name = k; sub(/^[^\t]*\t/, "", name)
          printf "  %s: %d\n", name, sum[k]
        }
      }
    }' "$W/mpx.build.log" >"$W/stats.txt"
  sed -n 's/^checks inserted: //p' "$W/stats.txt"
}

# verdict EXTRA_OK: pass when both builds and both test runs succeeded,
# EXTRA_OK (an output comparison) is 1 and there is no report.
verdict() {
  local why=
  [ "$BUILD_OK_plain" = 1 ] || why="$why plain build failed;"
  [ "$TEST_OK_plain" = 1 ] || why="$why plain tests failed;"
  [ "$BUILD_OK_mpx" = 1 ] || why="$why instrumented build failed;"
  [ "$TEST_OK_mpx" = 1 ] || why="$why instrumented tests failed;"
  [ "$1" = 1 ] || why="$why outputs differ;"
  [ "$REPORTS" = 0 ] || why="$why bounds reports;"
  if [ -z "$why" ]; then RESULT=pass; else RESULT="fail:${why%;}"; fi
}

# row NAME VERSION BUILD_CMD TEST_CMD: prints and records the table row.
row() {
  local line b=${3//|/\\|} t=${4//|/\\|}
  line="| $1 | $2 | \`$b\` | \`$t\` | $RESULT | $REPORTS | $CHECKS | ${BUILD_TIME_plain}s | ${BUILD_TIME_mpx}s |"
  echo "$line" | tee "$W/row.md"
  echo "$line" >>"$OUT/table.md"
  [ "$RESULT" = pass ]
}

# both BUILD_CMD TEST_CMD: builds and tests both variants, then counts the
# reports and the checks inserted.
both() {
  local v
  for v in plain mpx; do
    build "$v" "$1"
    if [ "$(eval echo "\$BUILD_OK_$v")" = 1 ]; then
      run_tests "$v" "$2"
    else
      printf -v "TEST_OK_$v" 0
      echo "(not run: build failed)" >"$W/$v.test.log"
    fi
  done
  REPORTS=$(count_reports)
  CHECKS=$(summarize_stats)
}

# ---------------------------------------------------------------------------
# The projects: one function each, given the source directory.

project_zlib() {
  local b='./configure && make -j'$JOBS t='make test' version
  version=$(sed -n 's/^#define ZLIB_VERSION "\(.*\)"/\1/p' "$1/zlib.h")
  prepare zlib "$1"
  for v in plain mpx; do (cd "$W/$v" && make distclean) >/dev/null 2>&1; done
  both "$b" "$t"
  # make test's own checks (example, minigzip round trips) decide; its
  # output is the same for both builds.
  # (static, shared and 64-bit: three "*** zlib ... test OK ***" lines)
  [ "$(grep -c 'zlib .*test OK' "$W/mpx.test.log")" = 3 ] || TEST_OK_mpx=0
  [ "$(grep -c 'zlib .*test OK' "$W/plain.test.log")" = 3 ] || TEST_OK_plain=0
  same_output "$NO_CC_LINES" test.log
  verdict "$SAME"
  row zlib "$version" "$b" "$t"
}

project_bzip2() {
  local version
  local b='make -f Makefile-libbz2_so CC="$CC" && make clean && make -j'$JOBS' CC="$CC" libbz2.a bzip2 bzip2recover'
  local t='make CC="$CC" test && for i in 1 2 3; do LD_LIBRARY_PATH=. ./bzip2-shared -$i < sample$i.ref | cmp - sample$i.bz2 && LD_LIBRARY_PATH=. ./bzip2-shared -d < sample$i.bz2 | cmp - sample$i.ref || exit 1; done'
  version=$(sed -n 's/^#define BZ_VERSION *"\([^,]*\),.*/\1/p' "$1/bzlib_private.h")
  prepare bzip2 "$1"
  for v in plain mpx; do (cd "$W/$v" && make clean && make -f Makefile-libbz2_so clean) >/dev/null 2>&1; done
  both "$b" "$t"
  # the tests are cmp against the reference files: no further comparison
  verdict 1
  row bzip2 "$version" "$b" "$t"
}

project_cjson() {
  local b='mkdir build && cd build && cmake -DENABLE_CJSON_TEST=On -DCMAKE_C_COMPILER="$CC" .. && make -j'$JOBS
  local t='cd build && ctest --output-on-failure'
  local version
  version=$(sed -n 's/^ *VERSION \([0-9.]*\)$/\1/p' "$1/CMakeLists.txt" | head -1)
  prepare cjson "$1"
  for v in plain mpx; do rm -rf "$W/$v/build" "$W/$v/b"; done
  both "$b" "$t"
  verdict 1
  row cJSON "$version" "$b" "$t"
}

project_lua() {
  local b='make -j'$JOBS' CC="$CC"' t='cd testes && ../lua -e"_U=true" all.lua'
  local version
  version=$(sed -n 's/^#define LUA_VERSION_\(MAJOR\|MINOR\|RELEASE\)\t*"\(.*\)"/\2/p' "$1/lua.h" | paste -sd.)
  prepare lua "$1"
  for v in plain mpx; do (cd "$W/$v" && make clean && rm -f all) >/dev/null 2>&1; done
  both "$b" "$t"
  # all.lua checks itself and prints "final OK" at its end
  grep -q 'final OK' "$W/mpx.test.log" || TEST_OK_mpx=0
  grep -q 'final OK' "$W/plain.test.log" || TEST_OK_plain=0
  verdict 1
  row Lua "$version" "$b" "$t"
}

project_coremark() {
  local n=$COREMARK_ITERATIONS version
  local b='make CC="$CC" ITERATIONS='$n' link' t='make CC="$CC" ITERATIONS='$n
  version=$(sed -n 's/^RSTAMP = //p' "$1/Makefile")
  prepare coremark "$1"
  for v in plain mpx; do (cd "$W/$v" && make clean) >/dev/null 2>&1; done
  both "$b" "$t"
  # run1.log (performance seeds) and run2.log (validation seeds): the crcs
  # must be those of the plain build. "Errors detected" about the 10-second
  # minimum run time appears in both and is not a failure.
  same_output '/crc|CoreMark Size|Iterations  /!d' run1.log run2.log
  grep -q 'crcfinal' "$W/mpx/run1.log" 2>/dev/null || SAME=0
  verdict "$SAME"
  row CoreMark "$version" "$b" "$t"
}

project_parson() {
  local b='make -k CC="$CC" test test_hash_collisions' version
  version=$(sed -n 's/^#define PARSON_VERSION_STRING "\(.*\)"/\1/p' "$1/parson.h")
  prepare parson "$1"
  for v in plain mpx; do (cd "$W/$v" && make clean && rm -f test_hash_collisions) >/dev/null 2>&1; done
  # parson's make targets build and run the tests in one step: the build
  # time is that of both, and the test log is the build log.
  both "$b" 'cat ../$(basename "$PWD").build.log'
  TEST_OK_plain=$BUILD_OK_plain TEST_OK_mpx=$BUILD_OK_mpx
  same_output "$NO_CC_LINES" test.log
  # Informative only: the instrumented tests again with a 512 MB stack
  # (parson's deep-nesting test recurses 2048 levels).
  (cd "$W/mpx" && ulimit -s 524288 && ./test && ./test_hash_collisions) \
    >"$W/mpx.bigstack.log" 2>&1
  echo "big-stack rerun status: $?" >>"$W/mpx.bigstack.log"
  REPORTS=$(count_reports "$W/mpx.bigstack.log")
  verdict "$SAME"
  row parson "$version" "make -k test test_hash_collisions" "(run by the make targets)"
}

project_sqlite() {
  local st=${SPEEDTEST1:-$1/speedtest1.c} version
  local cflags='-O2 -Wall -DSQLITE_ENABLE_MATH_FUNCTIONS -DSQLITE_ENABLE_RTREE'
  local libs='-lm -ldl -lpthread'
  local b="\$CC $cflags -c sqlite3.c && \$CC $cflags -I. -c sqlite-driver.c && \$CC sqlite-driver.o sqlite3.o $libs -o sqlite-driver"
  local t="./sqlite-driver sql/*.sql > sql.out"
  version=$(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' "$1/sqlite3.h")
  [ -f "$st" ] || { echo "real-projects: no speedtest1.c; speedtest1 skipped" >&2; st=; }
  if [ -n "$st" ]; then
    b="$b && \$CC $cflags -I. speedtest1.c sqlite3.o $libs -o speedtest1"
    t="$t && ./speedtest1 --size $SPEEDTEST_SIZE --verify st.db > speedtest1.out"
  fi
  prepare sqlite "$1"
  for v in plain mpx; do
    cp "$SCRIPTS/sqlite-driver.c" "$W/$v/"
    rm -rf "$W/$v/sql" && cp -r "$SCRIPTS/sql" "$W/$v/sql"
    [ -z "$st" ] || cp "$st" "$W/$v/speedtest1.c"
  done
  both "$b" "$t"
  # speedtest1's lines end in their timings: drop them and the TOTAL line.
  if [ -n "$st" ]; then
    same_output 's/ +[0-9]+\.[0-9]{3}s$//; /TOTAL/d' sql.out speedtest1.out
  else
    same_output '' sql.out
  fi
  verdict "$SAME"
  row SQLite "$version" "$b" "$t"
}

# ---------------------------------------------------------------------------

main() {
  local arg name dir status=0
  while [ $# -gt 0 ]; do
    case $1 in
      --mpx-cc) MPXCC=$2; shift 2 ;;
      --cc) PLAIN_CC=$2; shift 2 ;;
      --out) OUT=$2; shift 2 ;;
      --jobs) JOBS=$2; shift 2 ;;
      --speedtest1) SPEEDTEST1=$(realpath "$2"); shift 2 ;;
      --speedtest-size) SPEEDTEST_SIZE=$2; shift 2 ;;
      --coremark-iterations) COREMARK_ITERATIONS=$2; shift 2 ;;
      -h|--help) sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      -*) die "unknown option $1" ;;
      *) break ;;
    esac
  done
  [ $# -gt 0 ] || die "no project given (NAME=SRCDIR...)"
  MPXCC=$(realpath "$MPXCC")
  [ -x "$MPXCC" ] || die "no mpx-cc at $MPXCC"
  export MPX_CC=$PLAIN_CC
  mkdir -p "$OUT" && OUT=$(realpath "$OUT")
  make_wrapper
  echo "| project | version | build | tests | result | reports | checks inserted | build plain | build mpx-cc |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  for arg in "$@"; do
    name=${arg%%=*} dir=${arg#*=}
    [ -d "$dir" ] || die "$name: no directory $dir"
    dir=$(realpath "$dir")
    case $name in
      zlib|bzip2|cjson|lua|coremark|parson|sqlite) "project_$name" "$dir" || status=1 ;;
      *) die "unknown project $name" ;;
    esac
  done
  return $status
}

# (one line: the whole script is read before main runs)
main "$@"; exit $?
