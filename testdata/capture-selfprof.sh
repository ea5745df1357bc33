#!/usr/bin/env bash
# Captures testdata/selfprof/selfprof-small.json with the JS Self-Profiling API: serves
# workloads/selfprof.html (with the Document-Policy: js-profiling header) from a local node server and
# loads it in headless Chromium, which dumps the page's DOM once the profile is written into it.
# Needs node and Debian's chromium. The importer tests assert exact counts of the committed file: after
# re-capturing, update src/test/java/dev/flint/importer/ProjectTestdataTest.java.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
node workloads/serve.js > "$work/port" &
server=$!
trap 'kill $server; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
port=$(cat "$work/port")

mkdir -p selfprof
chromium --headless --no-sandbox --disable-gpu --enable-blink-features=ExperimentalJSProfiler \
  --virtual-time-budget=10000 --run-all-compositor-stages-before-draw \
  --dump-dom "http://127.0.0.1:$port/selfprof.html" 2>/dev/null > "$work/dom.html"
# The trace is the text of <pre id="trace">; JSON.stringify escapes nothing HTML needs, but the DOM dump
# escapes &, < and >.
sed -n 's|.*<pre id="trace">\(.*\)</pre>.*|\1|p' "$work/dom.html" \
  | sed -e 's/&lt;/</g' -e 's/&gt;/>/g' -e 's/&quot;/"/g' -e 's/&amp;/\&/g' > selfprof/selfprof-small.json
head -c 200 selfprof/selfprof-small.json; echo
