// insights: a Node workload with planted problems, recorded with node --cpu-prof by ../make-node.sh.
//   hot-function: checksum() does about half of the CPU work in its own code
//   third-party:  left-packer and @acme/slowjson (under node_modules/) take well over 5 % each
//   gc:           churn() allocates short-lived objects, so the collector takes more than 5 %
'use strict';
const { padAll } = require('left-packer');
const { countKeys } = require('@acme/slowjson');

function checksum(n) {
  let h = 0;
  for (let i = 0; i < n; i++) h = (h * 31 + (i ^ (h >>> 7))) | 0;
  return h;
}

function churn(n) {
  let keep = [];
  for (let i = 0; i < n; i++) {
    keep.push({ id: i, name: 'item' + i, tags: [i, i + 1, i + 2] });
    if (keep.length > 2000) keep = [];
  }
  return keep.length;
}

function tree(depth) {
  if (depth === 0) return { leaf: true };
  return { a: tree(depth - 1), b: tree(depth - 1) };
}

const values = Array.from({ length: 15000 }, (_, i) => i * 7);
const doc = tree(16);
const until = Date.now() + Number(process.argv[2] || 2000);
let sink = 0;
while (Date.now() < until) {
  sink += checksum(12_000_000);
  sink += padAll(values, 24);
  sink += countKeys(doc);
  sink += churn(100_000);
}
console.log(sink & 1);
