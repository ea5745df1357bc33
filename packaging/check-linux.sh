#!/usr/bin/env bash
# Builds Flint's Linux app-image and .deb (mvn -Ppackage) and checks what a user would get:
#  1. the jlink'd runtime holds every JDK module the app's jars use (jdeps);
#  2. the packaged launcher, with no display, loads a real profile whose path has spaces and non-ASCII
#     characters (--smoke), agrees with `flint info` on it, and rejects a broken file in one line; then
#     under Xvfb the window starts and a second launch hands it a file over the single-instance socket;
#  3. the .deb: control fields (Depends on GTK), the menu entry (Exec ... %F, MimeType), the MIME XML
#     (globs, and what GLib/File::MimeInfo then call sample file names), the icons its scripts install;
#     its maintainer scripts run against the unpacked package on a system without XDG menu directories
#     install the menu entry and MIME types where GLib finds a handler for a double-clicked profile, and
#     xdg-mime and gio then name Flint as the handler of every profile type; postinst makes the class-data
#     archive (AppCDS) at the installed paths and the launcher maps it, as the app-image's launcher its own;
#     neither launcher relaunches itself as `java -jar flint.jar` does;
#  4. as root with apt: desktop-file-utils removed, the .deb installed with apt (its dependencies come in),
#     xdg-mime names Flint for a .cpuprofile and `gio open` starts it; then the system is put back.
# Usage: packaging/check-linux.sh [--no-build]   (run by .ci/run after the tests; MVN overrides "mvn -B -q")
set -euo pipefail
cd "$(dirname "$0")/.."

MVN=${MVN:-mvn -B -q}
if [ "${1:-}" != "--no-build" ]; then
  started=$(date +%s)
  $MVN -Ppackage -DskipTests package
  echo "check-linux: built app-image and .deb in $(( $(date +%s) - started )) s"
fi

image=target/jpackage/image/Flint
launcher="$image/bin/Flint"
deb=$(ls target/jpackage/installer/flint_*.deb)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "check-linux: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "check-linux: ok: $*"; }

doc_types="application-x-cpuprofile application-x-chrome-trace text-x-folded-stacks"
mime_types="application/x-cpuprofile application/x-chrome-trace application/x-chrome-trace-gzip text/x-folded-stacks application/x-otlp-profile application/x-perfetto-trace"
icon_sizes="16 32 48 64 128 256"

# ---- 1. runtime modules ----------------------------------------------------------------------------
runtime_modules=$("$image/lib/runtime/bin/java" --list-modules | sed 's/@.*//')
needed=$(jdeps --print-module-deps --ignore-missing-deps --multi-release 17 \
  --module-path target/jpackage/javafx-modules "$image"/lib/app/*.jar 2>/dev/null | grep -v '^Warning' | tail -1)
missing=""
for module in ${needed//,/ } javafx.controls java.desktop; do
  grep -qx "$module" <<<"$runtime_modules" || missing="$missing $module"
done
[ -z "$missing" ] && ok "runtime has every module the app uses ($needed)" || fail "runtime lacks:$missing"
# Only the dev tools (target/flint-bench.jar, never packaged) use JavaFX's Swing interop.
grep -qx javafx.swing <<<"$runtime_modules" && fail "runtime holds javafx.swing, which only the dev tools use" \
  || ok "runtime has no javafx.swing"

# ---- 2. the launcher, headless ---------------------------------------------------------------------
profile_dir="$work/my profiles ü ✓"
profile="$profile_dir/prøfile 1 – ✓.cpuprofile"
mkdir -p "$profile_dir"
cp testdata/cpuprofile/node-small.cpuprofile "$profile"
headless() { env -u DISPLAY -u WAYLAND_DISPLAY LANG=C.UTF-8 LC_ALL= HOME="$work/home" "$@"; }

if smoke=$(headless "$launcher" --smoke "$profile" 2>"$work/smoke.err"); then
  if [[ "$smoke" =~ ^smoke\ ok:\ cpuprofile,\ 1\ thread,\ ([0-9]+)\ samples:\ (.*)$ ]] \
      && [ "${BASH_REMATCH[2]}" = "$profile" ]; then
    samples=${BASH_REMATCH[1]}
    info_samples=$(headless "$launcher" info "$profile" | grep -o '"samples": *[0-9]*' | grep -o '[0-9]*$')
    if [ "$samples" = "$info_samples" ] && [ "$samples" -gt 0 ]; then
      ok "launcher loaded '$profile' headless: $smoke"
    else
      fail "--smoke says $samples samples, 'flint info' through the launcher says '$info_samples'"
    fi
  else
    fail "unexpected --smoke output: $smoke"
  fi
else
  fail "--smoke exited non-zero: $(cat "$work/smoke.err")"
fi

broken="$profile_dir/broken ü.cpuprofile"
head -c 300 testdata/cpuprofile/node-small.cpuprofile > "$broken"
if headless "$launcher" --smoke "$broken" >/dev/null 2>"$work/broken.err"; then
  fail "--smoke accepted a truncated file"
elif [ "$(wc -l <"$work/broken.err")" -eq 1 ] && grep -qF "$broken" "$work/broken.err"; then
  ok "a truncated file fails with one line: $(cat "$work/broken.err")"
else
  fail "a truncated file should give one line naming it, got: $(cat "$work/broken.err")"
fi

# The window itself (JavaFX from the jlink'd runtime) under Xvfb, and a second launch handing it a file
# over the single-instance socket instead of starting another JVM. Skipped without xvfb-run.
if command -v xvfb-run >/dev/null; then
  mkdir -m 700 -p "$work/run"
  XDG_RUNTIME_DIR="$work/run" LANG=C.UTF-8 xvfb-run -a -s "-screen 0 1400x900x24" \
    "$launcher" "$profile" >"$work/gui.log" 2>&1 &
  for _ in $(seq 60); do [ -f "$work/run/flint/instance" ] && break; sleep 0.5; done
  gui_pid=$(sed -n 's/^pid=//p' "$work/run/flint/instance" 2>/dev/null || true)
  if [ -z "$gui_pid" ]; then
    fail "the app did not start under Xvfb: $(cat "$work/gui.log")"
  else
    second=$(XDG_RUNTIME_DIR="$work/run" LANG=C.UTF-8 "$launcher" "$broken" 2>&1) || true
    [ "$second" = "flint: opened 1 file in the running window" ] \
      && ok "a second launch handed its file to the running window and exited" \
      || fail "second launch: $second"
    sleep 8
    if kill -0 "$gui_pid" 2>/dev/null && ! grep -q 'Exception' "$work/gui.log"; then
      ok "the window ran 8 s under Xvfb without an exception"
    else
      fail "the window died or logged an exception: $(cat "$work/gui.log")"
    fi
    kill "$gui_pid" 2>/dev/null || true
  fi
  wait || true
else
  echo "check-linux: skipped: the window under Xvfb (needs xvfb-run)"
fi

# ---- 3. the .deb ----------------------------------------------------------------------------------
dpkg-deb -x "$deb" "$work/root"
dpkg-deb -e "$deb" "$work/control"
[ "$(dpkg-deb -f "$deb" Package)" = flint ] && ok "package name flint" || fail "package name"
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libgtk-3-0 libxtst6 xdg-utils desktop-file-utils shared-mime-info; do
  grep -qw "$dep" <<<"$depends" || fail "Depends lacks $dep: $depends"
done
ok "Depends: $depends"
[ -x "$work/root/opt/flint/bin/Flint" ] && ok "launcher /opt/flint/bin/Flint" || fail "no launcher in the .deb"

desktop="$work/root/opt/flint/lib/flint-Flint.desktop"
if [ -f "$desktop" ]; then
  grep -qx 'Exec=/opt/flint/bin/Flint %F' "$desktop" && ok "menu entry: $(grep ^Exec= "$desktop")" \
    || fail "menu entry Exec: $(grep ^Exec= "$desktop")"
  mime_line=$(grep '^MimeType=' "$desktop" || true)
  for type in $mime_types; do
    grep -q "[=;]$type;" <<<"$mime_line" || fail "menu entry MimeType lacks $type: $mime_line"
  done
  ok "menu entry $mime_line"
  icon=$(sed -n 's/^Icon=//p' "$desktop")
  [ -f "$work/root$icon" ] && ok "menu entry icon $icon" || fail "menu entry icon $icon is not in the package"
  if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$desktop" && ok "desktop-file-validate" || fail "desktop-file-validate"
  fi
else
  fail "no menu entry /opt/flint/lib/flint-Flint.desktop"
fi

xml="$work/root/opt/flint/lib/app/desktop/flint-profiles.xml"
if [ -f "$xml" ]; then
  for glob in '*.cpuprofile' 'Trace-*.json' 'Profile-*.json' 'Trace-*.json.gz' '*.folded' '*.collapsed' '*.otlp' '*.pftrace' '*.perfetto-trace'; do
    grep -qF "<glob pattern=\"$glob\"" "$xml" || fail "MIME XML lacks glob $glob"
  done
  for type in $mime_types; do
    grep -qF "<mime-type type=\"$type\">" "$xml" || fail "MIME XML lacks type $type"
  done
  ok "MIME XML defines $mime_types"
else
  fail "no MIME XML at /opt/flint/lib/app/desktop/flint-profiles.xml"
fi

# What a desktop then calls files by these names (skipped where shared-mime-info or gio are missing).
if [ -f "$xml" ] && command -v update-mime-database >/dev/null && command -v gio >/dev/null; then
  mkdir -p "$work/share/mime/packages" "$work/names"
  cp "$xml" "$work/share/mime/packages/"
  update-mime-database "$work/share/mime" >/dev/null 2>&1
  cp testdata/cpuprofile/node-small.cpuprofile "$work/names/x y.cpuprofile"
  printf '{"traceEvents":[\n{"ph":"M","name":"thread_name","pid":1,"tid":1,"args":{"name":"main"}}]}\n' \
    > "$work/names/Trace-20250101T120000.json"
  cp "$work/names/Trace-20250101T120000.json" "$work/names/trace from perfetto.json"
  printf '{"name": "some-package", "version": "1.0.0"}\n' > "$work/names/package.json"
  printf 'main;a;b 3\n' > "$work/names/perf.folded"
  cp testdata/otlp/agent.otlp "$work/names/cpu profile.otlp"
  gzip -dc testdata/perfetto/chrome-page.pftrace.gz > "$work/names/page load.pftrace"
  cp "$work/names/page load.pftrace" "$work/names/trace.perfetto-trace"
  expect() { # name type
    local got
    got=$(XDG_DATA_HOME="$work/share" gio info -a standard::content-type "$work/names/$1" 2>/dev/null \
      | sed -n 's/.*standard::content-type: //p')
    [ "$got" = "$2" ] && ok "GLib calls '$1' $got" || fail "GLib calls '$1' $got, expected $2"
  }
  expect "x y.cpuprofile" application/x-cpuprofile
  expect "Trace-20250101T120000.json" application/x-chrome-trace
  expect "trace from perfetto.json" application/x-chrome-trace
  expect "package.json" application/json
  expect "perf.folded" text/x-folded-stacks
  expect "cpu profile.otlp" application/x-otlp-profile
  expect "page load.pftrace" application/x-perfetto-trace
  expect "trace.perfetto-trace" application/x-perfetto-trace
else
  echo "check-linux: skipped: MIME resolution (needs update-mime-database and gio)"
fi

# The icons the maintainer scripts install, at every size they ask for, really that size.
for type in $doc_types; do
  for size in $icon_sizes; do
    png="$work/root/opt/flint/lib/app/desktop/icons/hicolor/${size}x${size}/mimetypes/$type.png"
    if [ ! -f "$png" ]; then
      fail "missing icon $type ${size}px"
    elif [ "$(od -An -tu1 -j16 -N8 "$png" | awk '{print $3 * 256 + $4 "x" $7 * 256 + $8}')" != "${size}x${size}" ]; then
      fail "icon $type is not ${size}x${size}"
    fi
  done
done
ok "document icons $doc_types at $icon_sizes px"

for script in postinst prerm; do
  sh -n "$work/control/$script" || fail "$script is not valid sh"
  grep -q 'xdg-mime install --mode system "$desktop/flint-profiles.xml"\|xdg-mime uninstall --mode system "$desktop/flint-profiles.xml"' \
    "$work/control/$script" || fail "$script does not (un)register the MIME types"
  grep -q 'xdg-desktop-menu' "$work/control/$script" || fail "$script does not (un)install the menu entry"
done
ok "postinst/prerm parse and register the menu entry, MIME types and icons"

# Run the maintainer scripts against stand-ins for xdg-utils and ln that log their arguments, with the
# menu step failing the way it does on a machine without XDG menu directories (exit 3): the install must
# still succeed, and every file the scripts hand to xdg-utils must be in the package.
mkdir -p "$work/shims"
for tool in xdg-mime xdg-icon-resource ln; do
  printf '#!/bin/sh\necho "%s $*" >> "%s"\n' "$tool" "$work/calls" > "$work/shims/$tool"
done
printf '#!/bin/sh\necho "xdg-desktop-menu $*" >> "%s"\nexit 3\n' "$work/calls" > "$work/shims/xdg-desktop-menu"
chmod +x "$work/shims"/*
# DPKG_ROOT points the scripts' own installs (the menu entry and MIME types under /usr/share) at the
# unpacked package, as dpkg does for a chrootless install: a clean system with no XDG menu directories.
if DPKG_ROOT="$work/root" PATH="$work/shims:$PATH" sh "$work/control/postinst" configure 2>"$work/postinst.err"; then
  ok "postinst configure succeeds when the menu directories are missing ($(cat "$work/postinst.err"))"
else
  fail "postinst configure failed: $(cat "$work/postinst.err")"
fi
# Where xdg-desktop-menu installed nothing, the entry and the types must still be where desktops look
# for a double-clicked file's handler.
shared="$work/root/usr/share"
cmp -s "$shared/applications/flint-Flint.desktop" "$desktop" \
  && ok "menu entry installed as /usr/share/applications/flint-Flint.desktop without XDG menu directories" \
  || fail "no menu entry in /usr/share/applications after postinst"
cmp -s "$shared/mime/packages/flint-profiles.xml" "$xml" \
  && ok "MIME types installed as /usr/share/mime/packages/flint-profiles.xml" \
  || fail "no MIME types in /usr/share/mime/packages after postinst"
# The handler index desktops read (built by postinst where desktop-file-utils is installed).
if command -v update-desktop-database >/dev/null; then
  grep -q '^application/x-cpuprofile=.*flint-Flint.desktop' "$shared/applications/mimeinfo.cache" 2>/dev/null \
    && ok "after install, mimeinfo.cache names flint-Flint.desktop for application/x-cpuprofile" \
    || fail "after install, mimeinfo.cache has no handler for application/x-cpuprofile"
else
  fail "cannot check the handler index: update-desktop-database is missing (install desktop-file-utils, as .ci/run does)"
fi
# Which application a desktop opens a double-clicked profile with, asked the way desktops ask, with only
# the installed files in view (no user or system mimeapps.list): xdg-utils' own query, then GLib's.
clean_xdg() { env -u XDG_CURRENT_DESKTOP -u DESKTOP_SESSION -u KDE_FULL_SESSION -u GNOME_DESKTOP_SESSION_ID \
  XDG_DATA_DIRS="$1" XDG_DATA_HOME="$work/empty-home" XDG_CONFIG_HOME="$work/empty-config" \
  XDG_CONFIG_DIRS="$work/empty-config" "${@:2}"; }
mkdir -p "$work/empty-home" "$work/empty-config"
if command -v xdg-mime >/dev/null; then
  for type in $mime_types; do
    got=$(clean_xdg "$shared" xdg-mime query default "$type" 2>&1 || true)
    [ "$got" = flint-Flint.desktop ] && ok "after install, xdg-mime query default $type: $got" \
      || fail "after install, xdg-mime query default $type gives '$got', expected flint-Flint.desktop"
  done
else
  fail "cannot ask for the default handler: xdg-mime is missing (xdg-utils)"
fi
# GLib lists an application only when its Exec program exists: ask it about a copy of the installed entry
# whose Exec is the unpacked launcher.
if command -v gio >/dev/null && command -v update-desktop-database >/dev/null; then
  mkdir -p "$work/glib/applications"
  sed "s|^Exec=/opt/flint/bin/Flint|Exec=$work/root/opt/flint/bin/Flint|" "$shared/applications/flint-Flint.desktop" \
    > "$work/glib/applications/flint-Flint.desktop"
  update-desktop-database -q "$work/glib/applications"
  cp -r "$shared/mime" "$work/glib/mime"
  glib_says=$(clean_xdg "$work/glib" gio mime application/x-cpuprofile 2>&1 || true)
  grep -q 'flint-Flint.desktop' <<<"$glib_says" \
    && ok "after install, gio mime application/x-cpuprofile: $(tr '\n' ' ' <<<"$glib_says" | tr -s ' ')" \
    || fail "after install, GLib knows no handler for application/x-cpuprofile: $glib_says"
else
  fail "cannot ask GLib for the handler: gio (libglib2.0-bin) or update-desktop-database is missing"
fi
if command -v update-mime-database >/dev/null && command -v gio >/dev/null; then
  got=$(XDG_DATA_DIRS="$shared" XDG_DATA_HOME="$work/empty-home" gio info -a standard::content-type \
    "$work/names/x y.cpuprofile" 2>/dev/null | sed -n 's/.*standard::content-type: //p')
  [ "$got" = application/x-cpuprofile ] && ok "after install, GLib calls a .cpuprofile $got" \
    || fail "after install, GLib calls a .cpuprofile '$got'"
fi
# The class-data archive (AppCDS): the .deb carries only the class list; postinst made the archive at the
# unpacked paths. -Xshare:on makes a launcher fail loudly when the archive cannot be mapped, and the class
# log says where Flint's own classes came from.
cds_used() {
  rm -f "$work/cds.log"
  headless env JAVA_TOOL_OPTIONS="-Xshare:on -Xlog:class+load=info:file=$work/cds.log" "$1" info "$profile" \
      >/dev/null 2>"$work/cds.err" && grep -q "dev.flint.Main source: shared objects file" "$work/cds.log"
}
jsa="$work/root/opt/flint/lib/app/flint.jsa"
dpkg-deb -c "$deb" > "$work/deb-contents"
if grep -q 'flint\.jsa$' "$work/deb-contents"; then
  fail "the .deb carries a class-data archive made for the build tree's paths"
elif grep -q 'lib/app/flint\.classlist$' "$work/deb-contents"; then
  ok "the .deb carries the class list, not an archive"
else
  fail "the .deb has no lib/app/flint.classlist"
fi
if [ -f "$jsa" ] && cds_used "$work/root/opt/flint/bin/Flint"; then
  ok "postinst made the class-data archive ($(du -h "$jsa" | cut -f1)); the installed launcher maps it (-Xshare:on) and loads Flint's classes from it"
else
  fail "the installed launcher does not use postinst's class-data archive: $(tail -3 "$work/cds.err" 2>/dev/null)"
fi
if [ -f "$image/lib/app/flint.jsa" ] && cds_used "$launcher"; then
  ok "the app-image's launcher maps its class-data archive and loads Flint's classes from it"
else
  fail "the app-image's launcher does not use its class-data archive: $(tail -3 "$work/cds.err" 2>/dev/null)"
fi
# The launchers pass their own flags: they never relaunch as `java -jar flint.jar` does (README "Performance").
never_relaunches() {
  headless env -u JAVA_TOOL_OPTIONS -u _JAVA_OPTIONS -u JDK_JAVA_OPTIONS FLINT_RELAUNCH_DEBUG=1 "$1" info "$profile" \
      >/dev/null 2>"$work/relaunch.err" \
    && grep -q "InProcess\[reason=the packaged app's launcher passes its own flags\]" "$work/relaunch.err" \
    && ! grep -q "flint-relaunch: child" "$work/relaunch.err"
}
for which in "$work/root/opt/flint/bin/Flint" "$launcher"; do
  never_relaunches "$which" && ok "$which runs Flint in its own JVM (no relaunch)" \
    || fail "$which relaunches or failed: $(tail -3 "$work/relaunch.err")"
done
DPKG_ROOT="$work/root" PATH="$work/shims:$PATH" sh "$work/control/prerm" remove 2>/dev/null || fail "prerm remove failed"
[ ! -e "$jsa" ] && ok "prerm removes the class-data archive" || fail "prerm left $jsa"
[ ! -e "$shared/applications/flint-Flint.desktop" ] && [ ! -e "$shared/mime/packages/flint-profiles.xml" ] \
  && ok "prerm removes the menu entry and MIME types it installed" \
  || fail "prerm left $(ls "$shared/applications" "$shared/mime/packages" 2>&1 | tr '\n' ' ')"
unpackaged=""
for installed in $(grep -o '/opt/flint/[^ ]*' "$work/calls" | sort -u); do
  [ -e "$work/root$installed" ] || unpackaged="$unpackaged $installed"
done
[ -z "$unpackaged" ] || fail "the maintainer scripts name files the package lacks:$unpackaged"
for expected in "xdg-mime install --mode system /opt/flint/lib/app/desktop/flint-profiles.xml" \
    "xdg-mime uninstall --mode system /opt/flint/lib/app/desktop/flint-profiles.xml" \
    "xdg-desktop-menu install /opt/flint/lib/flint-Flint.desktop" \
    "xdg-icon-resource install --noupdate --mode system --context mimetypes --size 128 /opt/flint/lib/app/desktop/icons/hicolor/128x128/mimetypes/application-x-chrome-trace.png application-x-chrome-trace" \
    "xdg-icon-resource uninstall --noupdate --mode system --context mimetypes --size 16 text-x-folded-stacks"; do
  grep -qxF "$expected" "$work/calls" || fail "maintainer scripts did not run: $expected"
done
ok "maintainer scripts ran $(wc -l <"$work/calls") xdg-utils/ln commands, all on files in the package"

# ---- 4. a real install on a system without desktop-file-utils --------------------------------------
# apt installs the .deb and what it depends on; then the desktop's own tools, with no help from this
# script, must name Flint for a double-clicked profile and `gio open` must start it. Only as root with apt
# (CI's container); the system gets back what it had (desktop-file-utils, no flint).
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null && command -v dpkg-query >/dev/null; then
  had_dfu=$(dpkg-query -W -f='${Status}' desktop-file-utils 2>/dev/null | grep -c 'install ok installed' || true)
  export DEBIAN_FRONTEND=noninteractive
  apt-get remove -y -qq desktop-file-utils >/dev/null 2>&1 || true
  if command -v update-desktop-database >/dev/null; then
    fail "could not remove desktop-file-utils before the real install"
  elif apt-get install -y -qq "$(realpath "$deb")" >"$work/apt.log" 2>&1; then
    ok "apt installed the .deb on a system without desktop-file-utils"
    command -v update-desktop-database >/dev/null && ok "apt brought desktop-file-utils in as a dependency" \
      || fail "desktop-file-utils did not come with the .deb"
    real_env() { env -u XDG_CURRENT_DESKTOP -u DESKTOP_SESSION -u XDG_DATA_HOME -u XDG_DATA_DIRS \
      XDG_CONFIG_HOME="$work/empty-config" HOME="$work/real-home" "$@"; }
    mkdir -p "$work/real-home"
    got=$(real_env xdg-mime query default application/x-cpuprofile 2>&1 || true)
    [ "$got" = flint-Flint.desktop ] && ok "installed: xdg-mime query default application/x-cpuprofile: $got" \
      || fail "installed: xdg-mime query default application/x-cpuprofile gives '$got'"
    if command -v gio >/dev/null && command -v xvfb-run >/dev/null; then
      cp "$profile" "$work/real-home/double-clicked.cpuprofile"
      # gio open returns once the application is started; the launcher then runs until it is stopped.
      real_env xvfb-run -a sh -c "gio open '$work/real-home/double-clicked.cpuprofile' && sleep 8 \
        && pgrep -f '/opt/flint/(bin/Flint|lib/runtime/bin/java)' >/dev/null && echo FLINT_RUNNING" \
        >"$work/gio.log" 2>&1 || true
      grep -q FLINT_RUNNING "$work/gio.log" && ok "installed: gio open x.cpuprofile started /opt/flint/bin/Flint" \
        || fail "installed: gio open x.cpuprofile started no Flint: $(head -c 300 "$work/gio.log" | tr '\n' ' ')"
      for pid in $(pgrep -f '/opt/flint/bin/Flint' || true); do kill "$pid" 2>/dev/null || true; done
    fi
    apt-get remove -y -qq flint >/dev/null 2>&1 || fail "could not remove the installed flint"
  else
    fail "apt could not install the .deb: $(tail -3 "$work/apt.log")"
  fi
  if [ "$had_dfu" -gt 0 ] && ! command -v update-desktop-database >/dev/null; then
    apt-get install -y -qq desktop-file-utils >/dev/null 2>&1 || fail "could not reinstall desktop-file-utils"
  fi
else
  echo "check-linux: skipped: the real install (needs root and apt-get)"
fi

echo "check-linux: app-image $(du -sh "$image" | cut -f1), runtime $(du -sh "$image/lib/runtime" | cut -f1)," \
  ".deb $(du -h "$deb" | cut -f1) ($deb)"
if [ "$failures" -gt 0 ]; then
  echo "check-linux: $failures check(s) failed" >&2
  exit 1
fi
echo "check-linux: all checks passed"
