#!/usr/bin/env bash
# Writes FILE.expected.json.gz for each FILE given: what the DevTools trace engine (../shared/reference, run
# from a writable copy with its pinned npm packages) computes for it, reduced to the entries `flint calls`
# prints: per thread DevTools shows, the entry tree in pre-order as [kind, name, url, ts, dur, depth].
# TimelineCapturesTest compares Flint against these files; it needs neither node nor ../shared.
set -euo pipefail
cd "$(dirname "$0")"
reference=${REFERENCE:-/tmp/reference}
if [ ! -d "$reference/node_modules" ]; then
  rm -rf "$reference" && cp -r ../../../shared/reference "$reference" && chmod -R u+w "$reference"
  (cd "$reference" && npm ci --silent)
fi
for file in "$@"; do
  node --max-old-space-size=4000 "$reference/dump-profile-calls.mjs" "$PWD/$file" --out "$PWD/$file.dump.tmp"
  python3 - "$file.dump.tmp" "$file.expected.json" <<'PY'
import json, sys
dump = json.load(open(sys.argv[1]))
threads = []
for t in dump['threads']:
    entries = []
    for e in t['tree']:
        if e['kind'] == 'profileCall':
            entries.append(['js', e['functionName'], e['url'], e['ts'], e['dur'], e['depth']])
        else:
            entries.append(['event', e['name'], e.get('url', ''), e['ts'], e['dur'], e['depth']])
    threads.append({'pid': t['pid'], 'tid': t['tid'], 'entries': entries})
with open(sys.argv[2], 'w') as out:
    out.write('{"engine": %s, "threads": [\n' % json.dumps(dump['engine']))
    for i, t in enumerate(threads):
        out.write('{"pid": %d, "tid": %d, "entries": [\n' % (t['pid'], t['tid']))
        out.write(',\n'.join(json.dumps(e, ensure_ascii=False) for e in t['entries']))
        out.write('\n]}' + (',\n' if i + 1 < len(threads) else '\n'))
    out.write(']}\n')
PY
  rm "$file.dump.tmp"
  gzip -9nf "$file.expected.json"
done
