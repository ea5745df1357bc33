#!/usr/bin/env bash
# Cold, whole-process speed side by side (issue 13): for each FILE, the median of N runs of
#   flint info FILE                    (java -jar target/flint.jar, default heap)
#   DevTools trace engine              (node REFERENCE/dump-profile-calls.mjs FILE --timing-only)
#   gzip -dc FILE                      (cat for a file that is not gzip'd: the floor of one stream)
#   Jackson token pass                 (dev.flint.bench.JacksonPass: gunzip + one nextToken() pass)
#   app launch to first paint          (dev.flint.ui.bench.FirstPaintBenchmark under xvfb-run)
# with wall seconds and peak RSS (/usr/bin/time -v's "Maximum resident set size"), and the load average
# before and after. Build first: mvn -q -o -DskipTests package.
# FLINT_JAVA_OPTS adds JVM options to Flint's runs; the packaged app's start-up options, with an archive
# from tools/make-cds.sh: FLINT_JAVA_OPTS="-XX:SharedArchiveFile=target/flint.jsa -XX:TieredStopAtLevel=1".
#
#   tools/bench-cold.sh [--runs N] [--reference DIR] [--no-engine] [--no-app] [FILE...]
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
engine=1
app=1
files=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --reference) reference=$2; shift 2 ;;
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
cp=target/flint.jar
jvm=(java ${FLINT_JAVA_OPTS:-})
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

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

# field KEY LINE: the number after "KEY " in LINE, NA when absent
field() { local v; v=$(echo "$2" | sed -n "s/.*$1 \([0-9]*\).*/\1/p"); echo "${v:-NA}"; }

# first paint: the figure the app prints (ms from process start), median of N
first_paint() {
  local file=$1 values=() i line
  command -v xvfb-run >/dev/null || { echo "  app first paint              skipped (no xvfb-run)"; return; }
  for ((i = 0; i < runs; i++)); do
    line=$(timeout 120 xvfb-run -a -s "-screen 0 1920x1080x24" /usr/bin/time -f 'rss %M' \
        "${jvm[@]}" -cp "$cp" dev.flint.ui.bench.FirstPaintBenchmark "$file" 2>&1 | tr '\n' ' ')
    values+=("$(field first-paint-ms "$line") $(field window-ms "$line") $(field rss "$line") $(field load-done-ms "$line")")
  done
  printf '%s\n' "${values[@]}" | sort -g | awk -v n=$runs 'NR==int((n+1)/2){
    if ($1 == "NA") print "  app first paint              failed (no first-paint line)";
    else printf "  %-28s %7.2f s  (window at %.2f s, load done at %.2f s)  %6.0f MB\n", "app launch->first paint", $1/1000, $2/1000, $4/1000, $3/1024}'
}

echo "bench-cold: $(date -u '+%F %T UTC'), $(nproc) cores, java $(java -version 2>&1 | head -1 | cut -d'"' -f2), node $(node --version 2>/dev/null), runs=$runs"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for file in "${files[@]}"; do
  [ -f "$file" ] || { echo "$file: no such file" >&2; continue; }
  echo
  echo "$file ($(du -h "$file" | cut -f1))"
  run "flint info" "${jvm[@]}" -jar target/flint.jar info "$file"; flint=$(cat "$tmp/last" 2>/dev/null); rm -f "$tmp/last"
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
  [ $app = 1 ] && first_paint "$file"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
