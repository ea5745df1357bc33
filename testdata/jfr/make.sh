#!/bin/sh
# Makes the JFR test file with the JDK's own recorder (OpenJDK 17) on a small Java workload, the
# "profile" settings with method-profiling=max (Java samples every 1 ms,
# native samples every 20 ms). Run from this directory: sh make.sh
set -e
work=$(mktemp -d)
javac -d "$work" Workload.java
jfr configure --input profile method-profiling=max \
    --output "$work/flint.jfc" >/dev/null
java -XX:StartFlightRecording=filename="$work/x.jfr",settings="$work/flint.jfc" -cp "$work" Workload >/dev/null 2>&1
cp "$work/x.jfr" workload.jfr
jfr summary workload.jfr | grep -E 'ExecutionSample|NativeMethodSample'
rm -rf "$work"
