#!/usr/bin/env python3
"""Makes a big Chrome trace (gzip'd, array form) from a real capture, for the cold-speed benchmark.

    testdata/make-big-trace.py SOURCE.json[.gz] OUT.json.gz --copies N [--screenshots-per-copy S] [--level L]

Each copy is the source capture as a further browser process set, the way a browser with many tabs writes
it: pids moved to pid + k*1000000 (so every copy keeps its own Profile/ProfileChunk streams, matched by
pid + id), frame and navigation ids suffixed with "-k", args processIds moved like pids, and every
timestamp moved later by k times the capture's span (plus one second). The first copy's
TracingStartedInBrowser lists the frames of all copies, so the DevTools engine sees every copy's renderer.
Screenshot events (base64 of random bytes behind a JPEG header, as DevTools' screenshot category writes
them) are spread through each copy: big traces from the Performance panel get most of their bytes from
them, which is why such a file inflates only about 1.3x.

  117 MB: --copies 7 --screenshots-per-copy 365   (116.6 MB, 446 k events, 181 k samples)
  ~1 GB:  --copies 60 --screenshots-per-copy 365  (~1 GB, ~3.8 M events, ~1.55 M samples)

Never commit the output: write it under /tmp or target/.
"""
import argparse
import base64
import gzip
import json
import os
import subprocess
import sys

REMAPPED_ID_KEYS = ("frame", "parent", "id_ref", "navigationId", "frameId")


def load(path):
    with open(path, "rb") as f:
        head = f.read(2)
    opener = gzip.open if head == b"\x1f\x8b" else open
    with opener(path, "rt", encoding="utf-8") as f:
        data = json.load(f)
    return data["traceEvents"] if isinstance(data, dict) else data


def remap_ids(value, suffix, pid_shift):
    """Copies an args value with frame/navigation ids suffixed and processIds moved."""
    if isinstance(value, dict):
        out = {}
        for key, inner in value.items():
            if key in REMAPPED_ID_KEYS and isinstance(inner, str):
                out[key] = inner + suffix
            elif key == "processId" and isinstance(inner, int):
                out[key] = inner + pid_shift
            else:
                out[key] = remap_ids(inner, suffix, pid_shift)
        return out
    if isinstance(value, list):
        return [remap_ids(v, suffix, pid_shift) for v in value]
    return value


def has_ids(value):
    if isinstance(value, dict):
        return any(k in REMAPPED_ID_KEYS or k == "processId" or has_ids(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_ids(v) for v in value)
    return False


PID_HOLE = r'"\u0000pid"'
TS_HOLE = r'"\u0000ts"'


def template(e):
    """An event's JSON with its pid and ts (those later copies move) as holes: (text, pid, ts)."""
    moved = dict(e)
    pid = ts = None
    if isinstance(e.get("pid"), int) and not isinstance(e["pid"], bool) and e["pid"] != 0:
        pid = e["pid"]
        moved["pid"] = "\0pid"
    if isinstance(e.get("ts"), (int, float)) and not isinstance(e["ts"], bool) and e["ts"] > 0:
        ts = e["ts"]
        moved["ts"] = "\0ts"
    return json.dumps(moved, separators=(",", ":")), pid, ts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("out")
    ap.add_argument("--copies", type=int, required=True)
    ap.add_argument("--screenshots-per-copy", type=int, default=0)
    ap.add_argument("--screenshot-bytes", type=int, default=40000)
    ap.add_argument("--level", type=int, default=6, help="gzip level (gzip -N)")
    args = ap.parse_args()

    events = load(args.source)
    stamps = [e["ts"] for e in events if isinstance(e.get("ts"), (int, float)) and e["ts"] > 0]
    first, last = min(stamps), max(stamps)
    span = int(last - first) + 1_000_000
    deep = [has_ids(e.get("args")) for e in events]
    started = [i for i, e in enumerate(events) if e.get("name") == "TracingStartedInBrowser"]
    frames = []
    for i in started:
        frames.extend(events[i].get("args", {}).get("data", {}).get("frames", []))

    out = open(args.out, "wb")
    gz = subprocess.Popen(["gzip", "-%d" % args.level], stdin=subprocess.PIPE, stdout=out)
    write = gz.stdin.write
    write(b"[")
    separator = b""
    every = max(1, len(events) // args.screenshots_per_copy) if args.screenshots_per_copy else 0
    shot_id = 0
    count = 0
    # Each event is written once as a template with its pid and ts left open (a dumps per event and copy made
    # a 4 GB file take an hour); events whose args hold ids are still remapped and written per copy.
    templates = [None if deep[i] or e.get("name") == "TracingStartedInBrowser" else template(e)
                 for i, e in enumerate(events)]
    for k in range(args.copies):
        shift = k * 1_000_000
        suffix = "" if k == 0 else "-%d" % k
        chunk = []
        for i, e in enumerate(events):
            if templates[i] is not None:
                text, pid, ts = templates[i]
                if k > 0:
                    if pid is not None:
                        text = text.replace(PID_HOLE, repr(pid + shift), 1)
                    if ts is not None:
                        e = {"ts": ts + k * span}
                        text = text.replace(TS_HOLE, repr(e["ts"]), 1)
                    chunk.append(text)
                else:
                    chunk.append(json.dumps(e, separators=(",", ":")))
            else:
                if e.get("name") == "TracingStartedInBrowser":
                    if k > 0:
                        continue
                    e = dict(e)
                    all_frames = []
                    for c in range(args.copies):
                        all_frames.extend(remap_ids(frames, "" if c == 0 else "-%d" % c, c * 1_000_000))
                    e["args"] = {"data": dict(e["args"]["data"], frames=all_frames)}
                elif k > 0:
                    e = dict(e)
                    if isinstance(e.get("pid"), int) and e["pid"] != 0:
                        e["pid"] += shift
                    if isinstance(e.get("ts"), (int, float)) and e["ts"] > 0:
                        e["ts"] += k * span
                    e["args"] = remap_ids(e["args"], suffix, shift)
                chunk.append(json.dumps(e, separators=(",", ":")))
            if every and i % every == every - 1 and isinstance(e.get("ts"), (int, float)) and e["ts"] > 0:
                shot_id += 1
                jpeg = b"\xff\xd8\xff\xe0" + os.urandom(args.screenshot_bytes)
                chunk.append(json.dumps({
                    "args": {"snapshot": base64.b64encode(jpeg).decode("ascii")},
                    "cat": "disabled-by-default-devtools.screenshot", "id": "0x%x" % shot_id,
                    "name": "Screenshot", "ph": "O", "pid": 11921 + shift, "tid": 11921,
                    "ts": e["ts"]}, separators=(",", ":")))
        count += len(chunk)
        write(separator + ",\n".join(chunk).encode("utf-8"))
        separator = b",\n"
    write(b"]\n")
    gz.stdin.close()
    if gz.wait() != 0:
        sys.exit("gzip failed")
    out.close()
    print("%s: %d events, %d copies, %d screenshots, %.1f MB" % (
        args.out, count, args.copies, shot_id, os.path.getsize(args.out) / 1e6))


if __name__ == "__main__":
    main()
