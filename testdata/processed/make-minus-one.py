#!/usr/bin/env python3
"""Writes minus-one-for-none.json: hand-made.json with -1 instead of null in every optional index
column (what converters and older Firefox Profiler versions write), plus a version-70 frameTable.lib
column holding -1 for every frame but the native one. Flint must read it as the same profile."""
import json, os

here = os.path.dirname(os.path.abspath(__file__))
profile = json.load(open(os.path.join(here, 'hand-made.json')))
thread = profile['threads'][0]
optional = {
    'resourceTable': ['lib', 'host'],
    'funcTable': ['fileName'],
    'frameTable': ['category', 'subcategory', 'nativeSymbol', 'implementation'],
    'stackTable': ['prefix'],
    'samples': ['stack'],
}
for table, columns in optional.items():
    for column in columns:
        thread[table][column] = [-1 if v is None else v for v in thread[table][column]]
frames = thread['frameTable']
frames['lib'] = [0 if a >= 0 else -1 for a in frames['address']]
with open(os.path.join(here, 'minus-one-for-none.json'), 'w') as out:
    json.dump(profile, out, indent=1)
    out.write('\n')
