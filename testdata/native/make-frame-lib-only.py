#!/usr/bin/env python3
"""Writes example-native-frame-lib.json: example-native.json as Firefox Profiler version 70 writes it,
with the library of each native frame only in frameTable.lib (resourceTable has no lib column).
Hand-edit by script so the two files cannot drift apart: run it from this directory."""
import json

with open("example-native.json") as f:
    profile = json.load(f)
resources = profile["shared"]["resourceTable"]
assert resources["lib"] == [0], "the source file changed; check this script"
del resources["lib"]
with open("example-native-frame-lib.json", "w") as f:
    json.dump(profile, f, indent=1)
    f.write("\n")
