#!/usr/bin/env bash
# Renders the committed icons in assets/ from the SVG sources here. Needs rsvg-convert
# (Debian: apt-get install librsvg2-bin) and a JDK 11+. Run it after editing an SVG; the outputs are
# committed, so builds never need these tools.
set -euo pipefail
src="$(cd "$(dirname "$0")" && pwd)"
assets="$(dirname "$src")"
hicolor="$assets/icons/hicolor"

render() { # svg size out
  mkdir -p "$(dirname "$3")"
  rsvg-convert --width "$2" --height "$2" --keep-aspect-ratio "$1" --output "$3"
}

# The app icon: the 32-unit redraw up to 32 px, the full drawing above.
for size in 16 24 32 48 64 128 256 512; do
  svg="$src/flint.svg"; [ "$size" -le 32 ] && svg="$src/flint-small.svg"
  render "$svg" "$size" "$hicolor/${size}x${size}/apps/flint.png"
done

# Document icons, named after their MIME types as icon themes expect.
doc_types="application-x-cpuprofile application-x-chrome-trace text-x-folded-stacks"
for type in $doc_types; do
  for size in 16 32 48 64 128 256; do
    render "$src/$type.svg" "$size" "$hicolor/${size}x${size}/mimetypes/$type.png"
  done
done

# macOS and Windows containers (the Retina 1024 px type is left out to keep the files small).
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
app_pngs() { for s in "$@"; do echo "$hicolor/${s}x${s}/apps/flint.png"; done; }
java "$src/IconContainers.java" "$assets/flint.icns" $(app_pngs 16 32 64 128 256 512)
java "$src/IconContainers.java" "$assets/flint.ico" $(app_pngs 16 24 32 48 64 256)
for type in $doc_types; do
  pngs() { for s in "$@"; do echo "$hicolor/${s}x${s}/mimetypes/$type.png"; done; }
  java "$src/IconContainers.java" "$assets/$type.icns" $(pngs 16 32 64 128 256)
  java "$src/IconContainers.java" "$assets/$type.ico" $(pngs 16 32 48 256)
done
