#!/usr/bin/env bash
# Captures the project's own V8 CPU profiles and folded stacks from testdata/workloads/node-small.js.
#   testdata/cpuprofile/node-small.cpuprofile  node --cpu-prof (sampling interval 500 us, ~0.4 s)
#   testdata/folded/node-small.folded          perf record -g of the same workload (node --perf-basic-prof),
#                                              collapsed to 'a;b;c COUNT' lines by the awk below
# The importer tests assert exact counts of the committed files: after re-capturing, update them
# (src/test/java/dev/flint/importer/ProjectTestdataTest.java). Needs node (20+) and, for the folded
# file, perf with permission to record (root or kernel.perf_event_paranoid <= 1).
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p cpuprofile folded
node --cpu-prof --cpu-prof-interval=500 --cpu-prof-dir="$work" --cpu-prof-name=node-small.cpuprofile \
  workloads/node-small.js 400
cp "$work/node-small.cpuprofile" cpuprofile/node-small.cpuprofile

if command -v perf >/dev/null 2>&1; then
  perf record -q -F 999 -g -o "$work/perf.data" -- node --perf-basic-prof workloads/node-small.js 400 >/dev/null
  # perf script prints one block per sample: a header line starting with the command name, then frames
  # leaf first ("addr symbol (dso)"). Like FlameGraph's stackcollapse-perf.pl, the command is the root.
  perf script -i "$work/perf.data" 2>/dev/null | sed "s|$PWD/||g" | awk '
    function flush() { if (n > 0) { s = comm; for (i = n; i >= 1; i--) s = s ";" f[i]; count[s]++ } n = 0 }
    /^[^ \t]/ { flush(); comm = $1; next }
    /^[ \t]*$/ { flush(); next }
    { line = $0; sub(/^[ \t]*[0-9a-f]+ /, "", line); sub(/ \([^()]*\)$/, "", line); sub(/\+0x[0-9a-f]+$/, "", line);
      gsub(/;/, ":", line); f[++n] = line }
    END { flush(); for (s in count) print s, count[s] }' | LC_ALL=C sort > folded/node-small.folded
fi
ls -l cpuprofile/node-small.cpuprofile folded/node-small.folded 2>/dev/null || true
