#!/usr/bin/env bash
# The full test matrix: builds everything (scripts/bootstrap.sh), then runs
# the lit suite once per configuration, gcc and clang at -O0 -O1 -O2 -O3
# -Os, one configuration after another, and prints a table of the results
# and the tests that failed (docs/testing.md).
#
#   scripts/test-matrix.sh [options] [LIT PATH...]
#
# LIT PATH: test directories or files under build/test (default: the whole
# suite, build/test).
# Options:
#   --cc "gcc clang"          compilers (lit's mpx_cc parameter)
#   --opt "-O0 -O1 -O2 -O3 -Os"  optimisation levels (mpx_opt)
#   -j N                      lit's workers (default 2)
#   --no-build                do not run scripts/bootstrap.sh first
#
# Each configuration runs in build/test/matrix-<cc>-<level>/ (its %t files,
# lit.log, results.json). Exit status: 0 if every configuration passed.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
COMPILERS="gcc clang"
LEVELS="-O0 -O1 -O2 -O3 -Os"
JOBS=2
BUILD=1
PATHS=()

while (($#)); do
  case $1 in
  --cc) COMPILERS=$2; shift 2 ;;
  --opt) LEVELS=$2; shift 2 ;;
  -j) JOBS=$2; shift 2 ;;
  -j*) JOBS=${1#-j}; shift ;;
  --no-build) BUILD=0; shift ;;
  -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  -*) echo "test-matrix: unknown option $1" >&2; exit 2 ;;
  *) PATHS+=("$1"); shift ;;
  esac
done

cd "$ROOT" || exit 2
if ((BUILD)); then
  bash scripts/bootstrap.sh || exit 2
fi
((${#PATHS[@]})) || PATHS=(build/test)

LIT=$(sed -n 's/^MPX_LIT:FILEPATH=//p' build/CMakeCache.txt)
PYTHON=$(command -v python3)
if [[ -z $LIT || -z $PYTHON ]]; then
  echo "test-matrix: build/ is not configured (run scripts/bootstrap.sh)" >&2
  exit 2
fi

# One configuration: lit's log and JSON results in its exec root.
run_config() {
  local cc=$1 opt=$2 dir
  dir=build/test/matrix-$(basename "$1")-${2#-}
  mkdir -p "$dir" && rm -f "$dir/results.json"
  local start=$SECONDS
  "$PYTHON" "$LIT" -sv -j"$JOBS" -D mpx_cc="$cc" -D mpx_opt="$opt" \
    -o "$dir/results.json" "${PATHS[@]}" > "$dir/lit.log" 2>&1
  local status=$?
  echo "$((SECONDS - start))" > "$dir/seconds"
  return $status
}

failed=0
dirs=()
for cc in $COMPILERS; do
  for opt in $LEVELS; do
    echo "test-matrix: $cc $opt ..." >&2
    run_config "$cc" "$opt" || failed=1
    dirs+=("build/test/matrix-$(basename "$cc")-${opt#-}")
  done
done

# The table (counts per result code from each results.json), then the
# tests that failed in each configuration.
"$PYTHON" - "${dirs[@]}" <<'EOF'
import json, os, sys
BAD = ("FAIL", "XPASS", "UNRESOLVED", "TIMEOUT")
print("\n%-12s %6s %6s %6s %6s %6s  %6s" %
      ("config", "pass", "fail", "xfail", "unsup", "total", "time"))
failures = []
for d in sys.argv[1:]:
    cc, level = os.path.basename(d)[len("matrix-"):].rsplit("-", 1)
    name = "%s -%s" % (cc, level)
    secs = int(open(os.path.join(d, "seconds")).read())
    try:
        tests = json.load(open(os.path.join(d, "results.json")))["tests"]
    except (OSError, ValueError, KeyError):
        print("%-12s lit did not finish: see %s/lit.log" % (name, d))
        continue
    count = {}
    for t in tests:
        count[t["code"]] = count.get(t["code"], 0) + 1
        if t["code"] in BAD:
            failures.append("%-12s %-10s %s" % (name, t["code"], t["name"]))
    print("%-12s %6d %6d %6d %6d %6d  %2dm%02ds" % (
        name, count.get("PASS", 0), sum(count.get(c, 0) for c in BAD),
        count.get("XFAIL", 0), count.get("UNSUPPORTED", 0), len(tests),
        secs // 60, secs % 60))
if failures:
    print("\nFailed (details in build/test/matrix-<cc>-<level>/lit.log):")
    print("\n".join(failures))
EOF
exit $failed
