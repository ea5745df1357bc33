#!/usr/bin/env bash
# Makes target/flint.jsa, an AppCDS archive (a static one, -Xshare:dump) of the classes Flint loads on its way
# to a first answer: `flint info` on a trace and a .cpuprofile (engine, Jackson, importers, timeline), and,
# when xvfb-run is there, the app's launch to its first painted flame chart (JavaFX, the window).
# Use it with the same JDK and the same jar paths it was made with (CDS checks both; a mismatch only
# turns it off, with no error):
#   java -XX:SharedArchiveFile=target/flint.jsa -jar target/flint.jar info FILE
#   java -XX:SharedArchiveFile=target/flint.jsa -jar target/flint.jar FILE
# `java -jar target/flint.jar` makes and uses archives of its own (README "Performance": the relaunch); this
# one is for the packaged app's options in tools/bench-cold.sh (FLINT_JAVA_OPTS), which never relaunch.
# Build first: mvn -q -o -DskipTests package.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f target/flint.jar ] || { echo "build first: mvn -q -o -DskipTests package" >&2; exit 2; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
unzip -p target/flint.jar dev/flint/ui/sample.cpuprofile > "$work/sample.cpuprofile"
trace=testdata/timeline/chromium-startup.json.gz
# One class list from every run: the CLI (-jar, its manifest class path) and the app through the same jar.
java -XX:DumpLoadedClassList="$work/cli.classlist" -Dflint.relaunch=false -jar target/flint.jar info "$trace" >/dev/null
java -XX:DumpLoadedClassList="$work/cli2.classlist" -Dflint.relaunch=false -jar target/flint.jar info "$work/sample.cpuprofile" >/dev/null
if command -v xvfb-run >/dev/null; then
  timeout 120 xvfb-run -a -s "-screen 0 1920x1080x24" java -XX:DumpLoadedClassList="$work/app.classlist" \
      -cp target/flint.jar:target/flint-bench.jar dev.flint.ui.bench.FirstPaintBenchmark "$trace" >/dev/null 2>&1 \
    || echo "make-cds: the app run failed; the archive has the CLI's classes only" >&2
fi
cat "$work"/*.classlist | sort -u > "$work/all.classlist"
java -Xshare:dump -XX:SharedClassListFile="$work/all.classlist" -XX:SharedArchiveFile=target/flint.jsa \
    -cp target/flint.jar >/dev/null
echo "target/flint.jsa: $(du -h target/flint.jsa | cut -f1), $(wc -l < "$work/all.classlist") classes listed"
