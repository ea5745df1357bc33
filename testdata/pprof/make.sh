#!/bin/sh
# Makes the pprof test files with Go's runtime/pprof (Debian golang-go 1.19): a CPU profile
# (samples/count + cpu/nanoseconds) and a heap profile (alloc_objects, alloc_space, inuse_objects,
# inuse_space). go tool pprof -raw prints what they hold (counts.txt). Run from this directory: sh make.sh
set -e
work=$(mktemp -d)
cp workload.go "$work/main.go"
(cd "$work" && GOFLAGS=-mod=mod GO111MODULE=off go build -o workload main.go)
"$work/workload" cpu.pprof heap.pprof >/dev/null
{ echo "## go tool pprof -raw cpu.pprof"; go tool pprof -raw cpu.pprof 2>/dev/null
  echo "## go tool pprof -raw heap.pprof"; go tool pprof -raw heap.pprof 2>/dev/null; } > counts.txt
rm -rf "$work"
