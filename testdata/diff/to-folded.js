// Collapses a .cpuprofile into folded stacks, one `a;b;c COUNT` line per distinct stack (root first,
// V8's "(root)" left out, COUNT the number of samples): the same samples as flint diff's folded inputs.
'use strict';
const fs = require('fs');

const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children || []) parentOf.set(child, node.id);

const counts = new Map();
for (const id of profile.samples) {
  const names = [];
  for (let at = id; at !== undefined; at = parentOf.get(at)) names.push(byId.get(at).callFrame.functionName || '(anonymous)');
  names.pop(); // (root)
  if (names.length === 0) continue;
  const stack = names.reverse().join(';');
  counts.set(stack, (counts.get(stack) || 0) + 1);
}
const lines = [...counts].map(([stack, count]) => `${stack} ${count}`);
lines.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
process.stdout.write(lines.join('\n') + '\n');
