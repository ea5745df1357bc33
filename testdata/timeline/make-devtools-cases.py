#!/usr/bin/env python3
"""Restates the DevTools unit cases (../shared/reference/unit-cases.json) as Flint fixtures.

Run once, from the repository root:
    python3 testdata/timeline/make-devtools-cases.py ../shared/reference/unit-cases.json

For each case it writes, under src/test/resources/dev/flint/timeline/devtools-cases/:
  ID.json or ID.cpuprofile  the input as a file Flint loads (a Chrome trace, or a V8 CPU profile)
  ID.txt                    "# source", "runner: NAME", then the engine's output in a text form

The engine's output is the case's `actual` (what @paulirish/trace_engine 0.0.65 computed; for the cases
that are DevTools tests it equals their expectation). DevToolsCasesTest loads each input with Flint
and prints the same text. Profiles given to the integrator directly become a Profile event plus one
ProfileChunk on pid 0 / tid 0, as a trace would carry them; CPUProfileDataModel cases become a trace
with one CpuProfile event (or a .cpuprofile file for the forEachFrame cases, the path DevTools takes
for those files).
"""
import json, os, sys

OUT = 'src/test/resources/dev/flint/timeline/devtools-cases'


def js(x):
    """A number as JavaScript prints it (the cases' values are small)."""
    if isinstance(x, bool):
        return 'true' if x else 'false'
    if isinstance(x, int) or (isinstance(x, float) and x == int(x) and abs(x) < 1e21):
        return str(int(x))
    return repr(x)


def profile_trace(profile, events, profile_id='fake-profile-id'):
    data = {'cpuProfile': {'nodes': profile['nodes'], 'samples': profile.get('samples', [])},
            'timeDeltas': profile.get('timeDeltas', [])}
    if 'traceIds' in profile:
        data['cpuProfile']['trace_ids'] = profile['traceIds']
    head = [{'name': 'Profile', 'ph': 'P', 'pid': 0, 'tid': 0, 'ts': profile['startTime'], 'id': profile_id,
             'cat': 'disabled-by-default-v8.cpu_profiler', 'args': {'data': {'startTime': profile['startTime']}}},
            {'name': 'ProfileChunk', 'ph': 'P', 'pid': 0, 'tid': 0, 'ts': profile['startTime'], 'id': profile_id,
             'cat': 'disabled-by-default-v8.cpu_profiler', 'args': {'data': data}}]
    return head + events


def cpu_profile_event_trace(profile):
    start = profile['startTime']
    return [{'name': 'CpuProfile', 'ph': 'X', 'pid': 0, 'tid': 0, 'ts': start, 'dur': 0, 'id': '0x1',
             'cat': 'disabled-by-default-devtools.timeline', 'args': {'data': {'cpuProfile': profile}}}]


def write(case_id, source, runner, data, ext, lines):
    with open(os.path.join(OUT, case_id + ext), 'w') as f:
        json.dump(data, f, indent=1)
        f.write('\n')
    with open(os.path.join(OUT, case_id + '.txt'), 'w') as f:
        f.write('# ' + source + '\n')
        f.write('runner: ' + runner + '\n')
        for line in lines:
            f.write(line.rstrip() + '\n')


def main():
    cases = {c['id']: c for c in json.load(open(sys.argv[1]))['cases']}
    os.makedirs(OUT, exist_ok=True)
    for cid, c in cases.items():
        inp, actual, runner, src = c['input'], c['actual'], c['runner'], c['source']
        if cid == 'SI-1':
            write(cid, src, 'sample-calls', profile_trace(inp['profile'], []), '.json',
                  [f'{r[0]} {js(r[1])} {js(r[2])} {r[3]} {r[4]}' for r in actual])
        elif cid == 'SI-2':
            write(cid, src, 'sample-stacks', profile_trace(inp['profile'], []), '.json',
                  [f'{js(r[0])} {js(r[1])} ' + ' '.join(r[2]) for r in actual])
        elif runner == 'runIntegrator':
            write(cid, src, 'calls', profile_trace(inp['profile'], inp.get('traceEvents', [])), '.json',
                  [f'{r[0]} {js(r[1])} {js(r[2])}' for r in actual])
        elif runner == 'runModel':
            lines = ['rootChildren: ' + ' '.join(str(i) for i in actual['rootChildren'])]
            for nid in sorted(actual['children'], key=int):
                lines.append(f'children {nid}: ' + ' '.join(str(i) for i in actual['children'][nid]))
            for nid in sorted(actual['depth'], key=int):
                lines.append(f'depth {nid}: {actual["depth"][nid]}')
            lines.append(f'maxDepth: {actual["maxDepth"]}')
            lines.append('samples: ' + ' '.join(str(s) for s in actual['samples']))
            lines.append('timestampsMs: ' + ' '.join(js(t) for t in actual['timestampsMs']))
            lines.append(f'profileStartTimeMs: {js(actual["profileStartTimeMs"])}')
            lines.append(f'profileEndTimeMs: {js(actual["profileEndTimeMs"])}')
            write(cid, src, 'model', cpu_profile_event_trace(inp['profile']), '.json', lines)
        elif runner == 'runForEachFrame':
            write(cid, src, 'frames', inp['profile'], '.cpuprofile', actual)
        elif cid == 'SH-1':
            lines = [f'node {r["nodeId"]} ts {js(r["ts"])} dur {round(r["dur"])} self {round(r["selfTime"])} '
                     f'depth {r["depth"]} children ' + ' '.join(str(x) for x in r['children']) for r in actual]
            write(cid, src, 'cpu-profile-calls',
                  {'traceEvents': inp['events'], 'metadata': {'dataOrigin': 'CPUProfile'}}, '.json',
                  [l.rstrip() for l in lines])
        elif runner == 'runTreeify':
            lines = [f'maxDepth: {actual["maxDepth"]}'] + actual['tree']
            events = [e for e in inp['events'] if e['name'] != 'ProfileCall']
            if cid == 'TH-4':
                # The calls a(100,200), b(300,200) are what the integrator makes of SI-6's flat profile
                # inside these events: the same tree, from a real trace.
                write(cid, src, 'tree', profile_trace(cases['SI-6']['input']['profile'], events), '.json', lines)
            elif cid == 'TH-5':
                # Calls a(100,200), b(300,200) > c(300,200) > d(400,100) come out of this profile's
                # sample diffing (samples a@100 a@200 c@300 d@400, closed one interval later at 500).
                profile = {'startTime': 0, 'endTime': 500, 'nodes': [
                    {'id': 1, 'callFrame': {'functionName': '(root)', 'scriptId': '0', 'url': '', 'lineNumber': -1, 'columnNumber': -1}, 'children': [2, 3]},
                    {'id': 2, 'callFrame': {'functionName': 'a', 'scriptId': '1', 'url': '', 'lineNumber': -1, 'columnNumber': -1}},
                    {'id': 3, 'callFrame': {'functionName': 'b', 'scriptId': '1', 'url': '', 'lineNumber': -1, 'columnNumber': -1}, 'children': [4]},
                    {'id': 4, 'callFrame': {'functionName': 'c', 'scriptId': '1', 'url': '', 'lineNumber': -1, 'columnNumber': -1}, 'children': [5]},
                    {'id': 5, 'callFrame': {'functionName': 'd', 'scriptId': '1', 'url': '', 'lineNumber': -1, 'columnNumber': -1}}],
                    'samples': [2, 2, 4, 5], 'timeDeltas': [100, 100, 100, 100]}
                write(cid, src, 'tree', profile, '.cpuprofile', lines)
            elif inp.get('filter'):
                write(cid, src, 'tree filter=' + ','.join(inp['filter']), events, '.json', lines)
            else:
                write(cid, src, 'tree', events, '.json', lines)
        elif runner == 'runSort':
            write(cid, src, 'order', inp['events'], '.json', actual)
        elif runner == 'runMerge':
            # A call and an event with the same start and end: the call goes first. As a trace: the
            # integrator makes a(100,50) inside FunctionCall(0,1000)... is not reachable with these exact
            # values, so the fixture holds the two entries and the test feeds them to the merge order.
            write(cid, src, 'merge', {'event': inp['a'][0], 'call': inp['b'][0]}, '.json', actual)
        elif runner == 'runEngine':
            lines = [f'traceIsGeneric: {js(actual["traceIsGeneric"])}']
            for t in actual['threads']:
                lines.append(f'thread {t["pid"]}:{t["tid"]} {t["name"] or ""}'.rstrip())
                lines += ['  calls: ' + ' '.join(f'{c[0]}({js(c[1])},{js(c[2])})' for c in t['profileCalls'])]
                lines += ['  ' + l for l in t['tree']]
            trace = {'traceEvents': inp['events'], 'metadata': inp.get('metadata', {})}
            write(cid, src, 'engine', trace, '.json', lines)
        else:
            raise SystemExit('no fixture form for ' + cid)
    print(len(cases), 'cases written to', OUT)


main()
