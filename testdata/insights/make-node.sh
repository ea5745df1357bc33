#!/usr/bin/env bash
# Records the insights' Node fixtures with node --cpu-prof (Node 20): node-planted.cpuprofile (a hot
# function, two node_modules packages, allocation churn) and node-control.cpuprofile (work spread over
# twenty-four functions, no packages, no churn). Run from anywhere: bash testdata/insights/make-node.sh
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd node-app && node --cpu-prof --cpu-prof-interval=1000 --cpu-prof-dir="$work" --cpu-prof-name=planted.cpuprofile planted.js 2000 >/dev/null)
(cd node-app && node --cpu-prof --cpu-prof-interval=1000 --cpu-prof-dir="$work" --cpu-prof-name=control.cpuprofile control.js 3000 >/dev/null)
# the absolute path of this checkout is in every script URL: keep it out of the committed files
sed "s|file://$PWD/|file:///insights/|g" "$work/planted.cpuprofile" > node-planted.cpuprofile
sed "s|file://$PWD/|file:///insights/|g" "$work/control.cpuprofile" > node-control.cpuprofile
