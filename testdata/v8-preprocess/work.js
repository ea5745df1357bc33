// The workload of the preprocess JSON test files (make.sh): recursion, a closure, allocation for the
// collector, a JSON round trip through builtins, and a worker thread doing the same (an isolate, a log of its own).
const { Worker, isMainThread } = require('worker_threads');
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
function churn() {
  const items = [];
  for (let i = 0; i < 200; i++) items.push({ i, label: 'item' + i });
  return JSON.parse(JSON.stringify(items)).length;
}
function main(ms) {
  const end = Date.now() + ms;
  let total = 0;
  const add = (x) => { total += x; };
  while (Date.now() < end) { add(fib(22)); add(churn()); }
  return total;
}
const ms = Number(process.argv[2] || 300);
if (isMainThread) {
  new Worker(__filename, { argv: [ms] });
}
main(ms);
