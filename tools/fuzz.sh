#!/usr/bin/env bash
# Coverage-guided fuzzing of Flint's importers and command-line paths with Jazzer (README "Fuzzing").
#
#   tools/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# TARGETs (default: all, one after the other; one fuzzing JVM at a time):
#   cpuprofile chromeTrace selfProfile gecko processed folded perfScript pprof jfr heapProfile dtrace macosSample v8Log
#   v8Preprocess otlp perfetto symbols tree calls sourceMap
# Environment: FUZZ_SEED=N replays a run's mutation sequence (the seed is printed; default: a new one),
#   FUZZ_FINDINGS=DIR (default ../flint-fuzz-findings, outside the repository), FUZZ_OFFLINE=1 adds -o.
# Each distinct finding is kept as DIR/TARGET/finding-ID.input with its stack trace in finding-ID.txt;
# inputs that hang (over 10 s) or crash the JVM are libFuzzer's DIR/TARGET/timeout-* and crash-* files,
# with the stack in DIR/TARGET/fuzz.log. Replay one with FuzzFindingsTest (copy it to testdata/fuzz/findings/).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(cpuprofile chromeTrace selfProfile gecko processed folded perfScript pprof jfr heapProfile dtrace
    macosSample v8Log v8Preprocess otlp perfetto symbols tree calls sourceMap)
seed=${FUZZ_SEED:-$(( $(date +%s) % 1000000007 ))}
findings=$(realpath -m "${FUZZ_FINDINGS:-../flint-fuzz-findings}")
offline=${FUZZ_OFFLINE:+-o}
echo "fuzz: seed $seed, $seconds s per target, findings in $findings"

seeds_of() {
    case "$1" in
        cpuprofile) echo testdata/cpuprofile/node-small.cpuprofile testdata/timeline/node-fib.cpuprofile ;;
        chromeTrace) echo testdata/fuzz/seeds/chrome-trace/* ;;
        selfProfile) echo testdata/selfprof/selfprof-small.json ;;
        gecko) echo testdata/fuzz/seeds/gecko/* ;;
        processed) echo testdata/processed/hand-made.json testdata/native/example-native.json ;;
        folded) echo testdata/fuzz/seeds/folded/* testdata/calltree/*.folded ;;
        perfScript) echo testdata/fuzz/seeds/perf/* ;;
        pprof) echo testdata/fuzz/seeds/pprof/* testdata/pprof/*.pprof ;;
        jfr) echo testdata/jfr/workload.jfr ;;
        heapProfile) echo testdata/heapprofile/alloc-nosamples.heapprofile ;;
        dtrace) echo testdata/dtrace/*.txt ;;
        macosSample) echo testdata/macos-sample/*.txt ;;
        otlp) echo testdata/otlp/*.otlp ;;
        perfetto) echo testdata/fuzz/seeds/perfetto/* ;;
        v8Log) echo testdata/fuzz/seeds/v8-log/* ;;
        v8Preprocess) echo testdata/fuzz/seeds/v8-preprocess/* ;;
        symbols) echo testdata/native/example.sym testdata/native/example.nm testdata/fuzz/seeds/symbols/* ;;
        tree) echo testdata/cpuprofile/node-small.cpuprofile testdata/selfprof/selfprof-small.json \
                   testdata/processed/hand-made.json testdata/native/example-native.json \
                   testdata/fuzz/seeds/gecko/* testdata/fuzz/seeds/chrome-trace/chromium-startup-slice.json \
                   testdata/calltree/*.folded testdata/fuzz/seeds/perf/node-head.perf.txt \
                   testdata/fuzz/seeds/pprof/cpu-raw.pprof ;;
        calls) echo testdata/fuzz/seeds/chrome-trace/* testdata/timeline/node-fib.cpuprofile ;;
        sourceMap) echo testdata/sourcemaps/esbuild/bundle.min.js.map testdata/fuzz/seeds/source-map/* ;;
        *) echo "fuzz: unknown target $1" >&2; exit 2 ;;
    esac
}

# Check every target before the first run: seeds_of runs in a command substitution, where its exit would
# only leave the subshell and the loop would fuzz an unknown target with no seeds.
for target in "${targets[@]}"; do seeds_of "$target" > /dev/null || exit 2; done

for target in "${targets[@]}"; do
    seed_dir=target/fuzz/seeds/$target
    rm -rf "$seed_dir" && mkdir -p "$seed_dir" "$findings/$target"
    for file in $(seeds_of "$target"); do
        cp "$file" "$seed_dir/"
        # The same content gzip'd: files may be compressed whatever their name.
        case "$target" in symbols|jfr) ;; *) gzip -c "$file" > "$seed_dir/$(basename "$file").gz" ;; esac
    done
    echo "fuzz: $target for $seconds s (log: $findings/$target/fuzz.log)"
    JAZZER_FUZZ=1 mvn $offline -q test -Pfuzz -Dtest="FlintFuzzTest#$target" -Dsurefire.failIfNoSpecifiedTests=false \
        -Dfuzz.findings="$findings" -Djazzer.internal.basedir="$PWD/target/fuzz" -Djazzer.keep_going=1000 \
        -Djazzer.internal.arg.0=fuzz -Djazzer.internal.arg.1="$PWD/$seed_dir" \
        -Djazzer.internal.arg.2=-max_total_time="$seconds" -Djazzer.internal.arg.3=-seed="$seed" \
        -Djazzer.internal.arg.4=-timeout=10 -Djazzer.internal.arg.5=-artifact_prefix="$findings/$target/" \
        -Djazzer.internal.arg.6=-print_final_stats=1 -Djazzer.internal.arg.7=-dict="$PWD/testdata/fuzz/fuzz.dict" \
        > "$findings/$target/fuzz.log" 2>&1 || true
    grep -a -E "^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|INFO: Seed|== Java Exception|fuzz finding)" \
        "$findings/$target/fuzz.log" | sed "s/^/  $target: /" | sort -u | head -40 || true
done
