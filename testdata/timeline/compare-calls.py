#!/usr/bin/env python3
"""Compares `flint calls FILE` with the DevTools reference dump of the same file.

usage: compare-calls.py FLINT_CALLS.json REFERENCE_DUMP.json [--events] [--show N]

Per thread (pid:tid) it compares the multiset of JS calls (name, url, ts, dur, depth) - the reference's
tree entries of kind profileCall (its calls that are in the tree), against flint's entries of kind js - and
prints the share of reference calls flint reproduces. Times are compared rounded to 1e-3 us (the engine's
CPU-profile path multiplies milliseconds by 1000). With --events, trace events are compared the same way.
Exit status 1 when a thread is below 99.5 %.
"""
import collections, json, sys

def key(name, url, ts, dur, depth):
    return (name, url, round(ts, 3), round(dur, 3), depth)

def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    events = '--events' in sys.argv
    show = 0
    if '--show' in sys.argv:
        show = int(sys.argv[sys.argv.index('--show') + 1])
        args = [a for a in args if a != str(show)]
    flint = json.load(open(args[0]))
    ref = json.load(open(args[1]))
    flint_threads = {f"{t['pid']}:{t['tid']}": t for t in flint['threads']}
    ok = True
    for rt in ref['threads']:
        k = f"{rt['pid']}:{rt['tid']}"
        if 'tree' in rt:
            ref_calls = [key(e['functionName'], e['url'], e['ts'], e['dur'], e['depth'])
                         for e in rt['tree'] if e['kind'] == 'profileCall']
            ref_events = [key(e['name'], '', e['ts'], e['dur'], e['depth']) for e in rt['tree'] if e['kind'] == 'event']
        else:
            ref_calls = [key(c['functionName'], c['url'], c['ts'], c['dur'], c['depth'])
                         for c in rt['profileCalls'] if c['inTree']]
            ref_events = []
        ft = flint_threads.pop(k, None)
        entries = ft['entries'] if ft else []
        flint_calls = [key(e['name'], e['url'], e['ts'], e['dur'], e['depth']) for e in entries if e['kind'] == 'js']
        flint_events = [key(e['name'], '', e['ts'], e['dur'], e['depth']) for e in entries if e['kind'] == 'event']
        rc, fc = collections.Counter(ref_calls), collections.Counter(flint_calls)
        same = sum((rc & fc).values())
        share = 100.0 * same / len(ref_calls) if ref_calls else (100.0 if not flint_calls else 0.0)
        line = f"{k} {rt.get('name')}: calls ref {len(ref_calls)} flint {len(flint_calls)} identical {same} ({share:.2f} %)"
        if events:
            re_, fe = collections.Counter(ref_events), collections.Counter(flint_events)
            line += f"; events ref {len(ref_events)} flint {len(flint_events)} identical {sum((re_ & fe).values())}"
        print(line)
        if share < 99.5 or (len(flint_calls) - same) > 0.005 * max(1, len(ref_calls)):
            ok = False
        if show:
            for item in list((rc - fc).elements())[:show]:
                print('   only in reference:', item)
            for item in list((fc - rc).elements())[:show]:
                print('   only in flint:    ', item)
    for k in flint_threads:
        print(f"{k}: only in flint ({len(flint_threads[k]['entries'])} entries)")
        ok = False
    sys.exit(0 if ok else 1)

main()
