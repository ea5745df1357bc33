#!/usr/bin/env bash
# Captures the sample profile Flint opens when started without a file:
#   tools/sample-profile/capture.sh   (needs node; writes src/main/resources/dev/flint/ui/sample.cpuprofile)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../../src/main/resources/dev/flint/ui"
tmp="$(mktemp -d)"
(cd "$here" && node --cpu-prof --cpu-prof-interval=500 --cpu-prof-dir="$tmp" --cpu-prof-name=sample.cpuprofile main.js)
mkdir -p "$out"
# The capture names scripts by absolute path on this machine; the bundled sample names them relative
# (file:///flint-sample/main.js), so nobody reads a build machine's folders in the Script column.
sed "s#file://$here/#file:///flint-sample/#g" "$tmp/sample.cpuprofile" > "$out/sample.cpuprofile"
rm -rf "$tmp"
ls -l "$out/sample.cpuprofile"
