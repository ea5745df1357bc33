#!/usr/bin/env python3
"""Writes the Firefox Profiler's inline-symbolication fixture as processed profiles (run from this directory):

- firefox-inline.json: src/test/store/symbolication.test.ts's unsymbolicated profile, stacks
  0x000a>0x2000, 0x0000>0x2000, 0x1a0f, 0x0f0f in lib firefox.pdb (breakpadId 33 zeros);
- firefox-inline-boundary.json: callers whose stored (nudged: return address minus one, as processed
  profiles since version 38 keep them) address is the first byte of an inlined call (0x0008) and of a
  function (0x0f00), stacks 0x0008>0x2000 and 0x0f00>0x2000.

firefox.pdb.sym is src/test/fixtures/example-symbol-table.ts's complete table as dump_syms writes it.
Both profiles are example-native.json's layout with other tables."""
import json


def write(name, addresses, stacks, samples):
    with open("example-native.json") as f:
        profile = json.load(f)
    lib = profile["libs"][0]
    lib.update(name="firefox.exe", path="", debugName="firefox.pdb", debugPath="",
               breakpadId="000000000000000000000000000000000", codeId=None, arch="")
    shared = profile["shared"]
    names = [("0x%04x" % a) for a in addresses]
    shared["stringArray"] = names + ["firefox.exe"]
    shared["resourceTable"]["name"] = [len(names)]
    count = len(names)
    for table in (shared["funcTable"], shared["frameTable"]):
        for key, value in list(table.items()):
            if key == "length":
                table[key] = count
            elif key in ("name", "func"):
                table[key] = list(range(count))
            elif key == "address":
                table[key] = addresses
            else:
                table[key] = [value[0]] * count
    # stacks: list of (frame, prefix stack or None)
    shared["stackTable"] = {"length": len(stacks), "frame": [f for f, _ in stacks],
                            "prefixOffset": [0 if p is None else i - p for i, (_, p) in enumerate(stacks)]}
    thread = profile["threads"][0]
    thread["samples"].update(length=len(samples), stack=samples, timeDeltas=[0] + [1] * (len(samples) - 1))
    with open(name, "w") as f:
        json.dump(profile, f, indent=1)
        f.write("\n")


# frames: 0x000a 0x2000 0x0000 0x1a0f 0x0f0f; stacks: 0x000a, 0x000a>0x2000, 0x0000, 0x0000>0x2000, 0x1a0f, 0x0f0f
write("firefox-inline.json", [0x000a, 0x2000, 0x0000, 0x1a0f, 0x0f0f],
      [(0, None), (1, 0), (2, None), (1, 2), (3, None), (4, None)], [1, 3, 4, 5])
# frames: 0x0008 0x2000 0x0f00; stacks: 0x0008, 0x0008>0x2000, 0x0f00, 0x0f00>0x2000
write("firefox-inline-boundary.json", [0x0008, 0x2000, 0x0f00],
      [(0, None), (1, 0), (2, None), (1, 2)], [1, 3])
