#!/usr/bin/env python3
"""A hostile speedscope file: PROFILES sampled profiles sharing one frame table of FRAMES frames, each profile
using only a few of them (issue 33 "Hostile costs": 20,000 profiles over 1 M frames made `flint calls` take
24.5 s and 1.48 GB while info and tree were fast).

  testdata/hostile/gen/speedscope-shared-frames.py OUT.json [--profiles 20000] [--frames 1000000] [--samples 3]

--frames-used-per-profile limits how many distinct frames one profile's stacks name (default 4): the cost
of a profile should follow its own samples, not the shared table.
"""
import argparse
import json
import random

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--profiles", type=int, default=20000)
parser.add_argument("--frames", type=int, default=1000000)
parser.add_argument("--samples", type=int, default=3)
parser.add_argument("--seed", type=int, default=33)
args = parser.parse_args()
rng = random.Random(args.seed)

with open(args.out, "w") as out:
    out.write('{"$schema":"https://www.speedscope.app/file-format-schema.json","shared":{"frames":[')
    for i in range(args.frames):
        if i:
            out.write(",")
        out.write('{"name":"f%d","file":"lib%d.js","line":%d}' % (i, i % 97, i % 5000 + 1))
    out.write(']},"profiles":[')
    for p in range(args.profiles):
        if p:
            out.write(",")
        base = rng.randrange(args.frames - 4)
        samples = [[base, base + 1 + (k % 3)] for k in range(args.samples)]
        out.write(json.dumps({"type": "sampled", "name": "p%d" % p, "unit": "milliseconds", "startValue": 0,
                              "endValue": args.samples, "samples": samples, "weights": [1] * args.samples},
                             separators=(",", ":")))
    out.write('],"name":"hostile shared frames","activeProfileIndex":0,"exporter":"flint hostile gen"}\n')
