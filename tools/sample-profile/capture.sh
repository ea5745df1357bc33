#!/usr/bin/env bash
# Captures the sample profile Flint opens when started without a file:
#   tools/sample-profile/capture.sh   (needs node; writes src/main/resources/dev/flint/ui/sample.cpuprofile)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../src/main/resources/dev/flint/ui"
tmp="$(mktemp -d)"
(cd "$here" && node --cpu-prof --cpu-prof-interval=500 --cpu-prof-dir="$tmp" --cpu-prof-name=sample.cpuprofile main.js)
mkdir -p "$out"
cp "$tmp/sample.cpuprofile" "$out/sample.cpuprofile"
rm -rf "$tmp"
ls -l "$out/sample.cpuprofile"
