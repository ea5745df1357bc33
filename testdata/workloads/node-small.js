// A small Node workload for `node --cpu-prof` (see ../capture-node.sh): recursion, a sort with a
// comparator, JSON round trips, a regex scan, a class method and an async loop, so the profile has
// nested JS frames, builtins, (program), (garbage collector) and positionTicks.
'use strict';

function fib(n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

function sortRandom(count) {
  const values = [];
  for (let i = 0; i < count; i++) values.push(Math.random());
  return values.sort((a, b) => a - b);
}

function jsonChurn(rounds) {
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const text = JSON.stringify({id: i, tags: ['a', 'b', 'c'], nested: {value: i * 2}});
    total += JSON.parse(text).nested.value;
  }
  return total;
}

function regexScan(lines) {
  const pattern = /(\d+)-(\w+)/g;
  let hits = 0;
  for (let i = 0; i < lines; i++) {
    const line = `item ${i}-alpha item ${i + 1}-beta`;
    hits += [...line.matchAll(pattern)].length;
  }
  return hits;
}

class Grid {
  constructor(size) {
    this.cells = new Float64Array(size * size);
    this.size = size;
  }

  smooth() {
    const {cells, size} = this;
    for (let y = 1; y < size - 1; y++) {
      for (let x = 1; x < size - 1; x++) {
        const i = y * size + x;
        cells[i] = (cells[i - 1] + cells[i + 1] + cells[i - size] + cells[i + size]) / 4 + 1;
      }
    }
  }
}

async function asyncSteps(steps) {
  let sum = 0;
  for (let i = 0; i < steps; i++) {
    sum += await Promise.resolve(fib(18));
  }
  return sum;
}

async function main() {
  const until = Date.now() + Number(process.argv[2] || 400);
  let rounds = 0;
  while (Date.now() < until) {
    fib(22);
    sortRandom(20000);
    jsonChurn(2000);
    regexScan(2000);
    const grid = new Grid(200);
    for (let i = 0; i < 5; i++) grid.smooth();
    await asyncSteps(20);
    rounds++;
  }
  console.log(`rounds: ${rounds}`);
}

main();
