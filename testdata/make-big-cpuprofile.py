#!/usr/bin/env python3
"""Makes a .cpuprofile with many samples from a real one, for the cold-speed benchmark.

    testdata/make-big-cpuprofile.py SOURCE.cpuprofile[.gz] OUT.cpuprofile.gz --samples N

The node table stays as captured (node-large-60s: 41,933 nodes); samples and timeDeltas are the source's
repeated in order until there are N (so the sampled stacks and intervals stay real ones), and endTime
moves to match. Written as gzip -6. The benchmark's 1.28 M-sample profile:
  testdata/make-big-cpuprofile.py ../shared/testdata/cpuprofile/node-large-60s.cpuprofile.gz \
      /tmp/big.cpuprofile.gz --samples 1280000
Never commit the output: write it under /tmp or target/.
"""
import argparse
import gzip
import json
import os


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("out")
    ap.add_argument("--samples", type=int, required=True)
    args = ap.parse_args()
    with open(args.source, "rb") as f:
        head = f.read(2)
    opener = gzip.open if head == b"\x1f\x8b" else open
    with opener(args.source, "rt", encoding="utf-8") as f:
        profile = json.load(f)
    samples, deltas = profile["samples"], profile["timeDeltas"]
    repeats = -(-args.samples // len(samples))
    profile["samples"] = (samples * repeats)[:args.samples]
    profile["timeDeltas"] = (deltas * repeats)[:args.samples]
    profile["endTime"] = profile["startTime"] + sum(profile["timeDeltas"])
    with gzip.open(args.out, "wt", encoding="utf-8", compresslevel=6) as f:
        json.dump(profile, f, separators=(",", ":"))
    print("%s: %d samples, %d nodes, %.1f MB" % (
        args.out, len(profile["samples"]), len(profile["nodes"]), os.path.getsize(args.out) / 1e6))


if __name__ == "__main__":
    main()
