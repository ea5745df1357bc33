#!/bin/sh
# Makes the V8 log test file with Node's own --prof (Node 20.20.2 here) and what node --prof-process, the
# independent reader, makes of it: work.v8.log.gz (Flint reads gzip) and work.prof-process.txt (its summary).
# --no-log-source-code leaves the scripts' sources out (a fifth of the size). Run from this directory: sh make.sh
set -e
work=$(mktemp -d)
cp work.js "$work/" && (cd "$work" && node --prof --no-log-source-code --logfile=work.v8.log --no-logfile-per-isolate work.js 400)
node --prof-process "$work/work.v8.log" > work.prof-process.txt 2>/dev/null
gzip -9 -c "$work/work.v8.log" > work.v8.log.gz
rm -rf "$work"
