#!/usr/bin/env bash
# Captures testdata/markers/chrome-user-timing.json.gz: a Chromium startup trace (JSON) of user-timing.html,
# which calls performance.mark/measure, console.time/timeEnd and console.timeStamp. Categories: the user
# timing, console and DevTools timeline ones (page-load milestones) plus V8's CPU profiler, so the flame
# chart has JS calls under the markers.
# Usage: testdata/markers/capture-chrome.sh    (needs chromium and gzip; Debian: apt-get install chromium)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Startup tracing writes its file after the duration; headless Chromium keeps running, so timeout ends it.
timeout 30 chromium --headless=new --no-sandbox --disable-gpu --no-first-run --user-data-dir="$work/profile" \
  --trace-startup=blink.user_timing,blink.console,devtools.timeline,disabled-by-default-v8.cpu_profiler \
  --trace-startup-format=json --trace-startup-file="$work/trace.json" --trace-startup-duration=3 \
  "file://$here/user-timing.html" >"$work/chromium.log" 2>&1 || true
if [ ! -s "$work/trace.json" ]; then
  echo "chromium did not write a trace; its log:" >&2
  cat "$work/chromium.log" >&2
  exit 1
fi
gzip -9 -n -c "$work/trace.json" > "$here/chrome-user-timing.json.gz"
chromium --version
ls -l "$here/chrome-user-timing.json.gz"
