#!/usr/bin/env bash
# Compares `flint calls` with the DevTools reference engine on every Chrome trace and .cpuprofile in
# ../shared/testdata. Reference dumps are made once with node into target/reference-dumps (git-ignored,
# reused on later runs); SharedReferenceComparisonTest reads the same folder, so after this script has
# run once `mvn test` checks the shared files too (it skips them when the dumps are absent).
# usage: testdata/timeline/compare-shared.sh      (from the repository root, after mvn -q -DskipTests package)
set -euo pipefail
cd "$(dirname "$0")/../.."
shared=${FLINT_SHARED_TESTDATA:-../shared/testdata}
reference=${REFERENCE:-/tmp/reference}
dumps=target/reference-dumps
mkdir -p "$dumps"
if [ ! -d "$reference/node_modules" ]; then
  rm -rf "$reference" && cp -r "$(dirname "$shared")/reference" "$reference" && chmod -R u+w "$reference"
  (cd "$reference" && npm ci --silent)
fi
status=0
while IFS= read -r file; do
  name=$(basename "$file")
  dump="$dumps/$name.dump.json"
  if [ ! -s "$dump" ]; then
    tree=()
    # The 60 s Node profile's tree does not fit in one V8 string: its calls (with depths) suffice.
    if [ "$(stat -c %s "$file")" -gt 1000000 ] && [[ "$name" == *.cpuprofile* ]]; then tree=(--no-tree); fi
    node --max-old-space-size=4000 "$reference/dump-profile-calls.mjs" "$file" "${tree[@]}" --out "$dump" 2>/dev/null
  fi
  java -jar target/flint.jar calls "$file" > "$dumps/$name.flint.json"
  echo "== $name"
  python3 testdata/timeline/compare-calls.py "$dumps/$name.flint.json" "$dump" --events --show 3 || status=1
done < <(find "$shared/chrome-trace" "$shared/cpuprofile" -type f \( -name '*.json' -o -name '*.json.gz' -o -name '*.cpuprofile' -o -name '*.cpuprofile.gz' \) | sort)
exit $status
