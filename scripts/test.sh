#!/usr/bin/env bash
# Builds everything (scripts/bootstrap.sh), then runs every test: lit
# (rewriter, runtime, mpx-cc, example project) and the unit tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
ctest --test-dir build --output-on-failure -j2
