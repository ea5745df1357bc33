#!/bin/sh
# Makes loop.perf.data with the real perf (Debian linux-perf 6.1) on loop.c: two threads, frame-pointer
# call chains, cpu-clock at 499 Hz. Run from this directory: sh make.sh   (needs gcc and perf)
set -e
work=$(mktemp -d)
gcc -O0 -fno-omit-frame-pointer -g -pthread -o "$work/loop" loop.c
perf record -q -e cpu-clock -F 499 -g -o loop.perf.data "$work/loop" 250
rm -rf "$work"
