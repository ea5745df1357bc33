#!/usr/bin/env bash
# Captures the timeline's own small real profiles (committed beside this script):
#   chromium-startup.json.gz   headless Chromium --trace-startup of workload/page.html, JSON object form; a
#                              startup trace has no TracingStartedInBrowser, so DevTools treats it as generic
#                              (every thread with events is a track)
#   node-fib.cpuprofile        node --cpu-prof of workload/node-fib.js
# Then writes each file's expectations from the DevTools reference engine (make-expectations.sh).
# Needs chromium and node 20+.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

categories='devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,toplevel'
chromium --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile" \
  --trace-startup="$categories" --trace-startup-format=json --trace-startup-file="$work/trace.json" --trace-startup-duration=3 \
  --timeout=2500 "file://$PWD/workload/page.html" --screenshot="$work/shot.png" >/dev/null 2>&1 || true
gzip -9 -c "$work/trace.json" > chromium-startup.json.gz

node --cpu-prof --cpu-prof-interval=250 --cpu-prof-dir="$work" --cpu-prof-name=node-fib.cpuprofile workload/node-fib.js
cp "$work/node-fib.cpuprofile" node-fib.cpuprofile

./make-expectations.sh chromium-startup.json.gz node-fib.cpuprofile
