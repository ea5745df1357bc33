#!/usr/bin/env python3
"""Makes the V8 pipeline's edge-case fixtures from one real capture, ../timeline/node-fib.cpuprofile
(node --cpu-prof, see ../timeline/capture.sh). Each fixture is that profile carried or damaged one way:

  trace-ids-53bit.json           the profile as Chrome streams it (a Profile event, ProfileChunks with parent
                                 links), whose chunks carry trace_ids with 53-bit numbers as recent Chrome
                                 writes them (key and value), plus lines/columns
  legacy-extra-timestamp.cpuprofile   the legacy format (nested head, 1-based lines, seconds) with one more
                                 timestamp than samples: the end of the last sample, as DevTools reads it
  chunks-missing-parent.json     the chunked trace with every root-level node pointing at parent id 999999,
                                 which no node has: every sample is under a parent that is not in the tree
  chunks-parent-cycle.json       the chunked trace with two nodes each other's parent
  sample-days-before.cpuprofile  the first time delta moved three days back
  b-without-e.json               the chunked trace plus a thread with B events, two of them never ended
  chunks-deltas-twice.json       the chunked trace with each chunk's deltas also in cpuProfile.timeDeltas, and
                                 cpuProfile.startTime/endTime, as the Chrome of Firefox Profiler issue 5429 wrote
  chunks-deltas-disagree.json    the same with the second chunk's cpuProfile.timeDeltas doubled
  missing-child.cpuprofile       the root's children list naming id 987654, which no node has
  duplicate-id.cpuprofile        one more node, named "dup", with the id of the last node
  not-utf8.cpuprofile            the byte 0xE9 (Latin-1 e-acute) inside the root's function name
  helper-process-profile.json    a browser trace (TracingStartedInBrowser names pid 1's page) whose profiled
                                 thread 2:1 belongs to a helper process without a page URL: DevTools shows
                                 no track for it, but it has JS calls

and from ../cpuprofile/node-small.cpuprofile, for V8PipelineEquivalenceTest:
  node-small-cpuprofile-event.json   the profile in a CpuProfile event, as DevTools wraps a .cpuprofile
                                 (SamplesIntegrator.createFakeTraceFromCpuProfile)
  node-small-chunks.json         the profile as a Profile event and ProfileChunks, dataOrigin CPUProfile

usage: python3 testdata/v8/make-fixtures.py   (from the repository root; rewrites the files beside it)
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "timeline", "node-fib.cpuprofile")


def load(source=SOURCE):
    with open(source) as f:
        return json.load(f)


def write(name, value):
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(value, f, separators=(",", ":"))
        f.write("\n")


def parents(profile):
    parent = {}
    for node in profile["nodes"]:
        for child in node.get("children", []):
            parent[child] = node["id"]
    return parent


def wrapped(profile):
    return {"traceEvents": [{"cat": "disabled-by-default-devtools.timeline", "name": "CpuProfile", "ph": "X",
                             "pid": 1, "tid": 1, "ts": profile["startTime"],
                             "dur": profile["endTime"] - profile["startTime"],
                             "args": {"data": {"cpuProfile": profile}}, "id": "0x1"}],
            "metadata": {"dataOrigin": "CPUProfile"}}


def chunked(profile, chunk_count=3, edit_parent=None):
    """A Profile event on thread 1:1 and ProfileChunks from the sampler thread 1:2, as Chrome writes them."""
    parent = parents(profile)
    if edit_parent:
        edit_parent(parent)
    events = [{"name": "Profile", "ph": "P", "id": "0x1", "pid": 1, "tid": 1, "ts": profile["startTime"],
               "cat": "disabled-by-default-v8.cpu_profiler", "args": {"data": {"startTime": profile["startTime"]}}}]
    nodes, samples, deltas = profile["nodes"], profile["samples"], profile["timeDeltas"]
    for c in range(chunk_count):
        piece_nodes = []
        for node in nodes[c * len(nodes) // chunk_count:(c + 1) * len(nodes) // chunk_count]:
            out = {"id": node["id"], "callFrame": node["callFrame"]}
            if node["id"] in parent:
                out["parent"] = parent[node["id"]]
            piece_nodes.append(out)
        lo, hi = c * len(samples) // chunk_count, (c + 1) * len(samples) // chunk_count
        events.append({"name": "ProfileChunk", "ph": "P", "id": "0x1", "pid": 1, "tid": 2,
                       "ts": profile["startTime"], "cat": "disabled-by-default-v8.cpu_profiler",
                       "args": {"data": {"cpuProfile": {"nodes": piece_nodes, "samples": samples[lo:hi]},
                                         "timeDeltas": deltas[lo:hi]}}})
    events.append({"name": "thread_name", "ph": "M", "pid": 1, "tid": 1, "args": {"name": "CrRendererMain"}})
    events.append({"name": "RunTask", "ph": "X", "pid": 1, "tid": 1, "ts": profile["startTime"], "dur": 10,
                   "cat": "toplevel", "args": {}})
    return {"traceEvents": events, "metadata": {}}


def legacy(profile):
    """The nested head tree of Chrome before 58: ids after children, 1-based positions, times in seconds."""
    by_id = {node["id"]: node for node in profile["nodes"]}

    def convert(node_id):
        node = by_id[node_id]
        frame = node["callFrame"]
        return {"functionName": frame["functionName"], "scriptId": frame["scriptId"], "url": frame["url"],
                "lineNumber": frame["lineNumber"] + 1, "columnNumber": frame["columnNumber"] + 1,
                "hitCount": node.get("hitCount", 0),
                "children": [convert(child) for child in node.get("children", [])], "id": node_id}

    timestamps = []
    time = profile["startTime"]
    for delta in profile["timeDeltas"]:
        time += delta
        timestamps.append(time)
    timestamps.append(time + 250)  # the extra timestamp: where the last sample ends
    return {"head": convert(profile["nodes"][0]["id"]), "startTime": profile["startTime"] / 1e6,
            "endTime": profile["endTime"] / 1e6, "samples": profile["samples"], "timestamps": timestamps}


def main():
    trace = chunked(load())
    chunks = [e for e in trace["traceEvents"] if e["name"] == "ProfileChunk"]
    first = chunks[0]["args"]["data"]
    first["cpuProfile"]["trace_ids"] = {"1777481789384751": 1777481789384751, "1777481789384752": 3}
    first["lines"] = [1777481789384751] + [0] * (len(first["cpuProfile"]["samples"]) - 1)
    first["columns"] = [0] * len(first["cpuProfile"]["samples"])
    write("trace-ids-53bit.json", trace)

    write("legacy-extra-timestamp.cpuprofile", legacy(load()))

    profile = load()
    root = profile["nodes"][0]["id"]

    def orphan(parent):
        for child, p in list(parent.items()):
            if p == root:
                parent[child] = 999999
    write("chunks-missing-parent.json", chunked(profile, edit_parent=orphan))

    def cycle(parent):
        a, b = profile["nodes"][1]["id"], profile["nodes"][2]["id"]
        parent[a], parent[b] = b, a
    write("chunks-parent-cycle.json", chunked(load(), edit_parent=cycle))

    profile = load()
    profile["timeDeltas"][0] -= 3 * 86400e6
    profile["timeDeltas"][1] += 3 * 86400e6
    write("sample-days-before.cpuprofile", profile)

    trace = chunked(load())
    start = load()["startTime"]
    for i, name in enumerate(["Open1", "Open2", "Closed"]):
        trace["traceEvents"].append({"name": name, "ph": "B", "pid": 1, "tid": 1, "ts": start + 100 + i,
                                     "cat": "test", "args": {}})
    trace["traceEvents"].append({"name": "Closed", "ph": "E", "pid": 1, "tid": 1, "ts": start + 200,
                                 "cat": "test", "args": {}})
    write("b-without-e.json", trace)

    trace = chunked(load())
    for event in trace["traceEvents"]:
        event["pid"] = 2
    start = load()["startTime"]
    trace["traceEvents"] += [
        {"name": "TracingStartedInBrowser", "ph": "I", "pid": 1, "tid": 1, "ts": start, "cat": "disabled-by-default-devtools.timeline",
         "args": {"data": {"frames": [{"frame": "F1", "url": "https://page.test/", "processId": 1}]}}},
        {"name": "thread_name", "ph": "M", "pid": 1, "tid": 1, "args": {"name": "CrRendererMain"}},
        {"name": "RunTask", "ph": "X", "pid": 1, "tid": 1, "ts": start, "dur": 10, "cat": "toplevel", "args": {}}]
    write("helper-process-profile.json", trace)

    profile = load()
    trace = chunked(profile)
    for event in trace["traceEvents"]:
        if event["name"] == "ProfileChunk":
            data = event["args"]["data"]
            data["cpuProfile"].update(startTime=profile["startTime"], endTime=profile["endTime"],
                                      timeDeltas=list(data["timeDeltas"]))
    write("chunks-deltas-twice.json", trace)
    chunks = [e for e in trace["traceEvents"] if e["name"] == "ProfileChunk"]
    second = chunks[1]["args"]["data"]["cpuProfile"]
    second["timeDeltas"] = [2 * d for d in second["timeDeltas"]]
    write("chunks-deltas-disagree.json", trace)

    profile = load()
    profile["nodes"][0]["children"].append(987654)
    write("missing-child.cpuprofile", profile)
    profile = load()
    twin = dict(profile["nodes"][-1], children=[])
    twin["callFrame"] = dict(twin["callFrame"], functionName="dup")
    profile["nodes"].append(twin)
    write("duplicate-id.cpuprofile", profile)
    text = json.dumps(load(), separators=(",", ":")).encode()
    at = text.index(b'"(root)"') + 4
    with open(os.path.join(HERE, "not-utf8.cpuprofile"), "wb") as f:
        f.write(text[:at] + b"\xe9" + text[at:] + b"\n")

    small = load(os.path.join(HERE, "..", "cpuprofile", "node-small.cpuprofile"))
    write("node-small-cpuprofile-event.json", wrapped(small))
    trace = chunked(small)
    trace["traceEvents"] = [e for e in trace["traceEvents"] if e["ph"] == "P"]
    trace["metadata"] = {"dataOrigin": "CPUProfile"}
    write("node-small-chunks.json", trace)


if __name__ == "__main__":
    main()
