#!/bin/sh
# Makes the tiny esbuild bundles of src/ with their source maps. Run from this directory: sh make-esbuild.sh
# Needs esbuild and npm's source-map 0.7 (for the cross-check); installs them in a temporary folder, never here.
#   esbuild/bundle.min.js(.map)   minified, external map with sourcesContent
#   esbuild/bundle.inline.js      minified, the map inline as a base64 data: URL, no sourcesContent
#   esbuild/lookups.txt           mozilla source-map's originalPositionFor at every column of bundle.min.js
set -e
here=$(pwd)
work=$(mktemp -d)
(cd "$work" && npm init -y >/dev/null && npm install --silent esbuild@0.28.2 source-map@0.7.6 >/dev/null)
esbuild="$work/node_modules/.bin/esbuild"
mkdir -p esbuild
"$esbuild" src/main.ts --bundle --minify --format=iife --sourcemap=external --sources-content=true \
  --outfile=esbuild/bundle.min.js --log-level=warning
"$esbuild" src/main.ts --bundle --minify --format=iife --sourcemap=inline --sources-content=false \
  --outfile=esbuild/bundle.inline.js --log-level=warning
NODE_PATH="$work/node_modules" node lookups.js esbuild/bundle.min.js esbuild/bundle.min.js.map > esbuild/lookups.txt
rm -rf "$work"
