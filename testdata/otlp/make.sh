#!/bin/sh
# Makes the OpenTelemetry profiles (OTLP protobuf, opentelemetry-proto v1.7.0 layout) with async-profiler 4.2
# (Maven Central: tools.profiler:async-profiler:4.2 linux-x64 for the agent, tools.profiler:jfr-converter:4.2)
# on ../jfr/Workload.java, OpenJDK 17, each beside async-profiler's own collapsed output of the same recording:
#   agent.otlp, agent.collapsed                  the agent's otlp output (one recording dumped twice)
#   agent-threads.otlp, agent-threads.collapsed  the same with the agent's threads option: 4.2 writes every
#                                                sample's locations_length one too long (the thread frame)
#   converter.otlp, converter.collapsed          a JFR recording by the agent, converted by jfr-converter
#                                                (-o otlp; -o collapsed -t, whose frames carry _[j]-style types)
# Run from this directory: sh make.sh   (needs mvn with network, unzip, a JDK; as root or with
# kernel.perf_event_paranoid <= 1 for event=cpu)
set -e
work=$(mktemp -d)
mvn -q dependency:copy -Dartifact=tools.profiler:async-profiler:4.2:jar:linux-x64 -DoutputDirectory="$work"
mvn -q dependency:copy -Dartifact=tools.profiler:jfr-converter:4.2 -DoutputDirectory="$work"
unzip -q -o -d "$work" "$work/async-profiler-4.2-linux-x64.jar" linux-x64/libasyncProfiler.so
lib="$work/linux-x64/libasyncProfiler.so"
javac -cp "$work/async-profiler-4.2-linux-x64.jar" -d "$work" ../jfr/Workload.java Record.java
run() { java -cp "$work:$work/async-profiler-4.2-linux-x64.jar" Record "$lib" "$@" >/dev/null; }
run event=cpu,interval=1ms otlp agent.otlp collapsed agent.collapsed
run event=cpu,interval=1ms,threads otlp agent-threads.otlp collapsed agent-threads.collapsed
java -agentpath:"$lib"=start,event=cpu,interval=1ms,file="$work/rec.jfr",jfr -cp "$work" Workload >/dev/null
java -jar "$work/jfr-converter-4.2.jar" -o otlp "$work/rec.jfr" converter.otlp >/dev/null
java -jar "$work/jfr-converter-4.2.jar" -o collapsed -t "$work/rec.jfr" converter.collapsed >/dev/null
rm -rf "$work"
