// A small allocating JavaScript workload for node --heap-prof.
function makeStrings(n) { const out = []; for (let i = 0; i < n; i++) out.push('item ' + i + ' '.repeat(i % 50)); return out; }
function makeObjects(n) { const out = []; for (let i = 0; i < n; i++) out.push({ id: i, tags: [i, i + 1, i + 2] }); return out; }
function build() { return [makeStrings(20000), makeObjects(30000), new Array(100000).fill(0).map((_, i) => i * 1.5)]; }
globalThis.kept = []; // global: still alive when Node writes the profile at exit
for (let round = 0; round < 5; round++) kept.push(build());
console.log(kept.length);
