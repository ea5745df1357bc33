#!/bin/sh
# Makes the perf script dialect test files (issue 23) with the real perf (Debian linux-perf 6.1) from one
# small recording of workload.c: the default output and the field sets and layouts other perf versions and
# scripts write. Run from this directory: sh make-variants.sh   (needs gcc and perf; as root or with
# kernel.perf_event_paranoid <= 1 for kernel frames)
set -e
work=$(mktemp -d)
gcc -O0 -fno-omit-frame-pointer -g -pthread -o "$work/workload" workload.c
perf record -q -e cpu-clock -F 99 -g -o "$work/v.data" "$work/workload" 200 >/dev/null
# the default fields, for comparison
perf script -i "$work/v.data" > variant-default.perf.txt
# no time field: headers 'COMM TID EVENT:' (perf -F right-aligns the comm with spaces)
perf script -i "$work/v.data" -F comm,tid,event,ip,sym,dso > variant-untimed.perf.txt
# no time and no call chains: a header line is a whole sample
perf script -i "$work/v.data" -F comm,tid,event > variant-untimed-nochain.perf.txt
# one line per sample: the sampled ip on the header line itself (-G hides the call graph)
perf script -i "$work/v.data" -G -F comm,tid,time,event,ip,sym,dso > variant-oneline.perf.txt
# frame lines without indent, as older perf versions wrote them
perf script -i "$work/v.data" | sed 's/^\t *//' > variant-unindented.perf.txt
rm -rf "$work"
