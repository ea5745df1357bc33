#!/usr/bin/env bash
# Records the insights' JVM fixtures with the JDK's own recorder (OpenJDK 17, the "profile" settings):
# jvm-planted.jfr (contended monitor and ReentrantLock, a churner in a 48 MB heap) and jvm-control.jfr
# (independent CPU work, no locks, no churn). Run from anywhere: bash testdata/insights/make-jvm.sh
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work" jvm/Planted.java jvm/Control.java
java -Xmx48m -XX:StartFlightRecording=filename="$work/planted.jfr",settings=profile \
  -cp "$work" Planted 3000 >/dev/null 2>&1
java -XX:StartFlightRecording=filename="$work/control.jfr",settings=profile -cp "$work" Control 3000 >/dev/null 2>&1
cp "$work/planted.jfr" jvm-planted.jfr
cp "$work/control.jfr" jvm-control.jfr
