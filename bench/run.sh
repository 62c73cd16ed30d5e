#!/usr/bin/env bash
# bench/run.sh - the benchmark runner of record for run-time speed.
#
# Builds every program (the kernels of bench/kernels/, and the real projects
# given with --project) at -O2 with each compiler in four configurations:
#   plain   CC -O2
#   mpx     mpx-cc -O2                      (MPX_CC=CC)
#   none    mpx-cc -O2 -fmpx-backend=none   (rewritten, checks compiled out)
#   asan    CC -O2 -fsanitize=address       (run with ASAN_OPTIONS=detect_leaks=0)
# runs each build once to check it (same output as plain, no bounds report:
# the mpx build runs with MPXRT_OPTIONS=mode=count so every site is
# reported), then runs them round-robin, REPS rounds, measuring the CPU time
# (user + sys) and peak RSS of each run, and prints per program and
# compiler the median plain CPU time, the ratios of the medians mpx/plain,
# none/plain, asan/plain, the peak-RSS ratios mpx/plain and asan/plain,
# and the geometric means of the ratios. --write-doc puts the table into
# docs/performance.md between its bench/run.sh markers. Tests never assert
# on time: this only measures. See bench/README.md.
#
# Usage: bench/run.sh [options] [BUILD-DIR]
#   --build DIR          the tools (DIR/bin/mpx-cc; default: build/ of this tree)
#   --cc LIST            compilers, comma-separated (default gcc,clang-19)
#   --reps N             rounds of timed runs (default $REPS, else 5)
#   --kernels LIST       kernels to run, comma-separated, or "none"
#                        (default: every bench/kernels/*.c)
#   --project NAME=DIR   also a real project, built from its sources in DIR
#                        (never copied, never modified): zlib, cjson, lua,
#                        coremark; repeatable
#   --out DIR            keep builds, logs and raw times in DIR (default: a
#                        temporary directory, removed at the end)
#   --write-doc          rewrite the table section of docs/performance.md
#   --note TEXT          a sentence for the doc section (e.g. the machine's load)
# Exit status: 0 when every build and run matched plain with no report,
# 1 when something failed (the table marks it), 2 on a usage error.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
build=$root/build
ccs=gcc,clang-19
reps=${REPS:-5}
kernels=all
projects=()
out=
write_doc=0
note=
# the command as typed, for the doc: words quoted only when they need it
command_line=bench/run.sh
for a in "$@"; do
  if [[ $a =~ ^[A-Za-z0-9_./=,:+@%-]+$ ]]; then command_line+=" $a"
  else command_line+=" '${a//\'/\'\\\'\'}'"; fi
done

CONFIGS=(plain mpx none asan)

# Arguments of each kernel's timed runs: each runs about 0.3-1 s plain at
# -O2 on the 2-core development machine (the four first kernels' own
# defaults are their historical, much shorter, counts).
declare -A KERNEL_ARGS=(
  [array_sum]=1500 [list_walk]=1000 [matmul]=40 [word_count]=250
  [interp]=6000000 [tree]=25 [hash]=10 [tokenize]=1200 [alloc]=6000000
)

die() { echo "run.sh: $*" >&2; exit 2; }
usage() { sed -n '2,/^set /p' "$0" | sed '$d; s/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case $1 in
    --build|--cc|--reps|--kernels|--project|--out|--note)
      [ $# -ge 2 ] || die "$1 wants a value" ;;
  esac
  case $1 in
    --build) build=$2; shift 2 ;;
    --cc) ccs=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --kernels) kernels=$2; shift 2 ;;
    --project) projects+=("$2"); shift 2 ;;
    --out) out=$2; shift 2 ;;
    --write-doc) write_doc=1; shift ;;
    --note) note=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) build=$1; shift ;;
  esac
done
[[ $reps =~ ^[1-9][0-9]*$ ]] || die "bad --reps '$reps'"
[ -d "$build" ] || die "no build directory $build"
build=$(cd "$build" && pwd)
mpxcc=$build/bin/mpx-cc
[ -x "$mpxcc" ] || die "no mpx-cc in $build/bin"
IFS=, read -r -a CCS <<< "$ccs"
for cc in "${CCS[@]}"; do
  command -v "$cc" > /dev/null || die "no compiler '$cc'"
done

if [ -n "$out" ]; then
  mkdir -p "$out" && work=$(cd "$out" && pwd)
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work/bin" "$work/logs" "$work/runs"
raw=$work/times.txt      # program cc config round cpu-seconds maxrss-KiB
: > "$raw"
errors=$work/errors.txt  # one line per failure, for the summary
: > "$errors"
skipped=$work/skipped.txt  # projects left out, and why
: > "$skipped"

# error MESSAGE [DETAIL-FILE]: a failure, printed loudly and kept.
error() {
  {
    echo "!!!!!!!! run.sh: ERROR: $1"
    if [ -n "${2:-}" ] && [ -s "$2" ]; then sed -n '1,20s/^/!!   /p' "$2"; fi
  } >&2
  echo "$1" >> "$errors"
}

# The timer: GNU time if installed, else bench/rusage.c (same output).
if [ -x /usr/bin/time ] && /usr/bin/time -f '%U' -o /dev/null true 2> /dev/null; then
  timer=(/usr/bin/time -f '%U %S %M' -o)
else
  "${CCS[0]}" -O2 "$here/rusage.c" -o "$work/bin/rusage" || die "cannot build rusage.c"
  timer=("$work/bin/rusage")
fi

# ---------------------------------------------------------------------------
# Programs. Each has a build (build_kernel NAME OUT-BINARY, or build_NAME
# OUT-BINARY for a project, compiling with "${CCMD[@]}"), the arguments of
# its runs (ARGS) and a sed -E filter that keeps the lines of its output
# that must match plain's (FILTER; empty: the whole output). A project's
# project_NAME DIR checks its sources and sets ARGS and FILTER, or sets
# SKIP_WHY and fails.

declare -A KIND ARGS FILTER SRCDIR
PROGS=()

# compiler_cmd CONFIG CC: sets CCMD, the compile command of a configuration.
compiler_cmd() {
  case $1 in
    plain) CCMD=("$2" -O2) ;;
    mpx) CCMD=(env "MPX_CC=$2" "$mpxcc" -O2) ;;
    none) CCMD=(env "MPX_CC=$2" "$mpxcc" -O2 -fmpx-backend=none) ;;
    asan) CCMD=("$2" -O2 -fsanitize=address) ;;
  esac
}

build_kernel() { # NAME OUT
  "${CCMD[@]}" -Wall "$here/kernels/$1.c" -o "$2"
}

project_zlib() { # DIR: checks the sources, registers the program
  local f
  for f in zlib.h adler32.c compress.c crc32.c deflate.c inffast.c inflate.c \
           inftrees.c trees.c uncompr.c zutil.c; do
    [ -f "$1/$f" ] || { SKIP_WHY="no $f in $1"; return 1; }
  done
  ARGS[zlib]=3 FILTER[zlib]=
}
build_zlib() { # OUT
  local d=${SRCDIR[zlib]}
  "${CCMD[@]}" -I"$d" "$d"/{adler32,compress,crc32,deflate,inffast,inflate,inftrees,trees,uncompr,zutil}.c \
    "$here/projects/zlib_bench.c" -o "$1"
}

project_cjson() {
  if [ ! -f "$1/cJSON.c" ] || [ ! -f "$1/cJSON.h" ]; then
    SKIP_WHY="no cJSON.c and cJSON.h in $1"; return 1
  fi
  ARGS[cjson]=12 FILTER[cjson]=
}
build_cjson() {
  local d=${SRCDIR[cjson]}
  "${CCMD[@]}" -I"$d" "$d/cJSON.c" "$here/projects/cjson_bench.c" -o "$1" -lm
}

# Lua: onelua.c (all of Lua in one file) when the directory has it, else
# every l*.c but luac.c (a release's src/ directory).
project_lua() {
  [ -f "$1/lua.h" ] || { SKIP_WHY="no lua.h in $1 (give the directory of Lua's .c files)"; return 1; }
  ARGS[lua]="$here/projects/lua_bench.lua 6" FILTER[lua]=
}
build_lua() {
  local d=${SRCDIR[lua]} srcs=()
  if [ -f "$d/onelua.c" ]; then
    srcs=("$d/onelua.c")
  else
    local f
    for f in "$d"/l*.c; do
      case ${f##*/} in luac.c|ltests.c) ;; *) srcs+=("$f") ;; esac
    done
  fi
  "${CCMD[@]}" -DLUA_USE_LINUX -I"$d" "${srcs[@]}" -o "$1" -lm -ldl
}

# CoreMark: its posix port, seeds and iteration count on the command line
# (a performance run of 15000 iterations); only its CRC lines are compared
# (the others are timings, and the compiler's name).
project_coremark() {
  local f
  for f in coremark.h core_list_join.c core_main.c core_matrix.c core_state.c \
           core_util.c posix/core_portme.c posix/core_portme.h; do
    [ -f "$1/$f" ] || { SKIP_WHY="no $f in $1"; return 1; }
  done
  ARGS[coremark]="0x0 0x0 0x66 15000 7 1 2000"
  FILTER[coremark]='/^(CoreMark Size|Iterations +:|seedcrc|\[[0-9]+\]crc)/!d'
}
build_coremark() {
  local d=${SRCDIR[coremark]}
  "${CCMD[@]}" -I"$d" -I"$d/posix" '-DFLAGS_STR="-O2"' -DPERFORMANCE_RUN=1 -DITERATIONS=0 \
    "$d"/core_{list_join,main,matrix,state,util}.c "$d/posix/core_portme.c" -o "$1" -lrt
}

if [ "$kernels" = all ]; then
  for f in "$here"/kernels/*.c; do PROGS+=("$(basename "$f" .c)"); done
elif [ "$kernels" != none ]; then
  IFS=, read -r -a ks <<< "$kernels"
  for k in "${ks[@]}"; do
    [ -f "$here/kernels/$k.c" ] || die "no kernel bench/kernels/$k.c"
    PROGS+=("$k")
  done
fi
for k in "${PROGS[@]}"; do
  KIND[$k]=kernel ARGS[$k]=${KERNEL_ARGS[$k]:-} FILTER[$k]=
done
for p in "${projects[@]}"; do
  name=${p%%=*} dir=${p#*=}
  [ "$name" != "$p" ] || die "--project wants NAME=DIR, not '$p'"
  case $name in zlib|cjson|lua|coremark) ;; *) die "unknown project '$name' (zlib, cjson, lua, coremark)" ;; esac
  SKIP_WHY="no directory $dir"
  if [ ! -d "$dir" ] || ! dir=$(cd "$dir" && pwd) || ! "project_$name" "$dir"; then
    echo "run.sh: *** project $name skipped: $SKIP_WHY" >&2
    echo "$name: $SKIP_WHY" >> "$skipped"
    continue
  fi
  KIND[$name]=project SRCDIR[$name]=$dir
  PROGS+=("$name")
done
[ ${#PROGS[@]} -gt 0 ] || die "nothing to run"

# ---------------------------------------------------------------------------
# Building and checking.

declare -A STATUS  # program/cc/config: ok, or why it is left out

# run_prog PROG CC CONFIG OUT ERR [ENV...]: one run; returns its status.
run_prog() {
  local p=$1 cc=$2 cfg=$3 o=$4 e=$5
  shift 5
  # shellcheck disable=SC2086  # ARGS holds several words
  env ASAN_OPTIONS=detect_leaks=0 "$@" "$work/bin/$p.$cc.$cfg" ${ARGS[$p]} > "$o" 2> "$e"
}

# filtered PROG FILE: the part of an output that must match plain's.
filtered() { if [ -n "${FILTER[$1]}" ]; then sed -E "${FILTER[$1]}" "$2"; else cat "$2"; fi; }

# check_run PROG CC CONFIG STATUS OUT ERR: "" when the run is good, else why.
check_run() {
  local p=$1 cc=$2 cfg=$3 rc=$4 o=$5 e=$6
  if grep -q '^mpx:' "$e"; then echo "mpx runtime report: $(grep -m1 '^mpx:' "$e")"; return; fi
  if grep -q 'AddressSanitizer' "$e"; then echo "AddressSanitizer report"; return; fi
  if [ "$rc" != 0 ]; then echo "exit status $rc"; return; fi
  if ! cmp -s <(filtered "$p" "$o") "$work/runs/$p.$cc.ref"; then echo "output differs from plain"; return; fi
  echo ""
}

echo "run.sh: tools $build ($("$build/bin/mpx-rewrite" --version 2> /dev/null | head -1)); compilers ${CCS[*]}; $reps rounds" >&2
for p in "${PROGS[@]}"; do
  for cc in "${CCS[@]}"; do
    for cfg in "${CONFIGS[@]}"; do
      key=$p/$cc/$cfg log=$work/logs/$p.$cc.$cfg.build.log
      if [ "$cfg" != plain ] && [ "${STATUS[$p/$cc/plain]}" != ok ]; then
        STATUS[$key]="no plain build"; continue
      fi
      echo "run.sh: building $p ($cc, $cfg)" >&2
      compiler_cmd "$cfg" "$cc"
      bin=$work/bin/$p.$cc.$cfg
      if [ "${KIND[$p]}" = kernel ]; then bcmd=(build_kernel "$p" "$bin"); else bcmd=("build_$p" "$bin"); fi
      if ! "${bcmd[@]}" > "$log" 2>&1; then
        error "$p ($cc, $cfg): build failed" "$log"
        STATUS[$key]="build failed"; continue
      fi
      if [ "${KIND[$p]}" = kernel ] && [ -s "$log" ]; then
        echo "run.sh: warning: the build of $p ($cc, $cfg) printed:" >&2
        sed -n '1,10s/^/    /p' "$log" >&2
      fi
      # the check run: the mpx build reports every site (mode=count)
      o=$work/runs/$p.$cc.$cfg.check.out e=$work/runs/$p.$cc.$cfg.check.err rc=0
      run_prog "$p" "$cc" "$cfg" "$o" "$e" MPXRT_OPTIONS=mode=count || rc=$?
      if [ "$cfg" = plain ]; then
        if [ "$rc" != 0 ] || [ -s "$e" ]; then
          error "$p ($cc, plain): exit status $rc, stderr:" "$e"
          STATUS[$key]="plain run failed"; continue
        fi
        filtered "$p" "$o" > "$work/runs/$p.$cc.ref"
        if [ ! -s "$work/runs/$p.$cc.ref" ]; then
          error "$p ($cc, plain): printed nothing to compare"
          STATUS[$key]="no output"; continue
        fi
      else
        why=$(check_run "$p" "$cc" "$cfg" "$rc" "$o" "$e")
        if [ -n "$why" ]; then
          [ "$why" != "output differs from plain" ] || diff "$work/runs/$p.$cc.ref" <(filtered "$p" "$o") > "$e.diff" || true
          error "$p ($cc, $cfg): $why" "$([ -f "$e.diff" ] && echo "$e.diff" || echo "$e")"
          STATUS[$key]=$why; continue
        fi
      fi
      STATUS[$key]=ok
    done
  done
done

# ---------------------------------------------------------------------------
# Timed runs: rounds of every program, compiler and configuration, the
# configurations' order rotated from round to round.

for ((round = 1; round <= reps; round++)); do
  echo "run.sh: round $round of $reps" >&2
  for p in "${PROGS[@]}"; do
    for cc in "${CCS[@]}"; do
      for ((i = 0; i < ${#CONFIGS[@]}; i++)); do
        cfg=${CONFIGS[(i + round - 1) % ${#CONFIGS[@]}]}
        key=$p/$cc/$cfg
        [ "${STATUS[$key]}" = ok ] || continue
        o=$work/runs/$p.$cc.$cfg.out e=$work/runs/$p.$cc.$cfg.err t=$work/runs/time rc=0
        run_prog "$p" "$cc" "$cfg" "$o" "$e" "${timer[@]}" "$t" || rc=$?
        why=$(check_run "$p" "$cc" "$cfg" "$rc" "$o" "$e")
        if [ -n "$why" ]; then
          error "$p ($cc, $cfg), round $round: $why" "$e"
          STATUS[$key]=$why; continue
        fi
        read -r user sys rss < <(tail -n 1 "$t")
        echo "$p $cc $cfg $round $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }') $rss" >> "$raw"
      done
    done
  done
done

# ---------------------------------------------------------------------------
# The table: medians per program, compiler and configuration; ratios of the
# medians; geometric means of the ratios per compiler and in all.

status_file=$work/status.txt
: > "$status_file"
for key in "${!STATUS[@]}"; do
  printf '%s\t%s\n' "$key" "${STATUS[$key]}" >> "$status_file"
done

table=$work/table.md
awk -v progs="${PROGS[*]}" -v ccs="${CCS[*]}" -F'\t' '
  function median(key,   n, i, j, t, v) {
    n = cnt[key]
    if (n == 0) return ""
    for (i = 1; i <= n; i++) v[i] = val[key, i]
    for (i = 2; i <= n; i++)   # insertion sort: n is small
      for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return (n % 2) ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
  }
  function ratio(p, c, cfg, what,   a, b, k) {
    k = p "/" c "/" cfg
    if (!(k in status)) return "-"
    if (status[k] != "ok") { st = status[k]; sub(/:.*/, "", st); return "FAIL: " st }
    a = median(what SUBSEP p SUBSEP c SUBSEP cfg)
    b = median(what SUBSEP p SUBSEP c SUBSEP "plain")
    if (a == "" || b == "" || b <= 0) return "-"
    r = a / b
    gsum[what, c, cfg] += log(r); gn[what, c, cfg]++
    gsum[what, "all", cfg] += log(r); gn[what, "all", cfg]++
    return sprintf("%.2f", r)
  }
  function geo(what, c, cfg,   k) {
    k = what SUBSEP c SUBSEP cfg
    return gn[k] ? sprintf("%.2f", exp(gsum[k] / gn[k])) : "-"
  }
  FILENAME == ARGV[1] { status[$1] = $2; next }
  {
    split($0, f, " ")
    k = "cpu" SUBSEP f[1] SUBSEP f[2] SUBSEP f[3]; val[k, ++cnt[k]] = f[5]
    k = "rss" SUBSEP f[1] SUBSEP f[2] SUBSEP f[3]; val[k, ++cnt[k]] = f[6]
  }
  END {
    np = split(progs, P, " "); nc = split(ccs, C, " ")
    print "| program | cc | plain CPU s | mpx/plain | none/plain | asan/plain | plain RSS MiB | RSS mpx/plain | RSS asan/plain |"
    print "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"
    for (i = 1; i <= np; i++)
      for (j = 1; j <= nc; j++) {
        p = P[i]; c = C[j]; k = p "/" c "/plain"
        if (status[k] != "ok") {
          st = status[k]; sub(/:.*/, "", st)
          printf "| %s | %s | FAIL: %s | | | | | | |\n", p, c, st
          continue
        }
        cpu = median("cpu" SUBSEP p SUBSEP c SUBSEP "plain")
        rss = median("rss" SUBSEP p SUBSEP c SUBSEP "plain")
        printf "| %s | %s | %.3f | %s | %s | %s | %.1f | %s | %s |\n", p, c, cpu,
          ratio(p, c, "mpx", "cpu"), ratio(p, c, "none", "cpu"), ratio(p, c, "asan", "cpu"),
          rss / 1024, ratio(p, c, "mpx", "rss"), ratio(p, c, "asan", "rss")
      }
    if (nc > 1) C[++nc] = "all"
    for (j = 1; j <= nc; j++) {
      c = C[j]
      printf "| **geomean** | %s | | %s | %s | %s | | %s | %s |\n", c,
        geo("cpu", c, "mpx"), geo("cpu", c, "none"), geo("cpu", c, "asan"),
        geo("rss", c, "mpx"), geo("rss", c, "asan")
    }
  }' "$status_file" "$raw" > "$table"

# the noise: how far the runs of one build spread, (max - min) / median
spread=$(awk '
  { k = $1 " (" $2 ", " $3 ")"; v[k, ++n[k]] = $5 }
  END {
    for (k in n) {
      m = n[k]; lo = hi = v[k, 1]
      for (i = 1; i <= m; i++) { x[i] = v[k, i]; if (x[i] < lo) lo = x[i]; if (x[i] > hi) hi = x[i] }
      for (i = 2; i <= m; i++) for (j = i; j > 1 && x[j - 1] > x[j]; j--) { t = x[j]; x[j] = x[j - 1]; x[j - 1] = t }
      med = (m % 2) ? x[(m + 1) / 2] : (x[m / 2] + x[m / 2 + 1]) / 2
      s[++ns] = med > 0 ? (hi - lo) / med : 0; name[ns] = k
      if (ns == 1 || s[ns] > s[worst]) worst = ns
    }
    if (!ns) exit
    for (i = 2; i <= ns; i++) for (j = i; j > 1 && s[j - 1] > s[j]; j--) { t = s[j]; s[j] = s[j - 1]; s[j - 1] = t }
    printf "Spread of the runs of one build, (max - min) / median CPU: median %.0f%%, largest %.0f%% (%s).",
      100 * ((ns % 2) ? s[(ns + 1) / 2] : (s[ns / 2] + s[ns / 2 + 1]) / 2), 100 * s[ns], name[worst]
  }' "$raw")

echo
cat "$table"
echo
echo "CPU: median user+sys seconds of $reps runs; ratios are of the medians. RSS: median peak resident set."
echo "$spread"
if [ -s "$skipped" ]; then
  echo
  echo "Projects skipped:"
  sed 's/^/  /' "$skipped"
fi
nerr=$(wc -l < "$errors")
if [ "$nerr" -gt 0 ]; then
  echo
  echo "!!!!!!!! $nerr error(s):"
  sed 's/^/!!   /' "$errors"
fi

# ---------------------------------------------------------------------------
# --write-doc: the section of docs/performance.md between the markers.

if [ "$write_doc" = 1 ]; then
  doc=$root/docs/performance.md
  begin='<!-- bench/run.sh table begin -->' end='<!-- bench/run.sh table end -->'
  if ! grep -qxF "$begin" "$doc" || ! grep -qxF "$end" "$doc"; then
    die "no markers $begin / $end in $doc"
  fi
  section=$work/section.md
  {
    echo "$begin"
    echo "<!-- written by bench/run.sh --write-doc: edits between these markers are lost -->"
    echo
    echo "Run of $(date -u +%Y-%m-%d) on $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
         "$(nproc) cores (load average at the end $(cut -d' ' -f1-3 /proc/loadavg)), $(uname -sr);"
    for cc in "${CCS[@]}"; do echo "\`$cc\`: $("$cc" --version | head -1);"; done
    echo "tools: \`$("$build/bin/mpx-rewrite" --version 2> /dev/null | head -1)\`."
    [ -z "$note" ] || echo "$note"
    echo
    echo "    $command_line"
    echo
    cat "$table"
    echo
    echo "CPU: median user+sys seconds of $reps runs; ratios are of the medians."
    echo "RSS: median peak resident set. FAIL: see the run's error messages."
    echo "$spread"
    if [ -s "$skipped" ]; then
      echo
      echo "Projects skipped:"
      echo
      sed 's/^/- /' "$skipped"
    fi
    if [ "$nerr" -gt 0 ]; then
      echo
      echo "Errors of this run:"
      echo
      sed 's/^/- /' "$errors"
    fi
    echo
    echo "$end"
  } > "$section"
  awk -v b="$begin" -v e="$end" -v s="$section" '
    $0 == b { while ((getline line < s) > 0) print line; skip = 1; next }
    $0 == e { skip = 0; next }
    !skip' "$doc" > "$work/performance.md"
  cat "$work/performance.md" > "$doc"
  echo "run.sh: wrote the table into $doc" >&2
fi

[ "$nerr" = 0 ]
