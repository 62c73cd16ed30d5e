#!/usr/bin/env bash
# Differential testing with Csmith: the rewriter must never change what a
# program means. Each seed's program is built plain and instrumented with
# every compiler at every level, and run; the instrumented build must print
# the same output and exit with the same status as the plain build of the
# same compiler and level, without a bounds report, and the tools must not
# fail or hang. docs/csmith.md describes the method, the options and the last
# large run. `csmith.sh --help` lists the options.
# The per-seed functions run in child shells (xargs), unseen by shellcheck:
# shellcheck disable=SC2317,SC2016
set -uo pipefail

SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
ROOT=$(cd "$(dirname "$0")/.." && pwd)

# Csmith's size options: one program costs a few seconds (docs/csmith.md).
DEFAULT_CSMITH_OPTIONS="--max-funcs 4 --max-block-depth 3 --max-expr-complexity 4 --max-block-size 3"

usage() {
  cat <<'EOF'
usage: scripts/csmith.sh [options] [SEED...]
       scripts/csmith.sh --reduce SEED [--config COMPILER-LEVEL] [options]
       scripts/csmith.sh --interesting --compiler CC --level L --kind KIND
                         [--match TEXT] FILE.c

Generates one Csmith program per seed, builds it plain and instrumented
with each compiler at each level, runs both and compares. A config is one
(compiler, level). Verdicts per seed and config:
  pass                     same stdout, stderr and exit status, no report
  skip (plain-timeout, plain-crash, plain-compile, slow)
                           the plain program does not terminate normally
                           (Csmith programs may loop forever or crash)
  fail: rewrite            mpx-rewrite failed (exit status, crash, timeout)
        compile            the rewritten program does not compile (or
                           mpx-cc failed, with --mpx-cc)
        report             an `mpx:` line on the instrumented run's stderr
        timeout            the instrumented run timed out, the plain did not
        status             different exit status
        checksum           different stdout
        stderr             different stderr
Failing programs and their logs are kept in OUT/failures/SEED/.

Seeds:
  SEED...                  seeds, ranges or lists: 1 7 20-40 3,5,9
  --seeds SPEC             the same, as an option (may repeat)
  --seed-file FILE         seeds listed in FILE (blanks or newlines)

Configs:
  --compilers LIST         comma-separated (default: gcc,clang-19)
  --levels LIST            optimisation levels (default: O0,O2; any of
                           O0 O1 O2 O3 Os Og Oz, with or without the dash)
  --mpx-cc                 build each instrumented program with mpx-cc
                           (MPX_CC=COMPILER), one rewrite per level, as a
                           build would; by default each program is rewritten
                           once per compiler (--compiler=COMPILER) and the
                           output is compiled at every level
  --csmith-options "OPTS"  Csmith's options (default: the size options
                           below); --seed and -o are added
  --mpx-rewrite PATH       the rewriter (default: build/bin/mpx-rewrite of
                           this tree); the runtime is taken from
                           PATH/../include and PATH/../lib, mpx-cc from
                           beside it

Running:
  -j N, --jobs N           programs built and run in parallel (default 2)
  --timeout S              run timeout of a plain program (default 5)
  --mpx-timeout S          run timeout of an instrumented program (default 60)
  --compile-timeout S      timeout of each rewrite and compile (default 300)
  --out DIR                output directory (default: ./csmith-out); a new
                           run clears DIR/results and DIR/failures
  --resume                 keep DIR's earlier results and skip their seeds
  --keep                   keep every program's work directory, not only
                           the failing ones (DIR/work/SEED)
  -q, --quiet              print only failures and the summary

Reducing (needs cvise or creduce):
  --reduce SEED            reduce the kept failure OUT/failures/SEED (its
                           first failing config, or --config) in
                           OUT/reduce/SEED-CONFIG/: writes interesting.sh
                           there and runs the reducer on prog.c
  --config COMPILER-LEVEL  which failing config to reduce (gcc-O2)
  --reducer cvise|creduce  (default: cvise if installed)
  --interesting ...        the interestingness test itself, on FILE.c:
                           exit 0 if FILE.c still fails with KIND (and,
                           with --match, TEXT occurs in the failure's log)
                           in config CC -L, and for the run-time kinds
                           (report timeout status checksum stderr) the plain
                           program is free of undefined behaviour as far as
                           ASan, UBSan, MSan and compiler warnings can tell

Exit status: 0 when nothing failed, 1 when something failed, 2 on a usage
error. Run long campaigns with `nice`.
EOF
}

die() { echo "csmith.sh: $*" >&2; exit 2; }

# ---------------------------------------------------------------------------
# Settings (exported: the per-seed workers run in child shells).

COMPILERS=gcc,clang-19
LEVELS=O0,O2
JOBS=2
TIMEOUT=5
MPX_TIMEOUT=60
COMPILE_TIMEOUT=300
OUT=$PWD/csmith-out
CSMITH_OPTIONS=$DEFAULT_CSMITH_OPTIONS
REWRITER=$ROOT/build/bin/mpx-rewrite
USE_MPXCC=0
RESUME=0
KEEP=0
QUIET=0
MODE=run
REDUCE_SEED=
REDUCE_CONFIG=
REDUCER=
I_COMPILER=
I_LEVEL=
I_KIND=
I_MATCH=
SEED_SPECS=()

CSMITH_INC=
for d in /usr/include/csmith /usr/local/include/csmith /usr/include/csmith-*; do
  [ -f "$d/csmith.h" ] && { CSMITH_INC=$d; break; }
done

# ---------------------------------------------------------------------------
# Seeds

# expand_seeds SPEC...: prints one seed a line (SPEC: N, A-B, lists with ,).
expand_seeds() {
  local spec part a b
  for spec in "$@"; do
    for part in ${spec//,/ }; do
      if [[ $part =~ ^[0-9]+$ ]]; then
        echo "$part"
      elif [[ $part =~ ^([0-9]+)-([0-9]+)$ ]]; then
        a=${BASH_REMATCH[1]} b=${BASH_REMATCH[2]}
        [ "$a" -le "$b" ] || die "empty seed range: $part"
        seq "$a" "$b"
      else
        die "not a seed or range: $part"
      fi
    done
  done
}

# ---------------------------------------------------------------------------
# Building and running one config. Every step writes its log into the
# current directory, named after the config ($C-$L).

# tmo SECONDS CMD...: runs CMD with a timeout (status 124 when it fires).
tmo() {
  local s=$1
  shift
  timeout -k 5 "$s" "$@"
  local rc=$?
  [ $rc = 137 ] && rc=124
  return $rc
}

# plain_build C L SRC: builds ./plain.C-L; false when it does not compile.
plain_build() {
  tmo "$COMPILE_TIMEOUT" "$1" "-$2" -w -I"$CSMITH_INC" "$3" -o "plain.$1-$2" \
    >"plain.$1-$2.build.log" 2>&1
}

# rewrite C SRC: rewrites SRC as compiler C sees it into mpx.C.c.
rewrite() {
  tmo "$COMPILE_TIMEOUT" "$REWRITER" --compiler="$1" "$2" -o "mpx.$1.c" \
    -- -I"$CSMITH_INC" >"rewrite.$1.log" 2>&1
}

# mpx_build C L SRC: builds ./mpx.C-L from mpx.C.c, or (--mpx-cc) from SRC
# with mpx-cc.
mpx_build() {
  if [ "$USE_MPXCC" = 1 ]; then
    MPX_CC=$1 tmo "$COMPILE_TIMEOUT" "$MPXCC" "-$2" -w -I"$CSMITH_INC" "$3" \
      -o "mpx.$1-$2" >"mpx.$1-$2.build.log" 2>&1
  else
    tmo "$COMPILE_TIMEOUT" "$1" "-$2" -w -I"$MPX_INC" -I"$CSMITH_INC" \
      "mpx.$1.c" -o "mpx.$1-$2" "$MPX_LIB/libmpxrt.a" -lpthread \
      -Wl,--dynamic-list="$MPX_LIB/mpxrt.dynlist" >"mpx.$1-$2.build.log" 2>&1
  fi
}

# run_prog EXE TIMEOUT: runs ./EXE with Csmith's argument 1 (print every
# variable's checksum) into EXE.out, EXE.err and EXE.rc.
run_prog() {
  tmo "$2" "./$1" 1 >"$1.out" 2>"$1.err"
  echo $? >"$1.rc"
}

# plain_verdict C L SRC: builds and runs the plain program; prints "ok" or
# "skip KIND".
plain_verdict() {
  local c=$1 l=$2 rc
  plain_build "$c" "$l" "$3" || { echo "skip plain-compile"; return; }
  run_prog "plain.$c-$l" "$TIMEOUT"
  rc=$(cat "plain.$c-$l.rc")
  case $rc in
    0) echo ok ;;
    124) echo "skip plain-timeout" ;;
    *) echo "skip plain-crash" ;;
  esac
}

# first_error LOG: the first line of LOG that says what went wrong.
first_error() {
  grep -m1 -E 'error:|Assertion|LLVM ERROR|Segmentation|Aborted|Stack dump|mpx:' "$1" 2>/dev/null ||
    head -n1 "$1" 2>/dev/null
}

# mpx_verdict C L SRC: builds (unless the rewrite failed: REWRITE_FAILED)
# and runs the instrumented program of config C-L and compares it with the
# plain run; prints "pass" or "fail KIND DETAIL".
mpx_verdict() {
  local c=$1 l=$2 cfg=$1-$2 prc mrc
  if ! mpx_build "$c" "$l" "$3"; then
    echo "fail compile $(first_error "mpx.$cfg.build.log")"
    return
  fi
  run_prog "mpx.$cfg" "$MPX_TIMEOUT"
  prc=$(cat "plain.$cfg.rc") mrc=$(cat "mpx.$cfg.rc")
  if grep -q '^mpx:' "mpx.$cfg.err"; then
    echo "fail report $(grep -m1 '^mpx:' "mpx.$cfg.err")"
  elif [ "$mrc" = 124 ]; then
    echo "fail timeout after ${MPX_TIMEOUT}s"
  elif [ "$mrc" != "$prc" ]; then
    echo "fail status plain $prc, instrumented $mrc"
  elif ! cmp -s "plain.$cfg.out" "mpx.$cfg.out"; then
    echo "fail checksum $(diff "plain.$cfg.out" "mpx.$cfg.out" | grep -m1 '^>')"
  elif ! cmp -s "plain.$cfg.err" "mpx.$cfg.err"; then
    echo "fail stderr $(diff "plain.$cfg.err" "mpx.$cfg.err" | grep -m1 '^[<>]')"
  else
    echo pass
  fi
}

# ---------------------------------------------------------------------------
# One seed: generate, then every config. Writes OUT/results/SEED.tsv (seed,
# compiler, level, verdict, kind, detail) and keeps the work directory of a
# failing seed in OUT/failures/SEED.

run_seed() {
  local seed=$1 W=$OUT/work/$1 c l v failed=0 t0 line
  local -a levels compilers
  local -A pv
  IFS=, read -r -a compilers <<<"$COMPILERS"
  IFS=, read -r -a levels <<<"$LEVELS"
  t0=$(date +%s.%N)
  rm -rf "$W" && mkdir -p "$W" && cd "$W" || return 1
  local why
  # shellcheck disable=SC2086
  if ! tmo 60 csmith --seed "$seed" $CSMITH_OPTIONS -o prog.c >csmith.log 2>&1; then
    # Csmith itself may fail or loop (seen with --random-random)
    why="status $? $(head -n1 csmith.log)"
    for c in "${compilers[@]}"; do
      for l in "${levels[@]}"; do
        printf '%s\t%s\t%s\tskip\tcsmith\t%s\n' "$seed" "$c" "$l" "$why"
      done
    done >"$OUT/results/$seed.tsv.tmp"
    mv "$OUT/results/$seed.tsv.tmp" "$OUT/results/$seed.tsv"
    return 0
  fi
  : >"$OUT/results/$seed.tsv.tmp"
  # Every plain run first: a program that runs past the timeout in one
  # plain build is slow, and may finish in another only because that
  # optimiser deleted the slow part (seen: clang -O2 removing a loop that
  # runs for minutes at gcc -O2): its instrumented run cannot be timed
  # against that one.
  local slow=0
  for c in "${compilers[@]}"; do
    for l in "${levels[@]}"; do
      pv[$c-$l]=$(plain_verdict "$c" "$l" prog.c)
      [ "${pv[$c-$l]}" = "skip plain-timeout" ] && slow=1
    done
  done
  for c in "${compilers[@]}"; do
    local need=0 rewrite_fail=
    for l in "${levels[@]}"; do
      [ "${pv[$c-$l]}" = ok ] && need=1
    done
    if [ "$need" = 1 ] && [ "$USE_MPXCC" = 0 ]; then
      rewrite "$c" prog.c || rewrite_fail="fail rewrite status $? $(first_error "rewrite.$c.log")"
    fi
    for l in "${levels[@]}"; do
      if [ "${pv[$c-$l]}" != ok ]; then
        v=${pv[$c-$l]}
      elif [ -n "$rewrite_fail" ]; then
        v=$rewrite_fail
      else
        v=$(mpx_verdict "$c" "$l" prog.c)
        if [ "$slow" = 1 ] && [ "${v%% *}" = fail ] &&
           [ "$(cut -d' ' -f2 <<<"$v")" = timeout ]; then
          v="skip slow (another plain build timed out too)"
        fi
      fi
      case $v in fail*) failed=1 ;; esac
      # verdict kind detail
      line=$(awk -v s="$seed" -v c="$c" -v l="$l" '{
        verdict = $1; kind = $2; $1 = ""; $2 = ""; sub(/^ +/, "")
        gsub(/\t/, " ")
        printf "%s\t%s\t%s\t%s\t%s\t%s\n", s, c, l, verdict, kind, substr($0, 1, 300) }' <<<"$v")
      echo "$line" >>"$OUT/results/$seed.tsv.tmp"
    done
  done
  # rewriter warnings are not failures, but the summary lists them
  cat ./*.log | grep -c 'warning:' | awk '$1 > 0' >"$OUT/results/$seed.warnings"
  [ -s "$OUT/results/$seed.warnings" ] || rm -f "$OUT/results/$seed.warnings"
  printf '%s\t%s\n' "$seed" "$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')" \
    >"$OUT/results/$seed.time"
  cd "$OUT" || return 1
  if [ "$failed" = 1 ]; then
    rm -rf "$OUT/failures/$seed"
    mv "$W" "$OUT/failures/$seed"
    cp "$OUT/results/$seed.tsv.tmp" "$OUT/failures/$seed/verdicts.tsv"
    echo "$CSMITH_OPTIONS" >"$OUT/failures/$seed/csmith-options"
  elif [ "$KEEP" = 0 ]; then
    rm -rf "$W"
  fi
  mv "$OUT/results/$seed.tsv.tmp" "$OUT/results/$seed.tsv"
  progress "$seed"
}

# progress SEED: one line per seed (only failing seeds with -q).
progress() {
  local f=$OUT/results/$1.tsv
  if awk -F'\t' '$4 == "fail" { found = 1 } END { exit !found }' "$f"; then
    awk -F'\t' '$4 == "fail" { printf "seed %s: FAIL %s -%s %s: %s\n", $1, $2, $3, $5, $6 }' "$f"
  elif [ "$QUIET" = 0 ]; then
    awk -F'\t' '{ v[NR] = $2 " -" $3 " " ($4 == "skip" ? "skip(" $5 ")" : $4) }
      END { printf "seed %s:", $1; for (i = 1; i <= NR; i++) printf " %s%s", v[i], (i < NR ? "," : ""); printf "\n" }' "$f"
  fi
}

# ---------------------------------------------------------------------------
# The summary of every result in OUT/results.

summarize() {
  local n
  n=$(find "$OUT/results" -name '*.tsv' | wc -l)
  {
    echo "Csmith differential run: $(csmith --version | head -n1)"
    echo "csmith options: ${CSMITH_OPTIONS:-(none)}"
    echo "programs (seeds): $n"
    echo "compilers: ${COMPILERS//,/ }; levels: $(sed 's/\([^,]*\)/-\1/g; s/,/ /g' <<<"$LEVELS")"
    if [ "$USE_MPXCC" = 1 ]; then
      echo "instrumented builds: mpx-cc per level"
    else
      echo "instrumented builds: one rewrite per compiler, compiled at every level"
    fi
    echo "run timeouts: plain ${TIMEOUT}s, instrumented ${MPX_TIMEOUT}s"
    find "$OUT/results" -name '*.tsv' -exec cat {} + | sort -t$'\t' -k1,1n -k2,2 -k3,3 |
      awk -F'\t' -v order="$COMPILERS" -v lorder="$LEVELS" '
        { cfg = $2 " -" $3; seen[cfg] = 1; n[cfg]++; tot++
          if ($4 == "pass") pass[cfg]++
          else if ($4 == "fail") { fail[cfg]++; nf++; f[nf] = $1 " " cfg " " $5 ": " $6; kinds[$5]++ }
          else { skip[cfg]++; sk[$5]++ } }
        END {
          nc = split(order, cs, ","); nl = split(lorder, ls, ",")
          for (i = 1; i <= nc; i++) for (j = 1; j <= nl; j++) {
            cfg = cs[i] " -" ls[j]
            printf "%s: %d programs, %d passed, %d failed, %d skipped\n", cfg, n[cfg], pass[cfg], fail[cfg], skip[cfg]
            tp += pass[cfg]; tf += fail[cfg]; ts += skip[cfg]
          }
          printf "all configs: %d runs, %d passed, %d failed, %d skipped\n", tot, tp, tf, ts
          if (ts) { printf "skipped:"; for (k in sk) printf " %s %d", k, sk[k]; printf "\n" }
          if (nf) {
            printf "failures by kind:"; for (k in kinds) printf " %s %d", k, kinds[k]; printf "\n"
            printf "failures (seed config kind: detail):\n"
            for (i = 1; i <= nf; i++) printf "  %s\n", f[i]
          } else printf "failures: none\n"
        }'
    local w
    w=$(find "$OUT/results" -name '*.warnings' | sed 's|.*/||; s|\.warnings$||' | sort -n | tr '\n' ' ')
    [ -z "$w" ] || echo "rewriter warnings (not failures) in seeds: $w"
    find "$OUT/results" -name '*.time' -exec cat {} + |
      awk -F'\t' '{ t += $2; if ($2 > m) { m = $2; ms = $1 } } END {
        if (NR) printf "seconds per program: mean %.1f, max %.1f (seed %s)\n", t / NR, m, ms }'
  } >"$OUT/summary.txt"
  cat "$OUT/summary.txt"
}

# ---------------------------------------------------------------------------
# Reducing a failure

# ub_free C L: the plain program prog.c has no undefined behaviour that
# ASan, UBSan, MSan or the compilers' warnings find, and prints the same
# at -O0 with gcc, under the sanitizers and in config C-L.
ub_free() {
  local warn=(-c -o /dev/null -I"$CSMITH_INC" -Werror=uninitialized -Werror=return-type
    -Werror=implicit-function-declaration -Werror=implicit-int -Werror=int-conversion
    -Werror=incompatible-pointer-types -Werror=array-bounds -Werror=div-by-zero)
  gcc -O1 "${warn[@]}" -Werror=maybe-uninitialized -Werror=int-to-pointer-cast \
    -Werror=pointer-to-int-cast -Werror=address prog.c >/dev/null 2>&1 || return 1
  clang-19 -O1 "${warn[@]}" -Werror=sometimes-uninitialized -Werror=null-dereference \
    -Werror=tautological-pointer-compare -Werror=division-by-zero prog.c >/dev/null 2>&1 || return 1
  tmo 60 clang-19 -O0 -w -g -I"$CSMITH_INC" -fsanitize=address,undefined \
    -fno-sanitize-recover=all prog.c -o ub.asan >/dev/null 2>&1 || return 1
  tmo 60 clang-19 -O1 -w -g -I"$CSMITH_INC" -fsanitize=memory \
    -fno-sanitize-recover=all prog.c -o ub.msan >/dev/null 2>&1 || return 1
  tmo 60 gcc -O0 -w -I"$CSMITH_INC" prog.c -o ub.gcc >/dev/null 2>&1 || return 1
  local e
  for e in ub.asan ub.msan ub.gcc; do
    ASAN_OPTIONS=detect_leaks=0 tmo "$TIMEOUT" "./$e" 1 >"$e.out" 2>"$e.err" || return 1
    [ ! -s "$e.err" ] || return 1
    cmp -s "$e.out" "plain.$1-$2.out" || return 1
  done
}

# interesting FILE: see --help. The build happens in the current directory.
interesting() {
  local f=$1 c=$I_COMPILER l=$I_LEVEL v kind log
  [ -f "$f" ] || die "no such file: $f"
  [ "$f" = prog.c ] || cp "$f" prog.c
  v=$(plain_verdict "$c" "$l" prog.c)
  case $I_KIND in
    rewrite)
      plain_build "$c" "$l" prog.c || return 1
      rewrite "$c" prog.c && return 1
      log=rewrite.$c.log ;;
    *)
      [ "$v" = ok ] || return 1
      case $I_KIND in compile) ;; *) ub_free "$c" "$l" || return 1 ;; esac
      if [ "$USE_MPXCC" = 0 ]; then
        rewrite "$c" prog.c || return 1
      fi
      v=$(mpx_verdict "$c" "$l" prog.c)
      kind=$(awk '{ print $2 }' <<<"$v")
      [ "$kind" = "$I_KIND" ] || return 1
      log=mpx.$c-$l.build.log
      case $I_KIND in compile) ;; *) log=mpx.$c-$l.err ;; esac ;;
  esac
  [ -z "$I_MATCH" ] || grep -qF -- "$I_MATCH" "$log" || return 1
  return 0
}

# reduce SEED: see --help.
reduce() {
  local seed=$1 F=$OUT/failures/$1 cfg c l kind R
  [ -d "$F" ] || die "no kept failure $F (run the seed first)"
  if [ -n "$REDUCE_CONFIG" ]; then
    c=${REDUCE_CONFIG%-O*} l=${REDUCE_CONFIG##*-}
    kind=$(awk -F'\t' -v c="$c" -v l="$l" '$2 == c && $3 == l && $4 == "fail" { print $5; exit }' "$F/verdicts.tsv")
  else
    read -r c l kind < <(awk -F'\t' '$4 == "fail" { print $2, $3, $5; exit }' "$F/verdicts.tsv")
  fi
  [ -n "$kind" ] || die "seed $seed has no failure in config ${REDUCE_CONFIG:-any}"
  cfg=$c-$l
  R=$OUT/reduce/$seed-$cfg
  rm -rf "$R"
  mkdir -p "$R" || die "cannot create $R"
  cp "$F/prog.c" "$R/prog.c"
  local match=
  case $kind in
    rewrite|compile)
      # the message without its location, up to the first quote or digit
      match=$(first_error "$F/$([ "$kind" = rewrite ] && echo "rewrite.$c.log" || echo "mpx.$cfg.build.log")" |
        sed -E 's/^[^ ]*:[0-9]+:[0-9]+: //; s/['"'"'"0-9].*//')
      ;;
    report) match="mpx: bounds violation" ;;
  esac
  local args=(--interesting --compiler "$c" --level "$l" --kind "$kind"
    --timeout "$TIMEOUT" --mpx-timeout "$MPX_TIMEOUT" --mpx-rewrite "$REWRITER")
  [ "$USE_MPXCC" = 1 ] && args+=(--mpx-cc)
  [ -n "$match" ] && args+=(--match "$match")
  {
    echo '#!/usr/bin/env bash'
    echo "# Interestingness test: seed $seed, $c -$l, failure kind $kind."
    printf 'exec %q' "$SELF"
    printf ' %q' "${args[@]}"
    echo ' prog.c'
  } >"$R/interesting.sh"
  chmod +x "$R/interesting.sh"
  echo "reducing seed $seed ($c -$l, $kind) in $R"
  (cd "$R" && ./interesting.sh) || die "the interestingness test fails on the original program ($R/interesting.sh)"
  if [ -z "$REDUCER" ]; then
    if command -v cvise >/dev/null; then REDUCER=cvise; else REDUCER=creduce; fi
  fi
  (cd "$R" && "$REDUCER" --n "$JOBS" ./interesting.sh prog.c) >"$R/reduce.log" 2>&1 ||
    { echo "csmith.sh: $REDUCER failed, see $R/reduce.log" >&2; return 1; }
  echo "reduced: $R/prog.c ($(wc -l <"$R/prog.c") lines; original in prog.c.orig)"
}

# ---------------------------------------------------------------------------
# Options

need_arg() { [ $# -ge 2 ] || die "$1 needs an argument"; }

while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage; exit 0 ;;
    --seeds) need_arg "$@"; SEED_SPECS+=("$2"); shift ;;
    --seed-file) need_arg "$@"; [ -f "$2" ] || die "no such file: $2"
      # shellcheck disable=SC2207
      SEED_SPECS+=($(tr -s ' \t,' '\n' <"$2")); shift ;;
    --compilers) need_arg "$@"; COMPILERS=$2; shift ;;
    --levels) need_arg "$@"; LEVELS=$2; shift ;;
    --mpx-cc) USE_MPXCC=1 ;;
    --csmith-options) need_arg "$@"; CSMITH_OPTIONS=$2; shift ;;
    --mpx-rewrite) need_arg "$@"; REWRITER=$2; shift ;;
    -j|--jobs) need_arg "$@"; JOBS=$2; shift ;;
    -j*) JOBS=${1#-j} ;;
    --timeout) need_arg "$@"; TIMEOUT=$2; shift ;;
    --mpx-timeout) need_arg "$@"; MPX_TIMEOUT=$2; shift ;;
    --compile-timeout) need_arg "$@"; COMPILE_TIMEOUT=$2; shift ;;
    --out) need_arg "$@"; OUT=$2; shift ;;
    --resume) RESUME=1 ;;
    --keep) KEEP=1 ;;
    -q|--quiet) QUIET=1 ;;
    --reduce) need_arg "$@"; MODE=reduce; REDUCE_SEED=$2; shift ;;
    --config) need_arg "$@"; REDUCE_CONFIG=$2; shift ;;
    --reducer) need_arg "$@"; REDUCER=$2; shift ;;
    --interesting) MODE=interesting ;;
    --compiler) need_arg "$@"; I_COMPILER=$2; shift ;;
    --level) need_arg "$@"; I_LEVEL=${2#-}; shift ;;
    --kind) need_arg "$@"; I_KIND=$2; shift ;;
    --match) need_arg "$@"; I_MATCH=$2; shift ;;
    -*) die "unknown option $1 (see --help)" ;;
    *) SEED_SPECS+=("$1") ;;
  esac
  shift
done

LEVELS=${LEVELS//-/}
for l in ${LEVELS//,/ }; do
  [[ $l =~ ^O[0123sgz]?$ ]] || die "not an optimisation level: $l"
done
[[ $JOBS =~ ^[1-9][0-9]*$ ]] || die "-j needs a positive number"
[ -n "$CSMITH_INC" ] || die "csmith.h not found (install libcsmith-dev)"
command -v csmith >/dev/null || die "csmith not found"
[ -x "$REWRITER" ] || die "no rewriter at $REWRITER (build first, or --mpx-rewrite)"
REWRITER=$(cd "$(dirname "$REWRITER")" && pwd)/$(basename "$REWRITER")
MPX_INC=$(dirname "$(dirname "$REWRITER")")/include
MPX_LIB=$(dirname "$(dirname "$REWRITER")")/lib
MPXCC=$(dirname "$REWRITER")/mpx-cc
[ -f "$MPX_INC/mpxrt.h" ] || die "no runtime header at $MPX_INC"
[ -f "$MPX_LIB/libmpxrt.a" ] || die "no runtime library at $MPX_LIB"
for c in ${COMPILERS//,/ }; do
  command -v "$c" >/dev/null || die "no compiler $c"
done
unset MPXRT_OPTIONS CHKP_RT_MODE CHKP_RT_VERBOSE CHKP_RT_PRINT_SUMMARY MPX_CC

case $MODE in
  interesting)
    if [ -z "$I_COMPILER" ] || [ -z "$I_LEVEL" ] || [ -z "$I_KIND" ]; then
      die "--interesting needs --compiler, --level and --kind"
    fi
    [ ${#SEED_SPECS[@]} = 1 ] || die "--interesting needs one file"
    interesting "${SEED_SPECS[0]}"
    exit ;;
  reduce)
    OUT=$(mkdir -p "$OUT" && cd "$OUT" && pwd)
    reduce "$REDUCE_SEED"
    exit ;;
esac

[ ${#SEED_SPECS[@]} -gt 0 ] || die "no seeds given (see --help)"
mapfile -t SEEDS < <(expand_seeds "${SEED_SPECS[@]}" | awk '!seen[$0]++')
mkdir -p "$OUT" || die "cannot create $OUT"
OUT=$(cd "$OUT" && pwd)
if [ "$RESUME" = 0 ]; then
  rm -rf "$OUT/results" "$OUT/failures" "$OUT/work"
fi
mkdir -p "$OUT/results" "$OUT/failures" "$OUT/work"
# the rewriter's cache of what each compiler predefines
export XDG_CACHE_HOME=$OUT/cache
rm -f "$OUT"/results/*.tmp

TODO=()
for s in "${SEEDS[@]}"; do
  [ "$RESUME" = 1 ] && [ -f "$OUT/results/$s.tsv" ] && continue
  TODO+=("$s")
done

export COMPILERS LEVELS TIMEOUT MPX_TIMEOUT COMPILE_TIMEOUT OUT CSMITH_OPTIONS \
  REWRITER USE_MPXCC KEEP QUIET CSMITH_INC MPX_INC MPX_LIB MPXCC
export -f run_seed progress tmo plain_build rewrite mpx_build run_prog \
  plain_verdict first_error mpx_verdict

if [ ${#TODO[@]} -gt 0 ]; then
  printf '%s\n' "${TODO[@]}" |
    xargs -P "$JOBS" -I{} bash -c 'run_seed "$1"' _ {}
fi
rmdir "$OUT/work" 2>/dev/null
echo
summarize
if grep -q '^failures: none' "$OUT/summary.txt"; then exit 0; else exit 1; fi
