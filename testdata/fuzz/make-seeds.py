#!/usr/bin/env python3
"""Writes the fuzzers' small seed files (testdata/fuzz/seeds/) from the project's own testdata.

The real files are large (a 7 MB trace, an 11 MB Gecko profile); a fuzzer mutates and re-reads its seed
thousands of times, so each seed keeps the structure of a real file with only a few dozen samples.
Run from the repository root: python3 testdata/fuzz/make-seeds.py
"""
import gzip
import json
import os

OUT = "testdata/fuzz/seeds"


def write(kind, name, data):
    os.makedirs(os.path.join(OUT, kind), exist_ok=True)
    with open(os.path.join(OUT, kind, name), "w") as f:
        json.dump(data, f, separators=(",", ":"))


def chrome_trace_slice():
    with gzip.open("testdata/timeline/chromium-startup.json.gz", "rt") as f:
        trace = json.load(f)
    events = trace["traceEvents"]
    profile = next(e for e in events if e.get("name") == "Profile")
    pid, profile_id = profile["pid"], profile["id"]
    chunks = [e for e in events if e.get("name") == "ProfileChunk" and e["pid"] == pid and e["id"] == profile_id][:3]
    tid = chunks[0]["tid"]
    start = chunks[0]["ts"]
    kept = [e for e in events if e.get("ph") == "M" and e["pid"] == pid]
    near = [e for e in events if e.get("pid") == pid and e.get("tid") in (tid, profile["tid"]) and e.get("ph") in ("X", "B", "E", "I")
            and e.get("ts", 0) >= start - 5000]
    kept += sorted(near, key=lambda e: e["ts"])[:60]
    kept += [profile] + chunks
    write("chrome-trace", "chromium-startup-slice.json", {"traceEvents": kept, "metadata": {"source": "chromium-startup.json.gz"}})


def chrome_trace_of_cpuprofile():
    with open("testdata/timeline/node-fib.cpuprofile") as f:
        profile = json.load(f)
    events = [
        {"ph": "M", "name": "thread_name", "pid": 7, "tid": 1, "ts": 0, "args": {"name": "CrRendererMain"}},
        {"ph": "X", "name": "RunTask", "pid": 7, "tid": 1, "ts": profile["startTime"], "dur": 50,
         "cat": "toplevel", "args": {}},
        {"ph": "X", "name": "CpuProfile", "pid": 7, "tid": 1, "ts": profile["endTime"], "dur": 0,
         "cat": "disabled-by-default-devtools.timeline",
         "args": {"data": {"cpuProfile": profile}}},
    ]
    write("chrome-trace", "cpuprofile-event.json", events)


def gecko_slice():
    with gzip.open("testdata/gecko/firefox-small.json.gz", "rt") as f:
        gecko = json.load(f)
    thread = gecko["threads"][0]
    samples = thread["samples"]
    rows = samples["data"][:40]
    stack_col = samples["schema"]["stack"]
    stacks = thread["stackTable"]
    prefix_col, frame_col = stacks["schema"]["prefix"], stacks["schema"]["frame"]
    used = set()
    for row in rows:
        s = row[stack_col]
        while s is not None and s not in used:
            used.add(s)
            s = stacks["data"][s][prefix_col]
    stack_order = sorted(used)
    stack_map = {old: new for new, old in enumerate(stack_order)}
    frame_order = sorted({stacks["data"][s][frame_col] for s in stack_order})
    frame_map = {old: new for new, old in enumerate(frame_order)}
    frames = thread["frameTable"]
    location_col = frames["schema"]["location"]
    strings = []
    string_map = {}

    def string(old):
        if old not in string_map:
            string_map[old] = len(strings)
            strings.append(thread["stringTable"][old])
        return string_map[old]

    new_frames = []
    for old in frame_order:
        row = list(frames["data"][old])
        row[location_col] = string(row[location_col])
        new_frames.append(row)
    new_stacks = []
    for old in stack_order:
        row = list(stacks["data"][old])
        row[frame_col] = frame_map[row[frame_col]]
        if row[prefix_col] is not None:
            row[prefix_col] = stack_map[row[prefix_col]]
        new_stacks.append(row)
    new_rows = []
    for row in rows:
        row = list(row)
        if row[stack_col] is not None:
            row[stack_col] = stack_map[row[stack_col]]
        new_rows.append(row)
    markers = thread["markers"]
    name_col = markers["schema"]["name"]
    data_col = markers["schema"]["data"]
    new_markers = []
    for row in markers["data"][:20]:
        row = list(row)
        row[name_col] = string(row[name_col])
        if len(row) > data_col:
            row[data_col] = None
        new_markers.append(row)
    thread = dict(thread)
    thread["samples"] = dict(samples, data=new_rows)
    thread["stackTable"] = dict(stacks, data=new_stacks)
    thread["frameTable"] = dict(frames, data=new_frames)
    thread["markers"] = dict(markers, data=new_markers)
    thread["stringTable"] = strings
    thread["tracedObjectShapes"] = []
    thread["tracedValues"] = []
    out = dict(gecko, threads=[thread], processes=[], libs=gecko["libs"][:4], pausedRanges=[], profilingLog={})
    write("gecko", "firefox-small-slice.json", out)


def folded_head():
    os.makedirs(os.path.join(OUT, "folded"), exist_ok=True)
    with open("testdata/folded/node-small.folded") as f:
        lines = f.readlines()[:30]
    with open(os.path.join(OUT, "folded", "node-small-head.folded"), "w") as f:
        f.writelines(lines)


def nm_head():
    os.makedirs(os.path.join(OUT, "symbols"), exist_ok=True)
    with open("testdata/gecko/libc.so.6.nm") as f:
        lines = f.readlines()[:60]
    with open(os.path.join(OUT, "symbols", "libc-head.nm"), "w") as f:
        f.writelines(lines)


def perf_heads():
    """The first samples of each perf script capture (samples are blocks separated by blank lines)."""
    os.makedirs(os.path.join(OUT, "perf"), exist_ok=True)
    for name in ("node.perf.txt", "native-header.perf.txt", "native-fields.perf.txt"):
        with open(os.path.join("testdata/perf", name)) as f:
            blocks = f.read().split("\n\n")
        with open(os.path.join(OUT, "perf", name.replace(".perf.txt", "-head.perf.txt")), "w") as f:
            f.write("\n\n".join(blocks[:12]) + "\n")


def pprof_raw():
    """The pprof captures without their gzip layer: mutations of gzip'd bytes mostly break its CRC."""
    os.makedirs(os.path.join(OUT, "pprof"), exist_ok=True)
    for name in ("cpu.pprof", "heap.pprof"):
        with gzip.open(os.path.join("testdata/pprof", name)) as f:
            data = f.read()
        with open(os.path.join(OUT, "pprof", name.replace(".pprof", "-raw.pprof")), "wb") as f:
            f.write(data)


chrome_trace_slice()
perf_heads()
pprof_raw()
chrome_trace_of_cpuprofile()
gecko_slice()
folded_head()
nm_head()
