#!/bin/sh
# Makes the async-profiler recordings with async-profiler 3.0's own agent (Maven Central's
# tools.profiler:async-profiler:3.0 jar carries linux-x64/libasyncProfiler.so) on Workload.java, OpenJDK 17.
# Run from this directory: sh make-async.sh   (needs mvn with network, unzip, a JDK; as root or with
# kernel.perf_event_paranoid <= 1 for event=cpu)
set -e
work=$(mktemp -d)
mvn -q dependency:get -Dartifact=tools.profiler:async-profiler:3.0
unzip -q -o -d "$work" ~/.m2/repository/tools/profiler/async-profiler/3.0/async-profiler-3.0.jar linux-x64/libasyncProfiler.so
javac -d "$work" Workload.java
# CPU samples: the JVM's compiler, GC and VM threads carry Java thread id 0 next to the Java threads
java -agentpath:"$work/linux-x64/libasyncProfiler.so"=start,event=cpu,interval=1ms,file="$work/cpu.jfr" \
    -cp "$work" Workload >/dev/null
# wall-clock samples of every thread, sleeping ones too
java -agentpath:"$work/linux-x64/libasyncProfiler.so"=start,event=wall,interval=20ms,file="$work/wall.jfr" \
    -cp "$work" Workload >/dev/null
cp "$work/cpu.jfr" async-cpu.jfr
cp "$work/wall.jfr" async-wall.jfr
rm -rf "$work"
