// A small Node workload in two versions, for `flint diff` (see capture.sh): `before` hashes every line
// with a slow character loop, `after` replaces it with a faster hash and adds a cache lookup; parsing,
// sorting and rendering are the same in both, so their deltas are only sampling noise.
'use strict';

const variant = process.argv[2] === 'after' ? 'after' : 'before';

function parseRecords(count) {
  const records = [];
  for (let i = 0; i < count; i++) {
    records.push(JSON.parse(`{"id": ${i}, "name": "item-${i}", "score": ${(i * 7919) % 1000}}`));
  }
  return records;
}

function sortScores(records) {
  return records.slice().sort((a, b) => a.score - b.score || a.id - b.id);
}

function slowHash(text) {
  let hash = 0;
  for (let round = 0; round < 40; round++) {
    for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i) + round) | 0;
  }
  return hash;
}

function fastHash(text) {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return hash;
}

const cache = new Map();

function cachedHash(text) {
  let hash = cache.get(text);
  if (hash === undefined) {
    hash = fastHash(text);
    cache.set(text, hash);
  }
  return hash;
}

function checksum(records) {
  let sum = 0;
  for (const record of records) {
    const line = `${record.id}:${record.name}:${record.score}`;
    sum ^= variant === 'after' ? cachedHash(line) : slowHash(line);
  }
  return sum;
}

function render(records) {
  let html = '';
  for (const record of records) html += `<tr><td>${record.name}</td><td>${record.score}</td></tr>`;
  return html.length;
}

function main(rounds) {
  let result = 0;
  for (let round = 0; round < rounds; round++) {
    const records = parseRecords(3000);
    result += sortScores(records).length;
    result ^= checksum(records);
    result += render(records);
  }
  return result;
}

console.log(variant, main(Number(process.argv[3] || 40)));
