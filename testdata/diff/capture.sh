#!/usr/bin/env bash
# Captures the profile pairs the flint diff tests read, from workload.js in its two versions:
#   before.cpuprofile, after.cpuprofile   node --cpu-prof (1 ms sampling) of `workload.js before|after`;
#                                         the script's file:// URL is rewritten to file:///app/workload.js
#   after-deployed.cpuprofile             after.cpuprofile with that script served from https://example.com/app/
#                                         (the same build deployed: URLs match across the two origins)
#   before.folded, after.folded           the two profiles' samples as folded stacks (to-folded.js)
# The tests assert exact trees of the committed files: after re-capturing, update them
# (src/test/java/dev/flint/cli/DiffCommandTest.java). Needs node (20+).
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

here="file://$PWD/workload.js"
for variant in before after; do
  node --cpu-prof --cpu-prof-interval=1000 --cpu-prof-dir="$work" --cpu-prof-name="$variant.cpuprofile" \
    workload.js "$variant" 12 >/dev/null
  sed "s|$here|file:///app/workload.js|g" "$work/$variant.cpuprofile" > "$variant.cpuprofile"
  node to-folded.js "$variant.cpuprofile" > "$variant.folded"
done
sed "s|file:///app/workload.js|https://example.com/app/workload.js|g" after.cpuprofile > after-deployed.cpuprofile
ls -l ./*.cpuprofile ./*.folded
