#!/bin/sh
# Makes the perf script test files with the real perf (Debian linux-perf 6.1) on a small C workload and
# on Node with --perf-basic-prof. Run from this directory: sh make.sh   (needs gcc, perf, node; as root or
# with kernel.perf_event_paranoid <= 1 for kernel frames)
set -e
work=$(mktemp -d)
gcc -O0 -fno-omit-frame-pointer -g -pthread -o "$work/workload" workload.c
perf record -q -e cpu-clock -F 499 -g --sample-cpu -o "$work/native.data" "$work/workload" 200 >/dev/null
# default fields: comm, tid, time, period, event, then ip sym+off (dso) frames
perf script -i "$work/native.data" > native.perf.txt
# an explicit field set: pid/tid pairs, no period, no event, no offsets
perf script -i "$work/native.data" -F comm,pid,tid,time,ip,sym,dso > native-fields.perf.txt
# the perf.data header block first (# ========), and pid/tid pairs
perf script -i "$work/native.data" --header -F +pid > native-header.perf.txt
# JIT-compiled JavaScript through /tmp/perf-PID.map, unknown frames where V8's frames have no map entry
perf record -q -e cpu-clock -F 499 -g -o "$work/node.data" node --perf-basic-prof fib.js >/dev/null
perf script -i "$work/node.data" > node.perf.txt
map=$(grep -o -m1 '/tmp/perf-[0-9]*\.map' node.perf.txt || true)
rm -rf "$work" isolate-*-v8.log ${map:+"$map"}
