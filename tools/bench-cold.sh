#!/usr/bin/env bash
# Cold, whole-process speed side by side (issue 13): for each FILE, the median of N runs of
#   flint info FILE                    (java -jar target/flint.jar: the README's command, which relaunches
#                                       itself with C1 only and its AppCDS archive; the archive is made by
#                                       the first run, timed on its own row, in a cache of this run's own)
#   flint info, no relaunch            (java -Dflint.relaunch=false -jar target/flint.jar: the plain jar)
#   flint info, FLINT_JAVA_OPTS        (java $FLINT_JAVA_OPTS -jar target/flint.jar, when FLINT_JAVA_OPTS is set)
#   DevTools trace engine              (node REFERENCE/dump-profile-calls.mjs FILE --timing-only)
#   gzip -dc FILE                      (cat for a file that is not gzip'd: the floor of one stream)
#   Jackson token pass                 (dev.flint.bench.JacksonPass: gunzip + one nextToken() pass)
#   app launch to first paint          (java -Dflint.launchInstead=dev.flint.ui.bench.FirstPaintBenchmark
#                                       -cp target/flint.jar:target/flint-bench.jar dev.flint.Main FILE under
#                                       xvfb-run: the app's start, relaunch included, with the benchmark's window
#                                       in place of the app's, from the first process's start; and with
#                                       -Dflint.relaunch=false; with FLINT_JAVA_OPTS, FirstPaintBenchmark)
# with wall seconds and peak RSS (/usr/bin/time -v's "Maximum resident set size"), and the load average
# before and after. Build first: mvn -q -o -DskipTests package.
# FLINT_JAVA_OPTS adds a row with those JVM options (a JVM given -XX:SharedArchiveFile, -Xshare or
# -XX:TieredStopAtLevel never relaunches), e.g. the packaged app's start-up options with an archive from
# tools/make-cds.sh: FLINT_JAVA_OPTS="-XX:SharedArchiveFile=target/flint.jsa -XX:TieredStopAtLevel=1".
#
#   tools/bench-cold.sh [--runs N] [--reference DIR] [--baseline JAR] [--no-engine] [--no-app] [FILE...]
#
# --baseline JAR adds a row "flint info, baseline": another build's flint.jar (with its lib/ beside it, as
# target/ has it; e.g. a copy of an earlier commit's target/), run the same way, relaunch included, in its own
# archive cache: the before-and-after of a change in one run.
#
# Without FILEs it makes (once, under target/bench-data, never committed) the two files of issue 13 from
# ../shared/testdata: a 117 MB gz Chrome trace (testdata/make-big-trace.py, 7 copies of chrome-medium)
# and a 1.28 M-sample .cpuprofile (testdata/make-big-cpuprofile.py from node-large-60s).
# FLINT_SHARED overrides ../shared. REFERENCE defaults to /tmp/reference-bench: a copy of ../shared/reference after `npm ci`
# (the script makes it when ../shared/reference exists).
set -uo pipefail
cd "$(dirname "$0")/.."
runs=3
reference=/tmp/reference-bench
baseline=
engine=1
app=1
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --reference) reference=$2; shift 2 ;;
    --baseline) baseline=$2; shift 2 ;;
    --no-engine) engine=0; shift ;;
    --no-app) app=0; shift ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
[ -f target/flint.jar ] || { echo "build first: mvn -q -o -DskipTests package" >&2; exit 2; }
shared=${FLINT_SHARED:-../shared}
if [ ${#files[@]} -eq 0 ]; then
  mkdir -p target/bench-data
  trace=target/bench-data/trace-117mb.json.gz
  profile=target/bench-data/node-1.28m.cpuprofile.gz
  [ -f "$trace" ] || python3 testdata/make-big-trace.py "$shared/testdata/chrome-trace/chrome-medium.array.json.gz" \
      "$trace" --copies 7 --screenshots-per-copy 365 || exit 1
  [ -f "$profile" ] || python3 testdata/make-big-cpuprofile.py "$shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz" \
      "$profile" --samples 1280000 || exit 1
  files=("$trace" "$profile")
fi
if [ $engine = 1 ] && [ ! -d "$reference/node_modules" ]; then
  if [ -d "$shared/reference" ]; then
    rm -rf "$reference" && cp -r "$shared/reference" "$reference" && chmod -R u+w "$reference" \
      && (cd "$reference" && npm ci --silent >/dev/null 2>&1) || { echo "npm ci failed in $reference" >&2; engine=0; }
  else
    echo "no DevTools engine: $shared/reference is absent (--reference DIR)" >&2; engine=0
  fi
fi
# The jar's manifest brings target/lib: the class path an archive from tools/make-cds.sh was made with.
# The dev tools (JacksonPass, FirstPaintBenchmark) are in the bench jar, beside the app jar.
cp=target/flint.jar:target/flint-bench.jar
jvm=(java ${FLINT_JAVA_OPTS:-})
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# The relaunch's archives go to a cache of this run's own, so the first run (which makes them) is measured
# and never a stale archive of another build.
relaunch=(env XDG_CACHE_HOME="$tmp/cache" java)

# run NAME CMD...: N timed runs; prints "NAME  median-wall-s  (min..max)  median-CPU-s (user+sys)  peak-RSS-MB"
# or the failure. CPU seconds say what the work costs when other processes share the cores (see the load).
run() {
  local name=$1; shift
  local walls=() rss=() cpus=() i status
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f '%e %M %U %S' -o "$tmp/time" "$@" >"$tmp/out" 2>"$tmp/err"; status=$?
    if [ $status -ne 0 ]; then
      printf '  %-28s failed (exit %d, %s MB peak RSS): %s\n' "$name" "$status" \
        "$(awk 'END{printf "%.0f", $2/1024}' "$tmp/time")" "$(grep -v '^ *at ' "$tmp/err" | grep -v '^Command' | tail -1 | cut -c1-150)"
      return
    fi
    walls+=("$(awk 'END{print $1}' "$tmp/time")"); rss+=("$(awk 'END{print $2}' "$tmp/time")")
    cpus+=("$(awk 'END{print $3 + $4}' "$tmp/time")")
  done
  printf '%s\n' "${walls[@]}" | sort -g > "$tmp/w"; printf '%s\n' "${rss[@]}" | sort -g > "$tmp/r"
  printf '%s\n' "${cpus[@]}" | sort -g > "$tmp/c"
  local median min max mrss mcpu
  median=$(awk -v n=$runs 'NR==int((n+1)/2)' "$tmp/w"); min=$(head -1 "$tmp/w"); max=$(tail -1 "$tmp/w")
  mcpu=$(awk -v n=$runs 'NR==int((n+1)/2)' "$tmp/c")
  mrss=$(awk -v n=$runs 'NR==int((n+1)/2){printf "%.0f", $1/1024}' "$tmp/r")
  printf '  %-28s %7.2f s  (%s..%s)  cpu %6.2f s  %6s MB\n' "$name" "$median" "$min" "$max" "$mcpu" "$mrss"
  echo "$median" > "$tmp/last"
}

# run_once NAME CMD...: as run, one run (the relaunch's first run, which makes its archive)
run_once() {
  local saved=$runs; runs=1; run "$@"; runs=$saved
}

# field KEY LINE: the number after "KEY " in LINE, NA when absent
field() { local v; v=$(echo "$2" | sed -n "s/.*$1 \([0-9]*\).*/\1/p"); echo "${v:-NA}"; }

# first_paint NAME CMD...: the figures the app prints (ms from the first process's start), median of N
first_paint() {
  local name=$1 values=() i line; shift
  command -v xvfb-run >/dev/null || { echo "  $name  skipped (no xvfb-run)"; return; }
  for ((i = 0; i < runs; i++)); do
    line=$(timeout 120 xvfb-run -a -s "-screen 0 1920x1080x24" /usr/bin/time -f 'rss %M' "$@" 2>&1 | tr '\n' ' ')
    values+=("$(field first-paint-ms "$line") $(field window-ms "$line") $(field rss "$line") $(field load-done-ms "$line")")
  done
  printf '%s\n' "${values[@]}" | sort -g | awk -v n=$runs -v name="$name" 'NR==int((n+1)/2){
    if ($1 == "NA") printf "  %-28s failed (no first-paint line)\n", name;
    else printf "  %-28s %7.2f s  (window at %.2f s, load done at %.2f s)  %6.0f MB\n", name, $1/1000, $2/1000, $4/1000, $3/1024}'
}

echo "bench-cold: $(date -u '+%F %T UTC'), $(nproc) cores, java $(java -version 2>&1 | head -1 | cut -d'"' -f2), node $(node --version 2>/dev/null), runs=$runs"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for file in "${files[@]}"; do
  [ -f "$file" ] || { echo "$file: no such file" >&2; continue; }
  echo
  echo "$file ($(du -hL "$file" | cut -f1))"
  if [ ! -d "$tmp/cache/flint/cds" ]; then
    run_once "flint info, first run" "${relaunch[@]}" -jar target/flint.jar info "$file"; rm -f "$tmp/last"
  fi
  run "flint info" "${relaunch[@]}" -jar target/flint.jar info "$file"; flint=$(cat "$tmp/last" 2>/dev/null); rm -f "$tmp/last"
  if [ -n "$baseline" ]; then
    if [ ! -d "$tmp/baseline-cache" ]; then
      run_once "baseline, first run" env XDG_CACHE_HOME="$tmp/baseline-cache" java -jar "$baseline" info "$file"; rm -f "$tmp/last"
    fi
    run "flint info, baseline" env XDG_CACHE_HOME="$tmp/baseline-cache" java -jar "$baseline" info "$file"
    base=$(cat "$tmp/last" 2>/dev/null); rm -f "$tmp/last"
    [ -n "$base" ] && [ -n "$flint" ] && awk -v a="$base" -v b="$flint" 'BEGIN{printf "  %-28s %7.2fx\n", "baseline / flint", a/b}'
  fi
  run "flint info, no relaunch" java -Dflint.relaunch=false -jar target/flint.jar info "$file"; rm -f "$tmp/last"
  if [ -n "${FLINT_JAVA_OPTS:-}" ]; then
    run "flint info, FLINT_JAVA_OPTS" "${jvm[@]}" -jar target/flint.jar info "$file"; rm -f "$tmp/last"
  fi
  if [ $engine = 1 ]; then
    run "DevTools engine (node)" node "$reference/dump-profile-calls.mjs" "$file" --timing-only
    eng=$(cat "$tmp/last" 2>/dev/null); rm -f "$tmp/last"
    [ -n "$eng" ] && [ -n "$flint" ] && awk -v a="$eng" -v b="$flint" 'BEGIN{printf "  %-28s %7.2fx\n", "engine / flint", a/b}'
  fi
  if [ "$(head -c2 "$file" | od -An -tx1 | tr -d ' ')" = 1f8b ]; then
    run "gzip -dc" sh -c 'gzip -dc "$1" >/dev/null' - "$file"
  else
    run "cat" sh -c 'cat "$1" >/dev/null' - "$file"
  fi
  floor=$(cat "$tmp/last" 2>/dev/null); rm -f "$tmp/last"
  [ -n "$floor" ] && [ -n "$flint" ] && awk -v a="$flint" -v b="$floor" 'BEGIN{if (b > 0) printf "  %-28s %7.2fx\n", "flint / gzip -dc", a/b}'
  run "Jackson token pass" "${jvm[@]}" -cp "$cp" dev.flint.bench.JacksonPass "$file"; rm -f "$tmp/last"
  if [ $app = 1 ]; then
    main=(-Dflint.launchInstead=dev.flint.ui.bench.FirstPaintBenchmark -cp "$cp" dev.flint.Main --new-instance "$file")
    if [ ! -f "$tmp/app-archive-made" ]; then
      # The app's first relaunched run makes its archive (at exit): once, timed on its own.
      saved=$runs; runs=1; first_paint "app first paint, first run" "${relaunch[@]}" "${main[@]}"; runs=$saved
      touch "$tmp/app-archive-made"
    fi
    first_paint "app launch->first paint" "${relaunch[@]}" "${main[@]}"
    first_paint "app, no relaunch" java -Dflint.relaunch=false "${main[@]}"
    if [ -n "${FLINT_JAVA_OPTS:-}" ]; then
      first_paint "app, FLINT_JAVA_OPTS" "${jvm[@]}" -cp "$cp" dev.flint.ui.bench.FirstPaintBenchmark "$file"
    fi
  fi
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
