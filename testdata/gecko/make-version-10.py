#!/usr/bin/env python3
"""Writes firefox-v10.json.gz: the parent process's first thread of firefox-small.json.gz rewritten in
the layout of Gecko profile version 10 (before meta.categories, the relevantForJS column and marker
start/end times), following the Firefox Profiler's Gecko upgraders 11 to 16 backwards:
- meta.version 10, no meta.categories, no sub-processes;
- frameTable schema {location, implementation, optimizations, line, column, category}, with category
  as the old bit (JavaScript 64, Layout 32, GC / CC 128, Network 512, Graphics 1024, others 16 Other);
- frames that were relevantForJS and are not WebIDL-call labels get the "AutoEntryScript " prefix;
- markers {name, time, data} with time = startTime (or endTime when there is none), data null.
Run from this directory."""
import gzip
import json
import re

BITS = {"JavaScript": 64, "Layout": 32, "GC / CC": 128, "Network": 512, "Graphics": 1024}
DOM_CALL = re.compile(r"^(get |set )?\w+(\.\w+| constructor)$")

with gzip.open("firefox-small.json.gz") as f:
    profile = json.load(f)
names = [c["name"] for c in profile["meta"]["categories"]]
del profile["meta"]["categories"]
profile["meta"]["version"] = 10
profile["processes"] = []
thread = profile["threads"][0]
profile["threads"] = [thread]
strings = thread["stringTable"]

frames = thread["frameTable"]
schema = frames["schema"]
rows = []
for row in frames["data"]:
    cell = lambda key: row[schema[key]] if key in schema and schema[key] < len(row) else None
    location = cell("location")
    if cell("relevantForJS") and not DOM_CALL.match(strings[location]):
        strings.append("AutoEntryScript " + strings[location])
        location = len(strings) - 1
    category = cell("category")
    bits = None if category is None else BITS.get(names[category], 16)
    rows.append([location, cell("implementation"), None, cell("line"), cell("column"), bits])
frames["schema"] = {"location": 0, "implementation": 1, "optimizations": 2, "line": 3, "column": 4, "category": 5}
frames["data"] = rows

markers = thread["markers"]
mschema = markers["schema"]
mrows = []
for row in markers["data"]:
    start = row[mschema["startTime"]]
    mrows.append([row[mschema["name"]], start if start is not None else row[mschema["endTime"]], None])
markers["schema"] = {"name": 0, "time": 1, "data": 2}
markers["data"] = mrows

with gzip.open("firefox-v10.json.gz", "wt", compresslevel=9) as f:
    json.dump(profile, f, separators=(",", ":"))
