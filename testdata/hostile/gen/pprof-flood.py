#!/usr/bin/env python3
"""Writes a pprof profile whose location and function ids all land in one probe chain of a map hashed
with a fixed Fibonacci multiplier (the id maps of Flint before issue 23):

    python3 pprof-flood.py COUNT > flood.pprof      # COUNT=150000 took 39 s to read, random ids 0.5 s

id = h * C^-1 (mod 2^64) with h's two 32-bit halves equal, so h ^ (h >>> 32) has zero low bits for every
table size. A second mode, 'random', writes the same profile with random ids, for comparison."""
import random
import sys

C = 0x9E3779B97F4A7C15
C_INV = pow(C, -1, 1 << 64)


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def field(number, payload):
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def number(number_, value):
    return varint(number_ << 3) + varint(value)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 150000
    chosen = len(sys.argv) < 3 or sys.argv[2] != 'random'
    if chosen:
        ids = [((x << 32 | x) * C_INV) % (1 << 64) for x in range(1, count + 1)]
    else:
        ids = random.Random(1).sample(range(1, 1 << 63), count)
    strings = [b'', b'samples', b'count', b'f']
    out = bytearray()
    out += field(1, number(1, 1) + number(2, 2))
    for i, loc in enumerate(ids):
        fid = ids[-1 - i]
        out += field(5, number(1, fid) + number(2, 3))
        out += field(4, number(1, loc) + number(3, 0x1000 + i) + field(4, number(1, fid) + number(2, i + 1)))
        out += field(2, field(1, varint(loc)) + field(2, varint(1)))
    for s in strings:
        out += field(6, s)
    sys.stdout.buffer.write(out)


main()
