#!/usr/bin/env bash
# Records the insights' Chromium fixtures with flint record chrome (Chromium over the DevTools protocol):
# chrome-planted.json.gz (long tasks, forced layouts, a third-party origin, GC churn) and
# chrome-control.json.gz (short tasks, reads before writes, one origin). The page is served from
# http://localhost:PORT and its vendor script from http://127.0.0.1:PORT2 (two origins). Needs chromium,
# python3 and a built jar (mvn -q -DskipTests package; or FLINT='java -cp ...' to run another build). Run from anywhere: bash testdata/insights/make-chrome.sh
set -euo pipefail
cd "$(dirname "$0")"
root=$(cd ../.. && pwd)
work=$(mktemp -d)
python3 -m http.server 0 --bind 127.0.0.1 --directory web/cdn > "$work/cdn.log" 2>&1 &
cdn=$!
python3 -m http.server 0 --bind 127.0.0.1 --directory "$work/app" > "$work/app.log" 2>&1 &
app=$!
trap 'kill $cdn $app 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$work/app"
for _ in $(seq 100); do grep -q "port" "$work/cdn.log" "$work/app.log" 2>/dev/null && [ "$(grep -l port "$work"/*.log | wc -l)" = 2 ] && break; sleep 0.1; done
cdn_port=$(grep -o 'port [0-9]*' "$work/cdn.log" | grep -o '[0-9]*')
app_port=$(grep -o 'port [0-9]*' "$work/app.log" | grep -o '[0-9]*')
cp web/app/* "$work/app/"
sed -i "s|CDN_ORIGIN|http://127.0.0.1:$cdn_port|" "$work/app/planted.html"
flint=${FLINT:-java -jar $root/target/flint.jar}
$flint record --duration 6 --output "$work/planted.json" chrome -- "http://localhost:$app_port/planted.html"
$flint record --duration 6 --output "$work/control.json" chrome -- "http://localhost:$app_port/control.html"
# the ports change from run to run: name them PORT and CDNPORT in the committed files
for name in planted control; do
  sed "s|localhost:$app_port|localhost:8000|g; s|127.0.0.1:$cdn_port|127.0.0.1:8001|g" "$work/$name.json" | gzip -9 > "chrome-$name.json.gz"
done
