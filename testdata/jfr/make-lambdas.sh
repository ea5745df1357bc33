#!/bin/sh
# Makes lambdas.jfr with the JDK's own recorder (OpenJDK 17), method samples only (samples-only.jfc), on
# Lambdas.java: the lambda's hidden class is named Lambdas$$Lambda$83+0x00007fa304007a08.1545242146 there,
# counter, address and suffix differing from run to run. Run from this directory: sh make-lambdas.sh
set -e
work=$(mktemp -d)
javac -d "$work" Lambdas.java
java -XX:StartFlightRecording=filename="$work/l.jfr",settings="$PWD/samples-only.jfc" -cp "$work" Lambdas >/dev/null 2>&1
cp "$work/l.jfr" lambdas.jfr
rm -rf "$work"
