#!/bin/sh
# Remakes this folder's bundles, maps and profiles with real tools (esbuild 0.24.0 from the npm registry, node's
# --cpu-prof). Usage: ESBUILD=/path/to/node_modules/.bin/esbuild ./make.sh
# The profiles' script URLs are rewritten to file:///srv/flint-fixture/BUNDLE, so no test depends on
# where the repository lies (tests that need a local script copy it to a temporary folder themselves); the
# vendor source is put on the map's ignoreList (esbuild writes none).
set -eu
cd "$(dirname "$0")"
"${ESBUILD:-esbuild}" src/main.js --bundle --minify --sourcemap --format=iife --outfile=dist/app.min.js
# The same app unminified: plain.cpuprofile (diff by original names) and a map of another build.
"${ESBUILD:-esbuild}" src/main.js --bundle --sourcemap --format=iife --outfile=dist-plain/app.js
node -e '
const fs = require("fs");
const map = JSON.parse(fs.readFileSync("dist/app.min.js.map", "utf8"));
map.ignoreList = map.sources.map((s, i) => s.includes("vendor/") ? i : -1).filter(i => i >= 0);
fs.writeFileSync("dist/app.min.js.map", JSON.stringify(map));
'
profile() { # BUNDLE OUTPUT (the bundle's URL becomes file:///srv/flint-fixture/BUNDLE)
  rm -rf prof && mkdir prof
  node --cpu-prof --cpu-prof-dir=prof --cpu-prof-interval 1000 "$1"
  node -e '
const fs = require("fs");
const [file, url, out, bundle] = process.argv.slice(1);
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
for (const node of profile.nodes) {
  if (node.callFrame.url === url) node.callFrame.url = "file:///srv/flint-fixture/" + bundle;
}
fs.writeFileSync(out, JSON.stringify(profile));
' prof/*.cpuprofile "file://$(pwd)/$1" "$2" "$1"
  rm -rf prof
}
profile dist/app.min.js app.cpuprofile
profile dist-plain/app.js plain.cpuprofile
