#!/usr/bin/env python3
"""An independent implementation of `flint diff` (DESIGN.md, "Command line"), written from the text of
DESIGN.md and notes/firefox-calltree.md alone, for checking the Java engine against (DiffReferenceTest).

Reads folded stacks (`a;b;c W`) and V8 `.cpuprofile` files (gzip'd or not). Prints the merged tree in the
text or JSON form DESIGN.md gives. Supports --thread* (ignored: both formats hold one thread), --transform
(focus-function, focus-subtree, focus-self, merge-function, merge-call-node, merge-subtree, drop-function,
collapse-function-subtree, collapse-direct-recursion, collapse-recursion; combined implementation only),
--inverted, --normalize, --json.

How DESIGN.md was read where it leaves room:
- a .cpuprofile sample weighs the time to the next sample in ms; the last one the average interval
  (last - first) / (n - 1), or up to endTime when it is the only one; the samples sorted by time first
  (stably: a negative delta reorders them), as DevTools' CPU profile model does (notes/devtools-integrator.md
  section 4). DevTools' repair of an isolated (program) sample is not applied: `flint tree` does not
  apply it either (its call tree is the Firefox Profiler's, over the file's samples); the top node,
  (root), is not a frame;
- a function is (name, resource); the folded format has no resources; a cpuprofile's resource is its url;
- origins are collected from every url the thread's sampled stacks name; when the two sets differ, every
  url loses its scheme and authority (`https://h:1/a.js` -> `/a.js`);
- a transform's function name resolves among the functions either side samples when it is pushed (after
  the transforms before it), as `flint tree` resolves names in the transformed thread;
- --normalize multiplies every base value by compareTotal / baseTotal (totals after the transforms, the
  sum of kept sample weights); no scaling when the base total is 0;
- inverted: each side's inverted tree (a root's self is its total, other nodes' self 0), merged by path.
"""
import gzip
import json
import re
import sys


class Fail(Exception):
    pass


def read_bytes(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:2] == b'\x1f\x8b':
        data = gzip.decompress(data)
    return data


def load(path):
    """-> (unit, samples) with samples a list of (stack, weight); a stack is a tuple of (name, url), root first."""
    text = read_bytes(path).decode('utf-8')
    stripped = text.lstrip()
    if stripped.startswith('{'):
        return 'ms', load_cpuprofile(json.loads(text))
    return 'count', load_folded(text)


def load_folded(text):
    samples = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        space = line.rfind(' ')
        if space < 0:
            raise Fail('folded line without a weight: ' + line)
        weight = float(line[space + 1:])
        frames = tuple((name, '') for name in line[:space].split(';'))
        samples.append((frames, weight))
    return samples


def load_cpuprofile(p):
    nodes = {n['id']: n for n in p['nodes']}
    parent = {}
    for n in p['nodes']:
        if 'parent' in n:
            parent[n['id']] = n['parent']
        for c in n.get('children', []):
            parent[c] = n['id']
    stacks = {}

    def stack_of(node_id):
        if node_id in stacks:
            return stacks[node_id]
        chain = []
        cur = node_id
        while cur in parent:  # the top node (no parent) is the (root), not a frame
            cf = nodes[cur]['callFrame']
            chain.append((cf.get('functionName', ''), cf.get('url', '')))
            cur = parent[cur]
        chain.reverse()
        stacks[node_id] = tuple(chain)
        return stacks[node_id]

    ids = list(p['samples'])
    times = []
    t = p['startTime']
    for d in p['timeDeltas']:
        t += d
        times.append(t)
    n = len(ids)
    # DevTools sorts the samples by time (stably), so a negative delta reorders rather than clamps
    order = sorted(range(n), key=lambda i: times[i])
    ids = [ids[i] for i in order]
    times = [times[i] for i in order]
    samples = []
    for i in range(n):
        if i + 1 < n:
            dur = times[i + 1] - times[i]
        else:
            # DevTools: the average interval; with one sample that is NaN and it lasts to endTime
            dur = (times[-1] - times[0]) / (n - 1) if n > 1 else p['endTime'] - times[-1]
        samples.append((stack_of(ids[i]), dur / 1000.0))
    return samples


ORIGIN = re.compile(r'^([A-Za-z][A-Za-z0-9+.\-]*://[^/?#]*)(.*)$', re.S)


def origin_of(url):
    m = ORIGIN.match(url)
    return m.group(1) if m else None


def strip_origin(url):
    m = ORIGIN.match(url)
    return m.group(2) if m else url


def align(base, compare):
    def origins(samples):
        return {o for stack, _ in samples for _, url in stack for o in [origin_of(url)] if o is not None}
    if origins(base) == origins(compare):
        return base, compare

    def strip(samples):
        return [(tuple((name, strip_origin(url)) for name, url in stack), w) for stack, w in samples]
    return strip(base), strip(compare)


# ---- transforms, on root-first stacks of (name, resource) keys; None = sample dropped ----

def parse_path(arg):
    return arg.split(';')


def resolver(funcs):
    def resolve(arg):
        if '@' in arg:
            name, res = arg.rsplit('@', 1)
            hits = [f for f in funcs if f[0] == name and f[1] == res]
            if hits:
                return hits[0]
        hits = sorted(f for f in funcs if f[0] == arg)
        if len(hits) == 1:
            return hits[0]
        if not hits:
            raise Fail('no function named ' + arg)
        raise Fail('several functions named ' + arg)
    return resolve


def apply_transform(spec, samples_list, resolve):
    kind, _, arg = spec.partition('=')
    if '[' in kind:
        kind = kind[:kind.index('[')]

    def names(stack):
        return [f[0] for f in stack]

    def path_funcs(path):
        return [resolve(n) for n in parse_path(path)]

    if kind in ('focus-subtree', 'merge-call-node', 'merge-subtree'):
        path = path_funcs(arg)
    elif kind != '':
        func = resolve(arg)

    def one(stack):
        if kind == 'focus-function':
            if func not in stack:
                return None
            return stack[stack.index(func):]
        if kind == 'merge-function':
            out = tuple(f for f in stack if f != func)
            return out if out else None
        if kind == 'drop-function':
            return None if func in stack else stack
        if kind == 'focus-self':
            return (func,) if stack and stack[-1] == func else None
        if kind == 'collapse-function-subtree':
            if func not in stack:
                return stack
            return stack[:stack.index(func) + 1]
        if kind == 'focus-subtree':
            if tuple(stack[:len(path)]) != tuple(path):
                return None
            return stack[len(path) - 1:]
        if kind == 'merge-call-node':
            if tuple(stack[:len(path)]) != tuple(path):
                return stack
            out = stack[:len(path) - 1] + stack[len(path):]
            return out if out else None
        if kind == 'merge-subtree':
            if tuple(stack[:len(path)]) != tuple(path):
                return stack
            out = stack[:len(path) - 1]
            return out if out else None
        if kind == 'collapse-direct-recursion':
            out = []
            for f in stack:
                if f == func and out and out[-1] == func:
                    continue
                out.append(f)
            return tuple(out)
        if kind == 'collapse-recursion':
            if func not in stack:
                return stack
            first = stack.index(func)
            last = len(stack) - 1 - list(reversed(stack)).index(func)
            return stack[:first] + stack[last:]
        raise Fail('unsupported transform ' + spec)

    result = []
    for samples in samples_list:
        kept = []
        for stack, w in samples:
            s = one(tuple(stack))
            if s is not None and len(s) > 0:
                kept.append((s, w))
        result.append(kept)
    return result


# ---- trees ----

def build(samples, inverted):
    """-> dict path -> [total, self] with path a tuple of func keys."""
    tree = {}
    for stack, w in samples:
        if inverted:
            stack = tuple(reversed(stack))
            for depth in range(1, len(stack) + 1):
                node = tree.setdefault(stack[:depth], [0.0, 0.0])
                node[0] += w
                if depth == 1:
                    node[1] += w
        else:
            for depth in range(1, len(stack) + 1):
                node = tree.setdefault(stack[:depth], [0.0, 0.0])
                node[0] += w
            tree[stack][1] += w
    return tree


def fmt(v):
    if abs(v - round(v)) < 1e-9:
        return str(int(round(v)))
    s = '%.6f' % v
    s = s.rstrip('0').rstrip('.')
    return '0' if s in ('-0', '') else s


def display(name):
    if name == '':
        return '(anonymous)'
    return ''.join('\\x%02X' % ord(c) if ord(c) < 0x20 or ord(c) == 0x7f else c for c in name)


def merged(base_tree, cmp_tree):
    paths = set(base_tree) | set(cmp_tree)
    children = {}
    for p in paths:
        children.setdefault(p[:-1], []).append(p)

    def node(p):
        tb, sb = base_tree.get(p, (0.0, 0.0))
        tc, sc = cmp_tree.get(p, (0.0, 0.0))
        return {'path': p, 'name': display(p[-1][0]), 'total': tc - tb, 'self': sc - sb,
                'base': tb, 'compare': tc}

    def kids(parent):
        out = [node(p) for p in children.get(parent, [])]
        out = [n for n in out if not (n['base'] == 0 and n['compare'] == 0)]
        out.sort(key=lambda n: (-abs(n['total']), -n['compare'], n['name'].encode('utf-16-be')))
        for n in out:
            n['children'] = kids(n['path'])
        return out
    return kids(())


def main(argv):
    files = []
    transforms = []
    inverted = normalize = as_json = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ('--thread', '--thread-base', '--thread-compare', '--implementation'):
            i += 1
        elif a == '--transform':
            i += 1
            transforms.append(argv[i])
        elif a.startswith('--transform='):
            transforms.append(a[len('--transform='):])
        elif a == '--inverted':
            inverted = True
        elif a == '--normalize':
            normalize = True
        elif a == '--json':
            as_json = True
        else:
            files.append(a)
        i += 1
    if len(files) != 2:
        raise Fail('usage: diff-reference.py BASE COMPARE [options]')
    (unit_b, base), (unit_c, comp) = load(files[0]), load(files[1])
    if unit_b != unit_c:
        raise Fail('units differ: %s against %s' % (unit_b, unit_c))
    base, comp = align(base, comp)
    for spec in transforms:
        funcs = {f for samples in (base, comp) for stack, _ in samples for f in stack}
        base, comp = apply_transform(spec, [base, comp], resolver(funcs))
    if normalize:
        tb = sum(w for _, w in base)
        tc = sum(w for _, w in comp)
        if tb != 0:
            base = [(s, w * tc / tb) for s, w in base]
    roots = merged(build(base, inverted), build(comp, inverted))
    if as_json:
        def js(n):
            return {'name': n['name'], 'total': n['total'], 'self': n['self'], 'base': n['base'],
                    'compare': n['compare'], 'children': [js(c) for c in n['children']]}
        print(json.dumps({'roots': [js(r) for r in roots]}))
    else:
        out = []

        def walk(n, depth):
            out.append('%s%s total=%s self=%s base=%s compare=%s' % (
                '  ' * depth, n['name'], fmt(n['total']), fmt(n['self']), fmt(n['base']), fmt(n['compare'])))
            for c in n['children']:
                walk(c, depth + 1)
        for r in roots:
            walk(r, 0)
        sys.stdout.write(''.join(line + '\n' for line in out))


if __name__ == '__main__':
    try:
        main(sys.argv[1:])
    except Fail as e:
        sys.stderr.write('diff-reference: %s\n' % e)
        sys.exit(1)
