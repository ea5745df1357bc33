#!/usr/bin/env python3
"""Checks `flint diff` against tools/diff-reference.py on generated pairs (DiffReferenceTest drives it).

  diff-check.py make DIR --seed S --count N [--shared TESTDATA]
      writes N generated pairs (folded and .cpuprofile: shared and one-sided functions, recursion,
      anonymous functions, URLs across origins) with random options into DIR, plus each real
      .cpuprofile under TESTDATA/cpuprofile against the next when given, and DIR/cases.json:
      [{"args": [...], "status": 0|1, "expected": TEXT}] with the reference's output, and DIR/cases.tsv
      with each case's arguments on one line, tab-separated.
  diff-check.py check DIR
      reads DIR/actual/K.out and K.status (flint's output for case K) and prints one block per case that
      differs; exit status 1 when any does. Values are compared to 1e-6 (both print at most 6 decimals);
      siblings must be in the rule's order (|D| descending, then TC descending, then name), and siblings
      whose keys tie may come in either order.
"""
import importlib.util
import io
import json
import os
import random
import sys
import contextlib

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('diff_reference', os.path.join(HERE, 'diff-reference.py'))
ref = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ref)

NAMES = ['main', 'parse', 'render', 'layout', 'hash', 'sort', 'compare', 'fetch', 'json', 'tick',
         'loop', 'draw', 'paint', 'emit', 'read', 'write', 'gc step', 'Ünïcode', 'a.b.c', 'x$y']
ORIGINS = ['http://localhost:8080', 'https://example.com', 'https://cdn.example.com:8443', 'file://']
PATHS = ['/app.js', '/lib/util.js', '/vendor.js', '/src/main.js']


def run_reference(args):
    out, err = io.StringIO(), io.StringIO()
    status = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            ref.main(args)
        except ref.Fail as e:
            status = 1
            err.write(str(e))
    return status, out.getvalue()


# ---- generators ----

def random_stacks(rng, names, count, max_depth):
    stacks = []
    for _ in range(count):
        depth = rng.randint(1, max_depth)
        stack = [rng.choice(names[:3])]
        for _ in range(depth - 1):
            if rng.random() < 0.15:
                stack.append(stack[-1])          # direct recursion
            elif rng.random() < 0.1 and len(stack) > 1:
                stack.append(rng.choice(stack))  # indirect recursion
            else:
                stack.append(rng.choice(names))
        stacks.append(stack)
    return stacks


def mutate(rng, stacks, names):
    """The compare side: most stacks kept, some dropped, some new (with names only it has)."""
    out = [s[:] for s in stacks if rng.random() < 0.8]
    extra = names + ['new_' + rng.choice(NAMES) for _ in range(3)]
    out += random_stacks(rng, extra, rng.randint(1, 12), 6)
    return out


def write_folded(path, stacks, rng):
    with open(path, 'w', encoding='utf-8') as f:
        for s in stacks:
            f.write('%s %d\n' % (';'.join(s), rng.randint(1, 40)))
        if stacks and rng.random() < 0.3:   # the same stack twice adds up
            f.write('%s %d\n' % (';'.join(stacks[0]), rng.randint(1, 40)))


def folded_pair(rng, directory, k):
    names = rng.sample(NAMES, rng.randint(3, 10))
    base = random_stacks(rng, names, rng.randint(1, 25), 7)
    comp = mutate(rng, base, names)
    b, c = os.path.join(directory, '%d-base.folded' % k), os.path.join(directory, '%d-compare.folded' % k)
    write_folded(b, base, rng)
    write_folded(c, comp, rng)
    return b, c, base + comp


def write_cpuprofile(file_name, stacks, funcs, rng):
    """stacks: lists of func names; funcs: name -> list of (url, line) choices (one name, several urls)."""
    nodes = [{'id': 1, 'callFrame': {'functionName': '(root)', 'scriptId': '0', 'url': '',
                                     'lineNumber': -1, 'columnNumber': -1}, 'hitCount': 0, 'children': []}]
    by_path = {(): 1}
    sample_ids = []
    for s in stacks:
        path = ()
        parent = 1
        for name in s:
            url, line = funcs[name][(len(path) + len(name)) % len(funcs[name])]
            path = path + ((name, url, line),)
            if path not in by_path:
                node_id = len(nodes) + 1
                by_path[path] = node_id
                shown = '' if name.startswith('anon') else name
                nodes.append({'id': node_id, 'callFrame': {'functionName': shown, 'scriptId': '1', 'url': url,
                                                           'lineNumber': line, 'columnNumber': 0},
                              'hitCount': 0, 'children': []})
                nodes[parent - 1]['children'].append(node_id)
            parent = by_path[path]
        sample_ids.append(parent)
    rng.shuffle(sample_ids)
    sample_ids = sample_ids * rng.randint(1, 3)
    deltas = [rng.randint(50, 3000) for _ in sample_ids]
    if len(deltas) > 3 and rng.random() < 0.2:
        deltas[rng.randrange(1, len(deltas))] = -rng.randint(1, 40)  # out of order: DevTools sorts by time
    start = rng.randint(10**6, 10**9)
    profile = {'nodes': nodes, 'startTime': start, 'endTime': start + sum(deltas) + 100,
               'samples': sample_ids, 'timeDeltas': deltas}
    with open(file_name, 'w', encoding='utf-8') as f:
        json.dump(profile, f)


def cpuprofile_pair(rng, directory, k):
    names = rng.sample(NAMES, rng.randint(3, 9)) + ['anon1', 'anon2']
    origin_b = rng.choice(ORIGINS)
    origin_c = origin_b if rng.random() < 0.4 else rng.choice(ORIGINS)

    def funcs_for(origin, names):
        funcs = {}
        for n in names:
            choices = []
            for _ in range(rng.choice([1, 1, 2])):
                r = rng.random()
                if r < 0.1:
                    url = ''
                elif r < 0.2:
                    url = 'node:internal/' + n
                else:
                    url = origin + rng.choice(PATHS)
                choices.append((url, rng.randint(0, 300)))
            funcs[n] = choices
        return funcs
    base = random_stacks(rng, names, rng.randint(1, 25), 7)
    comp = mutate(rng, base, names)
    seed = rng.random()
    rng_b = random.Random(seed)
    funcs_b = funcs_for(origin_b, sorted(set(x for s in base + comp for x in s)))
    # the compare side's functions: the same scripts under its own origin, lines moved a little
    funcs_c = {n: [(u.replace(origin_b, origin_c, 1) if u.startswith(origin_b) else u, line + rng.randint(0, 3))
                   for u, line in ch] for n, ch in funcs_b.items()}
    b, c = os.path.join(directory, '%d-base.cpuprofile' % k), os.path.join(directory, '%d-compare.cpuprofile' % k)
    write_cpuprofile(b, base, funcs_b, rng_b)
    write_cpuprofile(c, comp, funcs_c, rng)
    return b, c, base + comp


def random_options(rng, stacks):
    def name_of(n):
        return '' if n.startswith('anon') else n

    args = []
    for _ in range(rng.choice([0, 0, 1, 1, 2])):
        kind = rng.choice(['focus-function', 'merge-function', 'drop-function', 'focus-subtree',
                           'merge-call-node', 'collapse-function-subtree', 'collapse-direct-recursion',
                           'collapse-recursion', 'focus-self', 'merge-subtree'])
        stack = rng.choice(stacks)
        if kind in ('focus-subtree', 'merge-call-node', 'merge-subtree'):
            arg = ';'.join(stack[:rng.randint(1, len(stack))])
        else:
            arg = rng.choice(stack)
        if arg.startswith('anon') or ';anon' in arg or arg == '':
            continue  # an anonymous function has no name to give
        args += ['--transform', '%s=%s' % (kind, arg)]
    if rng.random() < 0.3:
        args.append('--inverted')
    if rng.random() < 0.3:
        args.append('--normalize')
    if rng.random() < 0.3:
        args.append('--json')
    return args


def make(directory, seed, count, shared):
    rng = random.Random(seed)
    os.makedirs(directory, exist_ok=True)
    cases = []
    for k in range(count):
        if k % 2 == 0:
            b, c, stacks = folded_pair(rng, directory, k)
        else:
            b, c, stacks = cpuprofile_pair(rng, directory, k)
        if rng.random() < 0.5:
            b, c = c, b
        cases.append([b, c] + random_options(rng, stacks))
    # a mixed-unit pair: one error line, status 1
    cases.append([os.path.join(directory, '0-base.folded'), os.path.join(directory, '1-base.cpuprofile')])
    if shared:
        profiles = sorted(os.path.join(root, f) for root, _, names in os.walk(os.path.join(shared, 'cpuprofile'))
                          for f in names if f.endswith(('.cpuprofile', '.cpuprofile.gz')))
        # each profile against the next (every pair of the large ones would take minutes)
        for b, c in zip(profiles, profiles[1:] + profiles[:1]):
            cases.append([b, c])
            cases.append([c, b, '--inverted', '--normalize'])
    out = []
    for args in cases:
        status, text = run_reference(args)
        out.append({'args': args, 'status': status, 'expected': text})
    with open(os.path.join(directory, 'cases.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, indent=1)
    with open(os.path.join(directory, 'cases.tsv'), 'w', encoding='utf-8') as f:
        for args in cases:
            f.write('\t'.join(args) + '\n')


# ---- comparison ----

def parse_text(text):
    """-> list of root nodes {name, total, self, base, compare, children} from the indented text form."""
    roots = []
    stack = []
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip(' '))
        depth = indent // 2
        body = line[indent:]
        parts = body.rsplit(' ', 4)
        if len(parts) != 5:
            raise ValueError('not a diff line: ' + line)
        node = {'name': parts[0], 'children': []}
        for part, key in zip(parts[1:], ('total', 'self', 'base', 'compare')):
            k, _, v = part.partition('=')
            if k != key:
                raise ValueError('not a diff line: ' + line)
            node[key] = float(v)
        del stack[depth:]
        if len(stack) != depth:
            raise ValueError('indentation jumps: ' + line)
        (stack[-1]['children'] if stack else roots).append(node)
        stack.append(node)
    return roots


def parse_output(text):
    text = text.strip()
    if text.startswith('{'):
        return json.loads(text)['roots']
    return parse_text(text)


TOL = 1.5e-6


def close(a, b):
    return abs(a - b) <= TOL + 1e-9 * max(abs(a), abs(b))


def order_key(n):
    return (-abs(n['total']), -n['compare'])


def in_order(a, b):
    """Siblings a before b is allowed by the rule (values within tolerance count as ties)."""
    for x, y in zip(order_key(a), order_key(b)):
        if close(x, y):
            continue
        return x < y
    return a['name'].encode('utf-16-be') <= b['name'].encode('utf-16-be')


def canonical(nodes):
    out = []
    for n in nodes:
        out.append(('%s|%.5f|%.5f|%.5f|%.5f' % (n['name'], n['total'], n['self'], n['base'], n['compare']),
                    canonical(n['children'])))
    return sorted(out, key=lambda t: json.dumps(t))


def subtrees_agree(a, e):
    probe = []
    if not all(close(a[k], e[k]) for k in ('total', 'self', 'base', 'compare')):
        return False
    compare_trees(e['children'], a['children'], '', probe)
    return not probe


def compare_trees(expected, actual, path, problems):
    if len(expected) != len(actual):
        problems.append('%s: %d children expected, %d printed (%s / %s)' % (
            path or '(top)', len(expected), len(actual), [n['name'] for n in expected], [n['name'] for n in actual]))
        return
    for a, b in zip(actual, actual[1:]):
        if not in_order(a, b):
            problems.append('%s: %s printed before %s' % (path or '(top)', a['name'], b['name']))
    remaining = list(actual)
    for e in expected:
        match = None
        # siblings of one name and equal values (one name in two scripts) pair by their whole subtrees
        same = [a for a in remaining if a['name'] == e['name']
                and all(close(a[k], e[k]) for k in ('total', 'self', 'base', 'compare'))]
        if len(same) > 1:
            same = [a for a in same if subtrees_agree(a, e)] or same
        for a in same[:1] + remaining:
            if a['name'] == e['name'] and all(close(a[k], e[k]) for k in ('total', 'self', 'base', 'compare')):
                match = a
                break
        if match is None:
            near = [a for a in remaining if a['name'] == e['name']]
            problems.append('%s;%s: expected total=%r self=%r base=%r compare=%r, printed %s' % (
                path, e['name'], e['total'], e['self'], e['base'], e['compare'],
                [dict((k, a[k]) for k in ('total', 'self', 'base', 'compare')) for a in near] or 'nothing'))
            continue
        remaining.remove(match)
        compare_trees(e['children'], match['children'], path + ';' + e['name'] if path else e['name'], problems)


def check(directory):
    with open(os.path.join(directory, 'cases.json'), encoding='utf-8') as f:
        cases = json.load(f)
    bad = 0
    for k, case in enumerate(cases):
        with open(os.path.join(directory, 'actual', '%d.out' % k), encoding='utf-8') as f:
            actual_text = f.read()
        with open(os.path.join(directory, 'actual', '%d.status' % k), encoding='utf-8') as f:
            actual_status = int(f.read().strip())
        problems = []
        if (case['status'] == 0) != (actual_status == 0):
            problems.append('status %d expected, %d' % (case['status'], actual_status))
        elif case['status'] == 0:
            try:
                compare_trees(parse_output(case['expected']), parse_output(actual_text), '', problems)
            except ValueError as e:
                problems.append(str(e))
        if problems:
            bad += 1
            print('case %d: flint diff %s' % (k, ' '.join(case['args'])))
            for p in problems[:8]:
                print('  ' + p)
    print('%d of %d cases differ' % (bad, len(cases)))
    return 1 if bad else 0


def main(argv):
    if argv[:1] == ['make']:
        directory = argv[1]
        seed, count, shared = 1, 60, None
        i = 2
        while i < len(argv):
            if argv[i] == '--seed':
                seed = int(argv[i + 1])
            elif argv[i] == '--count':
                count = int(argv[i + 1])
            elif argv[i] == '--shared':
                shared = argv[i + 1]
            i += 2
        make(directory, seed, count, shared)
        return 0
    if argv[:1] == ['check']:
        return check(argv[1])
    sys.stderr.write(__doc__)
    return 2


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
