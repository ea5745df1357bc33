#!/bin/sh
# Makes the --preprocess JSON test files with Node's own tools (Node 20.20.2 here): node --prof on work.js,
# whose worker thread is an isolate with a log of its own, then for each log node --prof-process --preprocess
# (the JSON) and node --prof-process (its summary, the independent count), both with nm-libc.sh as nm.
# main.v8.log.gz is the main isolate's log itself, so a test reads the same ticks both ways.
# --no-log-source-code leaves the scripts' sources out. Run from this directory: sh make.sh
set -e
here=$(pwd)
work=$(mktemp -d)
cp work.js "$work/" && (cd "$work" && node --prof --no-log-source-code work.js 300)
worker=$(grep -l 'internal/main/worker_thread' "$work"/isolate-0x*-v8.log)   # the worker's isolate runs it
main=$(ls "$work"/isolate-0x*-v8.log | grep -v "$worker")
for which in main worker; do
    eval log=\$$which
    node --prof-process --preprocess --nm="$here/nm-libc.sh" "$log" 2>/dev/null | gzip -9 > $which.preprocess.json.gz
    node --prof-process --nm="$here/nm-libc.sh" "$log" > $which.prof-process.txt 2>/dev/null
done
gzip -9 -c "$main" > main.v8.log.gz
rm -rf "$work"
