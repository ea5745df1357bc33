#!/bin/sh
# Makes the V8 heap profile test files with Node 20's sampling heap profiler. Run from this directory: sh make.sh
set -e
work=$(mktemp -d)
# node --heap-prof: the profile Node writes at exit
node --heap-prof --heap-prof-dir="$work" --heap-prof-name=alloc.heapprofile --heap-prof-interval=16384 alloc.js >/dev/null
cp "$work/alloc.heapprofile" alloc.heapprofile
chmod 644 alloc.heapprofile
# the DevTools protocol's HeapProfiler.startSampling/stopSampling (what DevTools saves), via Node's inspector
node cdp.js cdp.heapprofile >/dev/null
# Older Chrome (before M69) saved no "samples": the same tree without them, each node's selfSize its weight
node -e 'const fs=require("fs");const p=JSON.parse(fs.readFileSync("alloc.heapprofile"));delete p.samples;fs.writeFileSync("alloc-nosamples.heapprofile",JSON.stringify(p))'
rm -rf "$work"
