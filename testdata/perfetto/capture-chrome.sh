#!/usr/bin/env bash
# Captures testdata/perfetto/chrome-page.pftrace.gz and chrome-page.json.gz: Debian's Chromium loads
# workloads/perfetto.html (served by workloads/serve.js) while a DevTools-protocol tracing session records
# it with DevTools' Performance categories (cdp-trace.js), once streaming Perfetto's protobuf format
# (Tracing.start streamFormat "proto", transferMode "ReturnAsStream") and once the JSON trace format, each
# in a fresh browser: Chromium runs one tracing session at a time. PerfettoChromeTest compares the two
# recordings' threads, JS functions and sample counts. Needs node (20: --experimental-websocket) and chromium.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
node ../workloads/serve.js > "$work/port" &
server=$!
trap 'kill $server 2>/dev/null; [ -n "${browser:-}" ] && kill $browser 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(cat "$work/port")

flag=$(node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' 2>/dev/null || echo --experimental-websocket)
# One fresh browser per format (Chromium traces one session at a time).
record() {
  rm -rf "$work/profile"
  chromium --headless=new --no-sandbox --disable-gpu --user-data-dir="$work/profile" --remote-debugging-port=0 \
    --no-first-run --no-default-browser-check --disable-background-networking --disable-component-update \
    about:blank 2>/dev/null &
  browser=$!
  for _ in $(seq 100); do [ -s "$work/profile/DevToolsActivePort" ] && break; sleep 0.1; done
  endpoint="ws://127.0.0.1:$(sed -n 1p "$work/profile/DevToolsActivePort")$(sed -n 2p "$work/profile/DevToolsActivePort")"
  node $flag cdp-trace.js "$endpoint" "http://127.0.0.1:$port/perfetto.html" "${SECONDS_TRACED:-5}" "$1" "$2"
  wait $browser || true
  browser=
}
record proto "$work/chrome-page.pftrace"
record json "$work/chrome-page.json"
gzip -9nc "$work/chrome-page.pftrace" > chrome-page.pftrace.gz
gzip -9nc "$work/chrome-page.json" > chrome-page.json.gz
ls -l chrome-page.pftrace.gz chrome-page.json.gz
