#!/usr/bin/env bash
# Makes the flint lines fixtures: src/ bundled by esbuild 0.25.12 (npm) with external source maps, once
# keeping lines (kept.js) and once minified to one line (min.js), each profiled with node --cpu-prof
# (Node 20, 1 ms interval, 0.3 s). The profiles name the bundles by their file:// URL where they were made;
# the tests find the maps with --source-maps. Needs node and npm.
set -euo pipefail
cd "$(dirname "$0")"
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
(cd "$tools" && npm init -y >/dev/null && npm install --no-audit --no-fund esbuild@0.25.12 >/dev/null 2>&1)
esbuild="$tools/node_modules/.bin/esbuild"
"$esbuild" src/main.js --bundle --platform=node --sourcemap --outfile=kept.js --log-level=warning
"$esbuild" src/main.js --bundle --platform=node --minify --sourcemap --outfile=min.js --log-level=warning
for name in kept min; do
  node --cpu-prof --cpu-prof-interval=1000 --cpu-prof-dir="$tools" --cpu-prof-name="$name.cpuprofile" "$name.js" 300
  cp "$tools/$name.cpuprofile" "$name.cpuprofile"
done
