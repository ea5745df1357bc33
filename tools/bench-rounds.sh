#!/usr/bin/env bash
# Interleaved rounds of `flint info FILE` (this build, through the README's command and its relaunch), the same
# with another build's jar, and `gzip -dc FILE`, one after the other in each round: on a host whose speed drifts
# within minutes, a drift then lands on every command of a round, not on one build's block of runs (as in
# tools/bench-cold.sh). Each line: wall and CPU seconds (user + system), peak RSS, and the load average.
#
#   tools/bench-rounds.sh [--rounds N] [--baseline TARGET_DIR] FILE
#
# TARGET_DIR is another build's target/ (flint.jar with its lib/ beside it, e.g. a copy of an earlier commit's
# target/). Each build gets an archive cache of its own; a first, unprinted run makes it. Build first:
# mvn -q -o -DskipTests package.
set -uo pipefail
cd "$(dirname "$0")/.."
rounds=3
baseline=
while [ $# -gt 1 ]; do
  case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --baseline) baseline=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[ $# -eq 1 ] || { echo "usage: tools/bench-rounds.sh [--rounds N] [--baseline TARGET_DIR] FILE" >&2; exit 2; }
file=$1
[ -f target/flint.jar ] || { echo "build first: mvn -q -o -DskipTests package" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
builds=(this); [ -n "$baseline" ] && builds+=(baseline)
jar_of() { if [ "$1" = this ]; then echo target/flint.jar; else echo "$baseline/flint.jar"; fi; }
for build in "${builds[@]}"; do   # the relaunch's archive, made once per build and not timed
  XDG_CACHE_HOME="$tmp/cache-$build" java -jar "$(jar_of "$build")" info "$file" > /dev/null 2>&1
done
# The two builds swap places every round: on this project's VM the first java run after gzip is slower (0.1-0.2 s and
# 0.2-0.3 CPU s on the 1 GB trace, the same jar in both places, 30 Nov): the host takes freed memory back, and the
# second run reuses pages the first just freed. Compare a build's odd rounds with the other's even ones too.
for ((round = 1; round <= rounds; round++)); do
  order=("${builds[@]}")
  if [ ${#builds[@]} -eq 2 ] && [ $((round % 2)) -eq 0 ]; then order=(baseline this); fi
  for what in "${order[@]}" gzip; do
    if [ "$what" = gzip ]; then command=(gzip -dc "$file")
    else command=(env XDG_CACHE_HOME="$tmp/cache-$what" java -jar "$(jar_of "$what")" info "$file"); fi
    if ! /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" "${command[@]}" > /dev/null 2> "$tmp/err"; then
      echo "round $round $what: failed: $(tail -1 "$tmp/err")"; continue
    fi
    read -r wall user system rss < "$tmp/time"
    printf 'round %d  %-8s  %6.2f s  cpu %6.2f s  %5d MB  load %s\n' "$round" "$what" "$wall" \
      "$(awk -v u="$user" -v s="$system" 'BEGIN{print u + s}')" $((rss / 1024)) "$(cut -d' ' -f1 /proc/loadavg)"
  done
done
