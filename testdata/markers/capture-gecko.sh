#!/usr/bin/env bash
# Captures testdata/markers/firefox-user-timing.json.gz: a raw Gecko profile of user-timing.html?close in a
# headless firefox-esr (startup profiling of the main threads, written at shutdown), so its markers table
# holds the page's UserTiming marks/measures beside DOMEvent and Firefox's own markers.
# Usage: testdata/markers/capture-gecko.sh    (needs firefox-esr and gzip)
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
PREFS
# Only the last second of the main thread of each process is kept, so the file stays small.
MOZ_PROFILER_STARTUP=1 \
MOZ_PROFILER_STARTUP_FEATURES=js,cpu \
MOZ_PROFILER_STARTUP_INTERVAL=5 \
MOZ_PROFILER_STARTUP_DURATION=1 \
MOZ_PROFILER_STARTUP_FILTERS=GeckoMain \
MOZ_PROFILER_SHUTDOWN="$work/profile.json" \
  timeout 120 firefox-esr --headless --new-instance --no-remote --profile "$work/profile" \
  "file://$here/user-timing.html?close" >"$work/firefox.log" 2>&1 || true
if [ ! -s "$work/profile.json" ]; then
  echo "firefox did not write a profile; its log:" >&2
  cat "$work/firefox.log" >&2
  exit 1
fi
gzip -9 -n -c "$work/profile.json" > "$here/firefox-user-timing.json.gz"
firefox-esr --version
ls -l "$here/firefox-user-timing.json.gz"
