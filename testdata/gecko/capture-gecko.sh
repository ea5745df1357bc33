#!/usr/bin/env bash
# Captures testdata/gecko/firefox-small.json.gz with the Gecko profiler of a headless firefox-esr
# (Debian package): startup profiling of the main threads while workload.html runs for about a second;
# the page closes its window, Firefox shuts down and writes the raw (unprocessed) profile.
# Usage: testdata/gecko/capture-gecko.sh    (needs firefox-esr and gzip)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/profile"
cat > "$work/profile/user.js" <<'PREFS'
user_pref("dom.allow_scripts_to_close_windows", true);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("app.update.enabled", false);
user_pref("extensions.autoDisableScopes", 15);
PREFS
# Only the last 2 seconds (the workload and shutdown) of the main threads are kept, so the file stays small.
MOZ_PROFILER_STARTUP=1 \
MOZ_PROFILER_STARTUP_FEATURES=js,stackwalk,cpu \
MOZ_PROFILER_STARTUP_INTERVAL=5 \
MOZ_PROFILER_STARTUP_DURATION=2 \
MOZ_PROFILER_STARTUP_FILTERS=GeckoMain \
MOZ_PROFILER_SHUTDOWN="$work/profile.json" \
  timeout 120 firefox-esr --headless --new-instance --no-remote --profile "$work/profile" \
  "file://$here/workload.html" >"$work/firefox.log" 2>&1 || true
if [ ! -s "$work/profile.json" ]; then
  echo "firefox did not write a profile; its log:" >&2
  cat "$work/firefox.log" >&2
  exit 1
fi
gzip -9 -c "$work/profile.json" > "$here/firefox-small.json.gz"
# The exported symbols of the C library the profile's libc.so.6 frames point into, as nm output for
# symbolication tests (Debian's firefox-esr libraries themselves are stripped).
nm -D --defined-only -S /lib/x86_64-linux-gnu/libc.so.6 > "$here/libc.so.6.nm"
firefox-esr --version
ls -l "$here/firefox-small.json.gz"
