#!/bin/sh
# Rebuilds the naming-forms fixtures of forms/ (issue 33) with real bundlers and
# records node profiles of them. Needs node and npm (registry access); bundlers
# are installed into a temporary folder, never committed. Run by make-bundles.sh
# at its end, or on its own.
#
# forms/src/ is a small app whose hot functions are written in the forms a
# bundler leaves (object properties holding functions and arrows, async ones,
# accessors, class fields, static and #private methods, an anonymous default
# export, module.exports = function); forms/next/main.js is "the next release"
# of its entry (a report function added at the end: a longer bundle whose
# earlier functions keep their places).
# As make-bundles.sh does, the bundles are built and run in RUN (laid out as
# forms/ here), so the maps' sources (../../src/NAME.js) name the files here and
# the profiles name file:///tmp/flint-forms/bundles/VARIANT/app.min.js.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)/forms
RUN=/tmp/flint-forms
TOOLS=$(mktemp -d /tmp/flint-bundlers.XXXXXX)
trap 'rm -rf "$TOOLS" "$RUN"' EXIT

(cd "$TOOLS" && npm init -y >/dev/null &&
    npm install --silent --no-audit --no-fund esbuild@0.25.12 terser@5.51.4 >/dev/null)
BIN=$TOOLS/node_modules/.bin

rm -rf "$RUN" && mkdir -p "$RUN/bundles"
cp -r "$HERE/src" "$HERE/next" "$RUN/"
cd "$RUN/bundles"

# 1. esbuild: bundle + minify, external map with sourcesContent.
"$BIN/esbuild" ../src/main.js --bundle --minify --format=iife --sourcemap --log-level=warning \
    --outfile=esbuild/app.min.js
# 2. terser over esbuild's plain bundle (compress, mangle top level), chaining esbuild's map, with
#    sourcesContent: terser names the keyword of `async function f` "async" in its map.
mkdir terser
"$BIN/esbuild" ../src/main.js --bundle --format=iife --sourcemap --log-level=warning --outfile=plain/app.js
"$BIN/terser" plain/app.js --compress --mangle --toplevel \
    --source-map "content=plain/app.js.map,includeSources,url=app.min.js.map" --output terser/app.min.js
rm -r plain
# 3. the next release, built as 1: same file name, a longer line.
"$BIN/esbuild" ../next/main.js --bundle --minify --format=iife --sourcemap --log-level=warning \
    --outfile=next/app.min.js

rm -rf "$HERE/bundles" "$HERE/profiles"
mkdir -p "$HERE/profiles"
for variant in esbuild terser; do
    out=$(mktemp -d /tmp/flint-cpuprof.XXXXXX)
    node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir "$out" "$RUN/bundles/$variant/app.min.js" 800 >/dev/null
    mv "$out"/CPU.*.cpuprofile "$HERE/profiles/node-$variant.cpuprofile"
    rmdir "$out"
done
mkdir -p "$HERE/bundles"
cp -r esbuild terser next "$HERE/bundles/"
ls -l "$HERE/profiles" "$HERE"/bundles/*
