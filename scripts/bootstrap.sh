#!/usr/bin/env bash
# Installs the Debian packages mpx-rewrite needs (only those missing), then
# configures and builds it in build/.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(llvm-19-dev libclang-19-dev clang-19 llvm-19-tools libgtest-dev
          cmake ninja-build python3 make gcc g++
          csmith libcsmith-dev libclang-rt-19-dev
          qemu-user   # qemu-x86_64 runs the mpx backend's tests (MPX)
          chromium)   # headless, loads the check map's pages in its tests

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ $status == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "bootstrap: installing ${missing[*]}"
  if ((EUID == 0)); then
    sudo=()
  elif command -v sudo >/dev/null; then
    sudo=(sudo)
  else
    echo "bootstrap: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
