#!/bin/sh
# Rebuilds the source-map fixtures from app-src/ with real bundlers and records
# real profiles of them (see README.md). Needs node, npm (registry access) and
# chromium. Bundlers are installed into a temporary folder, never committed.
#
# The bundles are built and run in RUN (a fixed neutral folder laid out as this
# one: app-src/ and bundles/VARIANT/), so the maps' relative sources
# (../../app-src/noise.js) name the files here too, and the node profiles name
# file:///tmp/flint-sourcemaps/bundles/VARIANT/app.min.js on every machine;
# tests copy bundles/ to a folder of their own and rewrite that prefix.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/flint-sourcemaps
TOOLS=$(mktemp -d /tmp/flint-bundlers.XXXXXX)
# RUN goes at the end too: a profile naming it must not find its maps there by accident.
trap 'rm -rf "$TOOLS" "$RUN"' EXIT

(cd "$TOOLS" && npm init -y >/dev/null &&
    npm install --silent --no-audit --no-fund esbuild@0.25.12 terser@5.51.4 rollup@4.68.8 source-map@0.7.6 >/dev/null)
BIN=$TOOLS/node_modules/.bin

rm -rf "$RUN" && mkdir -p "$RUN"
cp -r "$HERE/app-src" "$RUN/app-src"
SRC=../app-src
mkdir "$RUN/bundles"
cd "$RUN/bundles"

# 1. esbuild, external map with sourcesContent.
mkdir esbuild-external
"$BIN/esbuild" "$SRC/main.js" --bundle --minify --format=iife --sourcemap --log-level=warning \
    --outfile=esbuild-external/app.min.js

# 2. esbuild, inline data: map without sourcesContent.
mkdir esbuild-inline
"$BIN/esbuild" "$SRC/main.js" --bundle --minify --format=iife --sourcemap=inline --sources-content=false \
    --log-level=warning --outfile=esbuild-inline/app.min.js

# 3. rollup (bundle + map), then terser (compress, mangle top level) chaining rollup's map,
#    external map with sourcesContent.
mkdir terser
"$BIN/rollup" "$SRC/main.js" --format iife --sourcemap --silent --file terser/app.rollup.js
"$BIN/terser" terser/app.rollup.js --compress --mangle --toplevel \
    --source-map "content=terser/app.rollup.js.map,includeSources,url=app.min.js.map" \
    --output terser/app.min.js
rm terser/app.rollup.js terser/app.rollup.js.map

# 4. an index map: terser-minified prelude + esbuild-minified app concatenated, one section each,
#    without sourcesContent.
mkdir index-map parts
(cd parts && "$BIN/terser" ../$SRC/prelude.js --compress --mangle --toplevel \
    --source-map "url=prelude.min.js.map" --output prelude.min.js)
"$BIN/esbuild" "$SRC/main.js" --bundle --minify --format=iife --sourcemap --log-level=warning \
    --outfile=parts/app.min.js
node "$HERE/make-index-map.mjs" index-map/app.min.js parts/prelude.min.js parts/app.min.js
rm -r parts

# Profiles: node --cpu-prof, ~1 s, 500 µs interval, one file per run (main thread only).
rm -rf "$HERE/bundles" "$HERE/profiles"
mkdir -p "$HERE/profiles"
for variant in esbuild-external esbuild-inline terser index-map; do
    out=$(mktemp -d /tmp/flint-cpuprof.XXXXXX)
    node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir "$out" "$RUN/bundles/$variant/app.min.js" 1000 >/dev/null
    mv "$out"/CPU.*.cpuprofile "$HERE/profiles/node-$variant.cpuprofile"
    rmdir "$out"
done

# Chromium: the esbuild bundle (external map) served from 127.0.0.1, traced through the DevTools
# protocol, saved with the maps in metadata.sourceMaps.
cp "$HERE/page.html" esbuild-external/index.html
node "$HERE/record-chrome.mjs" "$RUN/bundles/esbuild-external" index.html "$HERE/profiles/chromium-esbuild.trace.json"
rm esbuild-external/index.html
gzip -9 -n -f "$HERE/profiles/chromium-esbuild.trace.json"

mkdir -p "$HERE/bundles"
cp -r esbuild-external esbuild-inline terser index-map "$HERE/bundles/"
ls -l "$HERE/profiles" "$HERE"/bundles/*

"$HERE/make-forms.sh"

# The yardstick of README.md: what DevTools' naming rule alone would give on these profiles.
node "$HERE/devtools-rule-shares.mjs" "$TOOLS" "$HERE/bundles" "$HERE/profiles" "$HERE/app-src"
