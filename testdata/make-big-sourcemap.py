#!/usr/bin/env python3
"""Makes a minified-bundle profile and its ~10 MB source map from a big .cpuprofile, for SourceMapBenchmark.

    testdata/make-big-sourcemap.py BIG.cpuprofile.gz OUT_DIR [--map-mb 10]

BIG is testdata/make-big-cpuprofile.py's output (1.28 M samples of node-large-60s). Its JavaScript call frames
without a URL (41,645 nodes of 341 generated functions, 80 % of the samples) become functions of one minified
bundle, file:///bench/bundle.min.js, all on line 0 as a minifier writes them, evenly apart. OUT_DIR gets
bundle.cpuprofile.gz (samples and nodes otherwise unchanged) and bundle.min.js.map: per function a mapping with
its name just before its start (where a minifier maps the identifier) and filler mappings up to the next one,
enough for a map of about MB megabytes (default 10), 500 sources, no sourcesContent. Never commit the output:
write it under /tmp or target/.
"""
import argparse
import gzip
import json
import os

BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
SOURCES = 500
URL = "file:///bench/bundle.min.js"


def vlq(value):
    value = (-value << 1) | 1 if value < 0 else value << 1
    out = []
    while True:
        digit = value & 31
        value >>= 5
        if value:
            digit |= 32
        out.append(BASE64[digit])
        if not value:
            return "".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("out_dir")
    ap.add_argument("--map-mb", type=float, default=10)
    args = ap.parse_args()
    with gzip.open(args.source, "rt", encoding="utf-8") as f:
        profile = json.load(f)
    def key_of(frame):
        name = frame["functionName"]
        if frame["url"] or frame["scriptId"] in ("0", "") or (name.startswith("(") and name.endswith(")")):
            return None
        return (frame["scriptId"], name, frame["lineNumber"], frame["columnNumber"])

    keys = {}
    for node in profile["nodes"]:
        key = key_of(node["callFrame"])
        if key is not None:
            keys.setdefault(key, len(keys))
    # About 5.3 bytes a filler segment.
    filler = max(1, int(args.map_mb * 1e6 / 5.3 / len(keys)))
    column_of = {key: (filler + 16) * k + 40 for key, k in keys.items()}
    for node in profile["nodes"]:
        frame = node["callFrame"]
        key = key_of(frame)
        if key is None:
            continue
        frame["url"] = URL
        frame["lineNumber"] = 0
        frame["columnNumber"] = column_of[key]
    os.makedirs(args.out_dir, exist_ok=True)
    with gzip.open(os.path.join(args.out_dir, "bundle.cpuprofile.gz"), "wt", encoding="utf-8", compresslevel=6) as f:
        json.dump(profile, f, separators=(",", ":"))

    segments = []
    state = [0, 0, 0, 0, 0]  # generated column, source, original line, original column, name

    def segment(column, source, line, col, name=None):
        fields = [column - state[0], source - state[1], line - state[2], col - state[3]]
        state[0:4] = [column, source, line, col]
        if name is not None:
            fields.append(name - state[4])
            state[4] = name
        segments.append("".join(vlq(v) for v in fields))

    names = []
    for k, column in enumerate(sorted(column_of.values())):
        source, line = k % SOURCES, (k // SOURCES) * 10
        names.append("originalFunction%d" % k)
        segment(column - 10, source, line, 9, k)  # the minified identifier, named
        for i in range(filler):
            segment(column + 1 + i, source, line + 1 + i // 4, 2 + (i % 4) * 6)
    source_map = {
        "version": 3,
        "file": "bundle.min.js",
        "sources": ["src/module%d.ts" % s for s in range(SOURCES)],
        "names": names,
        "mappings": ",".join(segments),
    }
    path = os.path.join(args.out_dir, "bundle.min.js.map")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(source_map, f, separators=(",", ":"))
    print("%s: %d functions, %d mappings, %.1f MB" % (path, len(column_of), len(segments), os.path.getsize(path) / 1e6))


if __name__ == "__main__":
    main()
