// A short Node workload for node-fib.cpuprofile: recursion, a sort comparator, closures, JSON, GC.
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
const sortDescending = (values) => values.sort((a, b) => b - a);
function makeObjects(count) {
  const objects = [];
  for (let i = 0; i < count; i++) objects.push({id: i, name: 'item' + i, tags: [i % 3, i % 5]});
  return objects;
}
const start = Date.now();
let sink = 0;
while (Date.now() - start < 300) {
  sink += fib(18);
  sink += sortDescending(Array.from({length: 2000}, (_, i) => (i * 7919) % 10007))[0];
  sink += JSON.parse(JSON.stringify(makeObjects(500))).length;
}
console.log(sink > 0 ? 'done' : 'none');
