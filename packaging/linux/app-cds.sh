#!/bin/sh
# The packaged app's AppCDS archive (class-data sharing): the JDK, JavaFX and Flint classes the app loads
# on its way to a first answer, parsed and verified once and mapped from APP_ROOT/lib/app/flint.jsa at each
# start. The launcher passes -XX:SharedArchiveFile=$APPDIR/flint.jsa (packaging/build.xml).
#
#   app-cds.sh list APP_ROOT FILE...   build time: runs APP_ROOT's runtime on each FILE (`flint info`) and,
#                                      under xvfb-run when there is one and FLINT_BENCH_JAR names the build's
#                                      target/flint-bench.jar, the window's first paint of the first FILE
#                                      (the first-paint benchmark, which the app-image does not carry, run in
#                                      place of the window); writes the classes they load to lib/app/flint.classlist
#   app-cds.sh dump APP_ROOT           writes lib/app/flint.jsa from that list with APP_ROOT's own runtime,
#                                      class path and options (the .deb's postinst runs it at /opt/flint)
#
# JDK 17's CDS checks the runtime and every jar path it was made with and silently ignores an archive made
# elsewhere: an archive made in the build tree is no use at /opt/flint, so the .deb carries only the list
# and its postinst makes the archive where the app is installed. POSIX sh: it runs from postinst.
set -e
mode=$1
root=$2
[ -n "$mode" ] && [ -n "$root" ] || { echo "usage: app-cds.sh list|dump APP_ROOT [FILE...]" >&2; exit 2; }
shift 2
app="$root/lib/app"
java="$root/lib/runtime/bin/java"
cfg="$app/Flint.cfg"
[ -f "$cfg" ] && [ -x "$java" ] || { echo "app-cds.sh: $root is not a Flint app-image" >&2; exit 2; }

# The launcher's class path, $APPDIR expanded, in the launcher's order (CDS compares it entry by entry).
classpath=$(APP="$app" awk 'index($0, "app.classpath=$APPDIR") == 1 {
    printf "%s%s%s", sep, ENVIRON["APP"], substr($0, length("app.classpath=$APPDIR") + 1); sep = ":" }' "$cfg")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The FILEs, one per line (paths may hold spaces), before the arguments are reused for the options.
for file in "$@"; do printf '%s\n' "$file"; done > "$work/files"
# The launcher's JVM options but the archive itself, as arguments (one per line in the .cfg).
set --
while IFS= read -r line; do
    case "$line" in
        java-options=-XX:SharedArchiveFile=*) ;;
        java-options=*) set -- "$@" "${line#java-options=}" ;;
    esac
done < "$cfg"

case "$mode" in
    list)
        n=0
        first=""
        while IFS= read -r file; do
            n=$((n + 1))
            [ -n "$first" ] || first=$file
            "$java" -XX:DumpLoadedClassList="$work/cli-$n.classlist" -Dflint.relaunch=false "$@" -cp "$classpath" dev.flint.Main info "$file" \
                > /dev/null 2> "$work/info.err" < /dev/null || { cat "$work/info.err" >&2; exit 1; }
        done < "$work/files"
        if command -v xvfb-run > /dev/null && [ -n "$first" ] && [ -f "${FLINT_BENCH_JAR:-}" ]; then
            mkdir -p "$work/home"
            HOME="$work/home" timeout 120 xvfb-run -a -s "-screen 0 1920x1080x24" "$java" \
                -XX:DumpLoadedClassList="$work/app.classlist" -Dflint.relaunch=false \
                -Dflint.launchInstead=dev.flint.ui.bench.FirstPaintBenchmark "$@" -cp "$classpath:$FLINT_BENCH_JAR" \
                dev.flint.Main --new-instance "$first" > /dev/null 2>&1 \
                || echo "app-cds.sh: the window's run failed; the list has the command line's classes only" >&2
        fi
        cat "$work"/*.classlist | sort -u > "$app/flint.classlist"
        echo "app-cds.sh: $(wc -l < "$app/flint.classlist") classes in $app/flint.classlist"
        ;;
    dump)
        [ -f "$app/flint.classlist" ] || { echo "app-cds.sh: no $app/flint.classlist" >&2; exit 1; }
        rm -f "$app/flint.jsa"
        if ! "$java" -Xshare:dump -XX:SharedClassListFile="$app/flint.classlist" -XX:SharedArchiveFile="$app/flint.jsa" \
                "$@" -cp "$classpath" > "$work/dump.log" 2>&1; then
            tail -5 "$work/dump.log" >&2
            rm -f "$app/flint.jsa"
            exit 1
        fi
        ;;
    *)
        echo "usage: app-cds.sh list|dump APP_ROOT [FILE...]" >&2
        exit 2
        ;;
esac
